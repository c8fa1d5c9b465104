import fs from 'node:fs'
import path from 'node:path'
import type { JsonSchema } from './schema-arbitrary'

/**
 * VTEX's published OpenAPI documents (contracts/vtex-openapi), as the fake
 * platform and the property tests read them: unchanged, except where the
 * document contradicts the platform. Each such fault is adjusted here, once,
 * with its reason and the evidence for it; docs/decisions/0027 lists them.
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

const NULLABLE_RECEIVER: JsonSchema = { type: 'string', nullable: true, description: 'Name of the person who is going to receive the order.' }
const RECEIVER_EVIDENCE =
  'The orderForm\'s own addresses declare receiverName nullable, and the document\'s examples hold "receiverName": null 155 times; a placed order carries the cart\'s addresses (its transaction answer is this schema too).'

const PAYMENT_SYSTEMS: JsonSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      groupName: { type: 'string' },
      validator: {
        type: 'object',
        nullable: true,
        properties: {
          regex: { type: 'string', nullable: true },
          mask: { type: 'string', nullable: true },
          cardCodeRegex: { type: 'string', nullable: true },
          cardCodeMask: { type: 'string', nullable: true },
          weights: { type: 'array', nullable: true, items: { type: 'integer' } },
          useCvv: { type: 'boolean' },
          useExpirationDate: { type: 'boolean' },
          useCardHolderName: { type: 'boolean' },
          useBillingAddress: { type: 'boolean' },
        },
      },
      stringId: { type: 'string' },
      template: { type: 'string' },
      requiresDocument: { type: 'boolean' },
      isCustom: { type: 'boolean' },
      description: { type: 'string', nullable: true },
      requiresAuthentication: { type: 'boolean' },
      dueDate: { type: 'string', format: 'date-time' },
      availablePayments: { type: 'string', nullable: true },
    },
  },
}

/** The request body or 200 answer schema of an operation of a document. */
function operationSchema(document: JsonSchema, path: string, method: string, part: 'request' | 'response'): JsonSchema {
  const operation = (document as { paths: Record<string, Record<string, JsonSchema>> }).paths[path][method]
  const content =
    part === 'request'
      ? (operation.requestBody as { content: Record<string, { schema: JsonSchema }> }).content
      : (operation.responses as Record<string, { content: Record<string, { schema: JsonSchema }> }>)['200'].content
  return content['application/json'].schema
}

const GEO_EVIDENCE =
  'The same document types every other geoCoordinates as numbers and its examples are decimals (-47.924747467041016); VTEX\'s postal-code answer recorded in @faststore/api\'s tests is [-81.37, 28.5].'

export const DOCUMENT_FAULTS: readonly DocumentFault[] = [
  {
    document: 'checkout',
    at: '/components/schemas/orderForm/properties/messages/items',
    says: 'messages are strings',
    adjustment: 'messages are objects { code, text, status, fields }',
    evidence: 'The property\'s own description says "an object for each message"; the storefront reads code and status of each (a message is a toast of its status, some codes are silent), as @faststore/api does (messages { status text }).',
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
    at: '/paths/~1api~1checkout~1pub~1orders/put/responses/200/content/application~1json/schema/properties/orders/items/properties/shippingData/properties/address/properties/receiverName',
    says: 'a placed order\'s address receiverName is a string',
    adjustment: 'it may be null (no receiver named), as in the orderForm',
    evidence: RECEIVER_EVIDENCE,
    replaceWith: () => NULLABLE_RECEIVER,
  },
  {
    document: 'checkout',
    at: '/paths/~1api~1checkout~1pub~1orders/put/responses/200/content/application~1json/schema/properties/orders/items/properties/shippingData/properties/selectedAddresses/items/properties/receiverName',
    says: 'a placed order\'s selectedAddresses receiverName is a string',
    adjustment: 'it may be null (no receiver named), as in the orderForm',
    evidence: RECEIVER_EVIDENCE,
    replaceWith: () => NULLABLE_RECEIVER,
  },
  {
    document: 'checkout',
    at: '/paths/~1api~1checkout~1pub~1orders/put/responses/200/content/application~1json/schema/properties/orders/items/properties/shippingData/properties/availableAddresses/items/properties/receiverName',
    says: 'a placed order\'s availableAddresses receiverName is a string',
    adjustment: 'it may be null (no receiver named), as in the orderForm',
    evidence: RECEIVER_EVIDENCE,
    replaceWith: () => NULLABLE_RECEIVER,
  },
  {
    document: 'checkout',
    at: '/paths/~1api~1checkout~1pub~1orderForm~1{orderFormId}~1transaction/post/responses/200/content/application~1json/schema',
    says: 'placing an order answers an orderForm',
    adjustment: 'it answers the placed orders, as PUT /api/checkout/pub/orders does: { orderForm: null, transactionData, orders }',
    evidence: 'The operation\'s own example is that answer (orderForm null, transactionData with receiverUri, orders), and the payment step needs transactionData and the order group from it (decision 0005).',
    replaceWith: (document) => operationSchema(document, '/api/checkout/pub/orders', 'put', 'response'),
  },
  {
    document: 'checkout',
    at: '/components/schemas/orderForm/properties/paymentData/properties/installmentOptions',
    says: 'paymentData has giftCards and transactions only',
    adjustment: 'paymentData also has installmentOptions (each as the document\'s own GET …/installments answer), payments (as the document\'s paymentData attachment sends them) and paymentSystems',
    evidence: 'VTEX\'s orderForm recorded in @faststore/api\'s tests carries "paymentData":{"installmentOptions":[…],"paymentSystems":[{"id":6,"name":"Boleto Bancário","groupName":"bankInvoicePaymentGroup","validator":{"regex":null,…},…}],"payments":[],…}; a payment step needs the systems to offer and their installments.',
    replaceWith: (document) => ({ type: 'array', items: operationSchema(document, '/api/checkout/pub/orderForm/{orderFormId}/installments', 'get', 'response') }),
  },
  {
    document: 'checkout',
    at: '/components/schemas/orderForm/properties/paymentData/properties/payments',
    says: '(see installmentOptions)',
    adjustment: 'the payments chosen, as the paymentData attachment sends them',
    evidence: 'As for installmentOptions.',
    replaceWith: (document) => {
      const body = operationSchema(document, '/api/checkout/pub/orderForm/{orderFormId}/attachments/paymentData', 'post', 'request') as { properties: { payments: JsonSchema } }
      return body.properties.payments
    },
  },
  {
    document: 'checkout',
    at: '/components/schemas/orderForm/properties/paymentData/properties/paymentSystems',
    says: '(see installmentOptions)',
    adjustment: 'the payment systems of the account: { id, name, groupName, validator (card patterns, nullable), stringId, template, requiresDocument, isCustom, description, requiresAuthentication, dueDate, availablePayments }',
    evidence: 'As for installmentOptions (the fields and their nulls are those of the recorded answer).',
    replaceWith: () => PAYMENT_SYSTEMS,
  },
  {
    document: 'checkout',
    at: '/paths/~1api~1checkout~1pub~1orderForm~1{orderFormId}~1attachments~1clientProfileData/post/requestBody/content/application~1json/schema/required',
    says: 'the profile attachment requires email, firstName, lastName, documentType and document',
    adjustment: 'it requires the e-mail only',
    evidence: 'A checkout identifies the shopper by attaching { email } alone before the rest of the profile is asked (the storefront\'s guest check: "body profile, or email only"); requiring the whole profile there would refuse that step.',
    replaceWith: () => ['email'] as unknown as JsonSchema,
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

/** A query parameter the platform takes on every operation of a document, which the document names on only some. */
export interface ParameterFault {
  document: VtexDocumentName
  parameter: JsonSchema
  says: string
  adjustment: string
  evidence: string
}

export const PARAMETER_FAULTS: readonly ParameterFault[] = [
  {
    document: 'checkout',
    parameter: { name: 'sc', in: 'query', required: false, schema: { type: 'integer' }, description: 'Sales channel (trade policy).' },
    says: 'the sales channel `sc` is a parameter of the simulation and of PUT /orders only',
    adjustment: 'every checkout operation takes `sc`',
    evidence: 'VTEX\'s own @faststore/api sends it on the cart\'s calls (recorded in its tests: POST …/orderForm/{id}/items?sc=1&…, GET …/orderForm?sc=1); the storefront adds items with ?sc={salesChannel}.',
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
    for (const fault of PARAMETER_FAULTS.filter((f) => f.document === name)) {
      for (const item of Object.values((document as { paths: Record<string, Record<string, JsonSchema>> }).paths)) {
        for (const operation of Object.values(item)) {
          if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue
          const parameters = ((operation.parameters as JsonSchema[] | undefined) ?? []).slice()
          if (!parameters.some((p) => p.name === fault.parameter.name && p.in === fault.parameter.in)) parameters.push(structuredClone(fault.parameter))
          operation.parameters = parameters
        }
      }
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
