import fs from 'node:fs'
import path from 'node:path'
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

/**
 * Validates response bodies against the published VTEX OpenAPI 3.0 documents
 * (contracts/vtex-openapi, a copy of the published documents). The document's `components` are added to ajv as
 * one schema, so `#/components/schemas/...` references resolve; OpenAPI's
 * `nullable` is understood by ajv; unknown keywords (example, x-…) are ignored.
 */

/** Where the shared contracts live (override with VTEX_OPENAPI_DIR). */
export const OPENAPI_DIR = process.env.VTEX_OPENAPI_DIR ?? path.resolve(__dirname, '../../../contracts/vtex-openapi')

type JsonObject = Record<string, unknown>

export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, JsonObject>>
  components: { schemas: Record<string, JsonObject> } & JsonObject
}

/** A correction applied to a schema of the document before compiling (each must say why). */
export interface SchemaCorrection {
  /** Path inside the component schema, e.g. ['properties', 'messages', 'items']. */
  at: string[]
  replaceWith: JsonObject
  reason: string
}

export interface ValidationResult {
  valid: boolean
  errors: string[]
}

export interface OpenApiValidator {
  document: OpenApiDocument
  /** Validates `data` against `#/components/schemas/{name}`. */
  validateSchema(name: string, data: unknown): ValidationResult
  /** Validates against the JSON body schema of a path's response (default status 200). */
  validateResponse(pathKey: string, method: string, data: unknown, status?: string): ValidationResult
}

export function loadOpenApiDocument(fileName: string, dir = OPENAPI_DIR): OpenApiDocument {
  return JSON.parse(fs.readFileSync(path.join(dir, fileName), 'utf8')) as OpenApiDocument
}

function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).slice(0, 20).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
}

function applyCorrection(schema: JsonObject, correction: SchemaCorrection): JsonObject {
  const copy = structuredClone(schema)
  let node: JsonObject = copy
  for (const key of correction.at.slice(0, -1)) {
    const next = node[key]
    if (!next || typeof next !== 'object') throw new Error(`Schema correction path ${correction.at.join('.')} does not exist`)
    node = next as JsonObject
  }
  const last = correction.at[correction.at.length - 1]
  if (!(last in node)) throw new Error(`Schema correction path ${correction.at.join('.')} does not exist`)
  node[last] = correction.replaceWith
  return copy
}

/**
 * A validator over one OpenAPI document. `corrections` patch named component
 * schemas where the published document contradicts the platform's real
 * responses (documented in docs/decisions).
 */
export function createOpenApiValidator(
  document: OpenApiDocument,
  corrections: Record<string, SchemaCorrection[]> = {},
  /** Corrections of path response schemas, keyed `{method} {path} {status}` (e.g. `get /api/x 200`). */
  responseCorrections: Record<string, SchemaCorrection[]> = {},
): OpenApiValidator {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true })
  addFormats(ajv)
  const schemas: Record<string, JsonObject> = { ...document.components.schemas }
  for (const [name, list] of Object.entries(corrections)) {
    const schema = schemas[name]
    if (!schema) throw new Error(`No component schema ${name} to correct`)
    schemas[name] = list.reduce(applyCorrection, schema)
  }
  const rootId = 'openapi-document'
  ajv.addSchema({ $id: rootId, components: { ...document.components, schemas } })
  const compiled = new Map<string, ValidateFunction>()

  const compile = (key: string, schema: () => JsonObject): ValidateFunction => {
    let validate = compiled.get(key)
    if (!validate) {
      validate = ajv.compile(schema())
      compiled.set(key, validate)
    }
    return validate
  }
  const run = (validate: ValidateFunction, data: unknown): ValidationResult => {
    const valid = validate(data) as boolean
    return { valid, errors: valid ? [] : formatErrors(validate.errors) }
  }

  return {
    document,
    validateSchema(name, data) {
      if (!schemas[name]) throw new Error(`No component schema ${name}`)
      return run(compile(`schema:${name}`, () => ({ $ref: `${rootId}#/components/schemas/${name}` })), data)
    },
    validateResponse(pathKey, method, data, status = '200') {
      const operation = document.paths[pathKey]?.[method.toLowerCase()] as JsonObject | undefined
      const responses = operation?.responses as Record<string, JsonObject> | undefined
      const content = responses?.[status]?.content as Record<string, { schema?: JsonObject }> | undefined
      const published = content?.['application/json']?.schema
      if (!published) throw new Error(`No JSON response schema for ${method.toUpperCase()} ${pathKey} ${status}`)
      const schema = (responseCorrections[`${method.toLowerCase()} ${pathKey} ${status}`] ?? []).reduce(applyCorrection, published)
      // Rewrite local references to the document added above.
      const rewritten = JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, `"${rootId}#/components/`)) as JsonObject
      return run(compile(`response:${method}:${pathKey}:${status}`, () => rewritten), data)
    },
  }
}

/**
 * The checkout contract, with one correction: `orderForm.messages` items are
 * typed `string` in the published document, whose own description says "an
 * object for each message" — and the platform sends objects
 * `{ code, text, status, fields }` (the storefront reads code and status).
 * See docs/decisions/0028-checkout-embedded-orderform.md ("Messages are objects, not strings").
 */
export const ORDER_FORM_MESSAGE_SCHEMA: JsonObject = {
  type: 'object',
  required: ['code', 'text', 'status'],
  properties: {
    code: { type: 'string', nullable: true },
    text: { type: 'string' },
    status: { type: 'string', enum: ['error', 'warning', 'info', 'success'] },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
}

/**
 * Coordinates are decimal degrees ([longitude, latitude], e.g. -46.65): the
 * published postal-code and pickup-point schemas type them as integers, while
 * the orderForm's own address schema (and the platform) use numbers.
 */
const COORDINATE_SCHEMA: JsonObject = { type: 'number' }
const GEO_REASON = 'geoCoordinates are decimal degrees; the published schema says integer'

let checkoutValidator: OpenApiValidator | undefined

export function checkoutContract(): OpenApiValidator {
  checkoutValidator ??= createOpenApiValidator(
    loadOpenApiDocument('checkout-api.json'),
    {
      orderForm: [
        {
          at: ['properties', 'messages', 'items'],
          replaceWith: ORDER_FORM_MESSAGE_SCHEMA,
          reason: 'the published schema types messages as strings; the platform sends message objects',
        },
      ],
    },
    {
      'get /api/checkout/pub/postal-code/{countryCode}/{postalCode} 200': [
        { at: ['properties', 'geoCoordinates', 'items'], replaceWith: COORDINATE_SCHEMA, reason: GEO_REASON },
      ],
      'get /api/checkout/pub/pickup-points 200': [
        {
          at: ['properties', 'items', 'items', 'properties', 'pickupPoint', 'properties', 'address', 'properties', 'geoCoordinates', 'items'],
          replaceWith: COORDINATE_SCHEMA,
          reason: GEO_REASON,
        },
      ],
    },
  )
  return checkoutValidator
}

/** Throws with the ajv errors when `data` is not a valid orderForm of the contract. */
export function expectValidOrderForm(data: unknown): void {
  const result = checkoutContract().validateSchema('orderForm', data)
  if (!result.valid) throw new Error(`Response does not match components.schemas.orderForm:\n${result.errors.join('\n')}`)
}
