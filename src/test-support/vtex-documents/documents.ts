import fs from 'node:fs'
import path from 'node:path'
import type { JsonSchema } from './schema-arbitrary'

/**
 * VTEX's published OpenAPI documents (contracts/vtex-openapi), as the fake
 * platform and the property tests read them: unchanged, except where the
 * document contradicts the platform. Each such fault is adjusted here, once,
 * with its reason and the evidence for it; docs/decisions/0023 lists them.
 */

export const VTEX_DOCUMENTS_DIR = path.resolve(__dirname, '../../../contracts/vtex-openapi')

export type VtexDocumentName = 'checkout' | 'search'

const FILES: Record<VtexDocumentName, string> = {
  checkout: 'checkout-api.json',
  search: 'intelligent-search-api.json',
}

/** Where Intelligent Search's paths live on the account's host (the document's first `servers` entry). */
export const SEARCH_DOCUMENT_PREFIX = '/api/io/_v/api/intelligent-search'

export interface DocumentFault {
  document: VtexDocumentName
  /** JSON pointer of the node replaced, from the document's root (without `#`). */
  at: string
  /** What the document says. */
  says: string
  /** What the fake answers instead, and why. */
  adjustment: string
  /** How we know the platform does otherwise. */
  evidence: string
  /** The schema put in place of the node at `at`. */
  replaceWith: (document: JsonSchema) => JsonSchema
}

/** A cart message as the platform sends it (and the store reads: code and status). */
const ORDER_FORM_MESSAGE: JsonSchema = {
  type: 'object',
  required: ['code', 'text', 'status'],
  properties: {
    code: { type: 'string', nullable: true },
    text: { type: 'string' },
    status: { type: 'string', enum: ['error', 'warning', 'info', 'success'] },
    fields: { type: 'object', properties: { ean: { type: 'string' }, skuName: { type: 'string' }, itemIndex: { type: 'string' } } },
  },
}

const TOTALIZER: JsonSchema = {
  type: 'object',
  required: ['id', 'name', 'value'],
  properties: {
    id: { type: 'string', enum: ['Items', 'Discounts', 'Shipping', 'Tax'] },
    name: { type: 'string' },
    value: { type: 'integer', description: 'Cents.' },
  },
}

const PRICE_RANGE: JsonSchema = {
  type: 'object',
  required: ['from', 'to'],
  properties: { from: { type: 'number' }, to: { type: 'number' } },
}

const DECIMAL_DEGREES: JsonSchema = { type: 'number', minimum: -180, maximum: 180, description: 'Decimal degrees.' }

const GEO_EVIDENCE =
  'The same document types every other geoCoordinates as numbers and its examples are decimals (-47.924747467041016); VTEX\'s postal-code answer recorded in @faststore/api\'s tests is [-81.37, 28.5].'

export const DOCUMENT_FAULTS: readonly DocumentFault[] = [
  {
    document: 'checkout',
    at: '/components/schemas/orderForm/properties/messages/items',
    says: 'messages are strings',
    adjustment: 'messages are objects { code, text, status, fields }',
    evidence: 'The property\'s own description says "an object for each message"; the storefront reads code and status of each (commerce §4 Cart messages), as @faststore/api does (messages { status text }).',
    replaceWith: () => ORDER_FORM_MESSAGE,
  },
  {
    document: 'checkout',
    at: '/components/schemas/orderForm/properties/totalizers/items',
    says: 'a totalizer is an object with no properties',
    adjustment: 'a totalizer is { id: Items | Discounts | Shipping | Tax, name, value (cents) }',
    evidence: 'The document\'s own examples of PUT /orders (`totals`) and VTEX\'s orderForm recorded in @faststore/api\'s tests ({"id":"Items","name":"Items Total","value":203006}); without the shape a generated cart has no totals.',
    replaceWith: () => TOTALIZER,
  },
  {
    document: 'checkout',
    at: '/paths/~1api~1checkout~1pub~1postal-code~1{countryCode}~1{postalCode}/get/responses/200/content/application~1json/schema/properties/geoCoordinates/items',
    says: 'coordinates are integers',
    adjustment: 'coordinates are decimal degrees (number)',
    evidence: GEO_EVIDENCE,
    replaceWith: () => DECIMAL_DEGREES,
  },
  {
    document: 'checkout',
    at: '/paths/~1api~1checkout~1pub~1pickup-points/get/responses/200/content/application~1json/schema/properties/items/items/properties/pickupPoint/properties/address/properties/geoCoordinates/items',
    says: 'coordinates are integers',
    adjustment: 'coordinates are decimal degrees (number)',
    evidence: GEO_EVIDENCE,
    replaceWith: () => DECIMAL_DEGREES,
  },
  {
    document: 'checkout',
    at: '/paths/~1api~1checkout~1pub~1orderForm~1{orderFormId}~1transaction/post/responses/200/content/application~1json/schema',
    says: 'placing an order answers an orderForm',
    adjustment: 'it answers the placed orders, as PUT /api/checkout/pub/orders does: { orderForm: null, transactionData, orders }',
    evidence: 'The operation\'s own example is that answer (orderForm null, transactionData with receiverUri, orders), and the payment step needs transactionData and the order group from it (decision 0005).',
    replaceWith: (document) =>
      (document as { paths: Record<string, { put: { responses: { 200: { content: { 'application/json': { schema: JsonSchema } } } } } }> }).paths['/api/checkout/pub/orders'].put
        .responses[200].content['application/json'].schema,
  },
  {
    document: 'search',
    at: '/components/schemas/Facets/properties/facets/items/properties/values/items/properties/range',
    says: 'a facet value has id, quantity, name, key, value, selected and href (`range` is only named in the description of PRICERANGE)',
    adjustment: 'a value of a PRICERANGE facet has range { from, to } (and may have no `value`)',
    evidence: 'The description of `type` says the value "contains the property range"; VTEX\'s facets recorded in @faststore/api\'s tests give price values as { quantity, name: "", key: "price", selected, range: { from: 0.23, to: 150 } }.',
    replaceWith: () => PRICE_RANGE,
  },
]

function pointerParts(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/** The document with its faults adjusted (a new object each call; the file is read once). */
const cache = new Map<VtexDocumentName, JsonSchema>()

export function vtexDocument(name: VtexDocumentName): JsonSchema {
  let adjusted = cache.get(name)
  if (!adjusted) {
    const document = JSON.parse(fs.readFileSync(path.join(VTEX_DOCUMENTS_DIR, FILES[name]), 'utf8')) as JsonSchema
    for (const fault of DOCUMENT_FAULTS.filter((f) => f.document === name)) {
      const parts = pointerParts(fault.at)
      let node = document as Record<string, unknown>
      for (const part of parts.slice(0, -1)) {
        const next = node[part]
        if (!next || typeof next !== 'object') throw new Error(`${FILES[name]}: ${fault.at} does not exist (at ${part})`)
        node = next as Record<string, unknown>
      }
      const last = parts[parts.length - 1]
      const parentIsProperties = parts[parts.length - 2] === 'properties'
      if (!(last in node) && !parentIsProperties) throw new Error(`${FILES[name]}: ${fault.at} does not exist`)
      node[last] = structuredClone(fault.replaceWith(document))
    }
    adjusted = document
    cache.set(name, adjusted)
  }
  return adjusted
}

/** An operation of a document. */
export interface DocumentOperation {
  document: VtexDocumentName
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** The path as the document writes it (`/api/checkout/pub/orderForm/{orderFormId}`, `/product_search/{facets}`). */
  path: string
  /** Where the platform serves it on the account's host. */
  hostPath: string
  operation: JsonSchema
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** Every operation of a document, with where the account's host serves it. */
export function documentOperations(name: VtexDocumentName): DocumentOperation[] {
  const document = vtexDocument(name) as { paths: Record<string, Record<string, JsonSchema>> }
  const operations: DocumentOperation[] = []
  for (const [documentPath, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      operations.push({ document: name, method, path: documentPath, hostPath: name === 'search' ? `${SEARCH_DOCUMENT_PREFIX}${documentPath}` : documentPath, operation })
    }
  }
  return operations
}

/** The JSON schema of an operation's answer with a status (200 by default), or null when it has none. */
export function responseSchema(operation: JsonSchema, status = '200'): JsonSchema | null {
  const responses = operation.responses as Record<string, { content?: Record<string, { schema?: JsonSchema }> }> | undefined
  const content = responses?.[status]?.content
  return content?.['application/json']?.schema ?? null
}
