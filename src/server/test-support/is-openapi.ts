import path from 'node:path'
import { OPENAPI_DIR } from './openapi'
import fs from 'node:fs'
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

/**
 * Validators for the Intelligent Search response schemas of the published
 * contract (contracts/vtex-openapi/intelligent-search-api.json, or
 * IS_OPENAPI_FILE). Components are resolved by JSON pointer.
 */
export const IS_OPENAPI_FILE = process.env.IS_OPENAPI_FILE ?? path.join(OPENAPI_DIR, 'intelligent-search-api.json')

const DOCUMENT_ID = 'intelligent-search-api'

let ajv: Ajv | null = null

function instance(): Ajv {
  if (ajv) return ajv
  const document = JSON.parse(fs.readFileSync(IS_OPENAPI_FILE, 'utf8')) as Record<string, unknown>
  ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ ...document, $id: DOCUMENT_ID })
  return ajv
}

export type IsSchemaName = 'AutocompleteSearchSuggestions' | 'TopSearches' | 'ProductSearch' | 'Facets' | 'Product' | 'SearchSuggestions' | 'Correction'

const cache = new Map<IsSchemaName, ValidateFunction>()

export function isValidator(name: IsSchemaName): ValidateFunction {
  let validate = cache.get(name)
  if (!validate) {
    validate = instance().getSchema(`${DOCUMENT_ID}#/components/schemas/${name}`)
    if (!validate) throw new Error(`No schema ${name} in ${IS_OPENAPI_FILE}`)
    cache.set(name, validate)
  }
  return validate
}

/** Validation errors of a body against a schema, as readable lines (empty when valid). */
export function isSchemaErrors(name: IsSchemaName, body: unknown): string[] {
  const validate = isValidator(name)
  if (validate(body)) return []
  return (validate.errors ?? []).slice(0, 20).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
}
