import crypto from 'node:crypto'
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type fc from 'fast-check'
import { documentOperations, responseSchema, vtexDocument, type DocumentOperation, type VtexDocumentName } from '../../../test-support/vtex-documents/documents'
import { schemaArbitrary, type JsonSchema, type SchemaArbitraryOptions } from '../../../test-support/vtex-documents/schema-arbitrary'

/**
 * The operations of VTEX's two documents as a fake platform serves them:
 * which operation a request is, whether the request is one the document
 * allows (path and query parameters, JSON body), generated answers of the
 * operation's response schema, and whether an answer is one the document
 * allows. Built once per document (ajv compiles lazily).
 */

/** A seed for the generator from a text (the same text, the same answer). */
export const seedOf = (text: string): number => crypto.createHash('sha256').update(text).digest().readUInt32BE(0)

export interface MatchedOperation extends DocumentOperation {
  /** Path parameters by name (`facets` holds the whole facets path, possibly empty). */
  params: Record<string, string>
}

interface CompiledOperation extends DocumentOperation {
  pattern: RegExp
  names: string[]
}

function patternOf(hostPath: string): { pattern: RegExp; names: string[] } {
  const names: string[] = []
  let source = ''
  for (const part of hostPath.split(/(\{[^}]+\})/)) {
    const name = /^\{([^}]+)\}$/.exec(part)?.[1]
    if (name) {
      names.push(name)
      // The facets path is many segments (and may be empty: `/product_search?query=…`).
      source += name === 'facets' ? '(.*)' : '([^/]+)'
    } else {
      source += part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    }
  }
  source = source.replace(/\/\(\.\*\)$/, '(?:/(.*))?')
  return { pattern: new RegExp(`^${source}/?$`), names }
}

const DOCUMENT_ID: Record<VtexDocumentName, string> = { checkout: 'vtex-checkout', search: 'vtex-search' }

export class DocumentContract {
  private readonly operations: CompiledOperation[]
  private readonly ajv = new Ajv({ strict: false, allErrors: true })
  private readonly paramAjv = new Ajv({ strict: false, allErrors: true, coerceTypes: 'array' })
  private readonly validators = new Map<string, ValidateFunction>()
  private readonly arbitraries = new Map<string, fc.Arbitrary<unknown>>()

  constructor(private readonly names: readonly VtexDocumentName[] = ['checkout', 'search']) {
    addFormats(this.ajv)
    addFormats(this.paramAjv)
    for (const name of names) {
      this.ajv.addSchema({ ...vtexDocument(name), $id: DOCUMENT_ID[name] })
      this.paramAjv.addSchema({ ...vtexDocument(name), $id: DOCUMENT_ID[name] })
    }
    this.operations = names.flatMap(documentOperations).map((operation) => ({ ...operation, ...patternOf(operation.hostPath) }))
    // Literal paths before templated ones (`/orderForm/{id}/items/update` is not `/items/{itemIndex}`…).
    this.operations.sort((a, b) => a.names.length - b.names.length)
  }

  /** Every operation of the documents. */
  all(): readonly DocumentOperation[] {
    return this.operations
  }

  /** The documented operation of a request, or null. */
  match(method: string, pathname: string): MatchedOperation | null {
    const lower = method.toLowerCase()
    for (const operation of this.operations) {
      if (operation.method !== lower) continue
      const found = operation.pattern.exec(pathname)
      if (!found) continue
      const params: Record<string, string> = {}
      operation.names.forEach((name, i) => {
        params[name] = found[i + 1] ?? ''
      })
      return { document: operation.document, method: operation.method, path: operation.path, hostPath: operation.hostPath, operation: operation.operation, params }
    }
    return null
  }

  private resolve(document: VtexDocumentName, schema: JsonSchema): JsonSchema {
    return JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, `"${DOCUMENT_ID[document]}#/components/`)) as JsonSchema
  }

  private validator(key: string, document: VtexDocumentName, schema: JsonSchema, params = false): ValidateFunction {
    let validate = this.validators.get(key)
    if (!validate) {
      validate = (params ? this.paramAjv : this.ajv).compile(this.resolve(document, schema))
      this.validators.set(key, validate)
    }
    return validate
  }

  private parameters(operation: DocumentOperation): JsonSchema[] {
    const document = vtexDocument(operation.document) as { components?: { parameters?: Record<string, JsonSchema> } }
    return ((operation.operation.parameters as JsonSchema[] | undefined) ?? []).map((parameter) => {
      const ref = parameter.$ref
      return typeof ref === 'string' ? (document.components?.parameters?.[ref.split('/').pop() ?? ''] ?? {}) : parameter
    })
  }

  /**
   * What the document would refuse in a request: a missing required query
   * parameter, a path or query value of the wrong type or outside its enum,
   * a query parameter the operation does not name, a JSON body its schema
   * does not allow. Empty when the request is one the document allows.
   */
  requestFaults(matched: MatchedOperation, query: URLSearchParams, body: unknown): string[] {
    const faults: string[] = []
    const parameters = this.parameters(matched)
    const named = new Set(parameters.filter((p) => p.in === 'query').map((p) => String(p.name)))
    // `q` is documented as the short form of `query`.
    if (named.has('query')) named.add('q')
    for (const name of new Set(query.keys())) if (!named.has(name)) faults.push(`query parameter "${name}" is not one of the operation's (${[...named].join(', ') || 'none'})`)
    for (const parameter of parameters) {
      if (parameter.in !== 'query' && parameter.in !== 'path') continue
      const name = String(parameter.name)
      const values = parameter.in === 'path' ? [matched.params[name]] : query.getAll(name)
      if (values.length === 0 || values[0] === undefined) {
        if (parameter.required === true) faults.push(`${parameter.in} parameter "${name}" is required`)
        continue
      }
      const schema = (parameter.schema as JsonSchema | undefined) ?? {}
      if (name === 'facets') continue
      const isArray = schema.type === 'array'
      const data = { value: isArray ? values : parameter.in === 'path' ? decodeURIComponent(values[0] as string) : values[0] }
      const validate = this.validator(`param:${matched.document}:${matched.method}:${matched.path}:${name}`, matched.document, {
        type: 'object',
        properties: { value: schema.nullable ? { ...schema, nullable: true } : schema },
      }, true)
      if (!validate(data)) faults.push(`${parameter.in} parameter "${name}"=${JSON.stringify(values.length === 1 ? values[0] : values)}: ${(validate.errors ?? []).map((e) => e.message).join('; ')}`)
    }
    const requestBody = matched.operation.requestBody as { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | undefined
    const bodySchema = requestBody?.content?.['application/json']?.schema
    if (bodySchema && body !== undefined) {
      const validate = this.validator(`body:${matched.document}:${matched.method}:${matched.path}`, matched.document, bodySchema)
      if (!validate(body)) faults.push(`body: ${(validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}`)
    } else if (requestBody?.required === true && body === undefined) {
      faults.push('body is required')
    }
    return faults
  }

  /** Where an answer breaks the operation's response schema (empty when it holds). */
  answerFaults(operation: DocumentOperation, status: string, body: unknown): string[] {
    const schema = responseSchema(operation.operation, status)
    if (!schema) return []
    const validate = this.validator(`answer:${operation.document}:${operation.method}:${operation.path}:${status}`, operation.document, schema)
    return validate(body) ? [] : (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`)
  }

  /** Where a value breaks a component schema of a document (empty when it holds). */
  schemaFaults(document: VtexDocumentName, name: string, value: unknown): string[] {
    const validate = this.validator(`component:${document}:${name}`, document, { $ref: `#/components/schemas/${name}` })
    return validate(value) ? [] : (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`)
  }

  /** The arbitrary of an operation's answer with a status (null when it documents no JSON answer). */
  answerArbitrary(operation: DocumentOperation, status: string, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> | null {
    const key = `${operation.document}:${operation.method}:${operation.path}:${status}:${options.presence}:${options.domain ? 'domain' : ''}`
    let arbitrary = this.arbitraries.get(key)
    if (!arbitrary) {
      const schema = responseSchema(operation.operation, status)
      if (!schema) return null
      arbitrary = schemaArbitrary(vtexDocument(operation.document), schema, options)
      this.arbitraries.set(key, arbitrary)
    }
    return arbitrary
  }

  /** The arbitrary of a component schema (`Product`, `orderForm`…). */
  componentArbitrary(document: VtexDocumentName, name: string, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
    const key = `component:${document}:${name}:${options.presence}:${options.domain ? 'domain' : ''}`
    let arbitrary = this.arbitraries.get(key)
    if (!arbitrary) {
      arbitrary = schemaArbitrary(vtexDocument(document), { $ref: `#/components/schemas/${name}` }, options)
      this.arbitraries.set(key, arbitrary)
    }
    return arbitrary
  }
}
