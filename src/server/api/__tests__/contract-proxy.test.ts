import { PAYMENT_SYSTEM_IDS } from '../../../config/constants'
import type { PlaceOrderResponse } from '../../../contracts/orders'
import type { OrderForm } from '../../domain/checkout'
import { startPrismProxy, violationsOf, type PrismProxy, type Violation } from '../../test-support/prism'
import { startTestServer, type TestServer } from '../../test-support/server'
import { pickSkus } from './checkout-helpers'
import { ADDRESS, GUEST } from './placement-helpers'
import { DOCUMENT_FAULTS, faultOf, type DocumentFault } from '../../test-support/document-faults'

/**
 * The embedded backend behind Prism's validating proxy over VTEX's published
 * documents (contracts/vtex-openapi): each documented operation the store
 * serves is called through the proxy as the document describes it, and every
 * violation Prism reports in the request or the answer is either a fault of
 * the document (DOCUMENT_FAULTS, each with its reason) or the store's — and
 * the store's must be none.
 */
interface Found {
  operation: string
  violation: Violation
  fault: DocumentFault | undefined
}

const found: Found[] = []
const called = new Set<string>()
let server: TestServer
let checkoutProxy: PrismProxy
let searchProxy: PrismProxy

/** A program calling the platform's API as the documents say: the two headers they require on every call, its own cookies, no browser marks. */
class DocumentedClient {
  readonly cookies = new Map<string, string>()
  constructor(private readonly baseUrl: string) {}

  async call<T = unknown>(operation: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    called.add(operation)
    const method = operation.split(' ')[0]
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json', ...extraHeaders }
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    if (cookie) headers.cookie = cookie
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      this.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
    for (const violation of violationsOf(response.headers)) found.push({ operation, violation, fault: faultOf(operation, violation) })
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T }
  }
}

beforeAll(async () => {
  server = await startTestServer()
  ;[checkoutProxy, searchProxy] = await Promise.all([
    startPrismProxy('checkout-api.json', server.baseUrl),
    startPrismProxy('intelligent-search-api.json', `${server.baseUrl}/api/io/_v/api/intelligent-search`),
  ])
}, 120_000)

afterAll(async () => {
  await Promise.all([checkoutProxy?.close(), searchProxy?.close()])
  await server?.close()
})

describe('the checkout document', () => {
  it('a cart from creation to placed order, every call as documented', async () => {
    const skus = pickSkus(server)
    const client = new DocumentedClient(checkoutProxy.baseUrl)
    const ok = <T>(answer: { status: number; body: T }) => {
      expect(answer.status).toBe(200)
      return answer.body
    }
    const cart = ok(await client.call<OrderForm>('GET /api/checkout/pub/orderForm', '/api/checkout/pub/orderForm'))
    const base = `/api/checkout/pub/orderForm/${cart.orderFormId}`
    const first = { id: skus.plenty.sku.id, quantity: 1, seller: skus.plenty.seller, index: 0 }
    ok(await client.call('POST /api/checkout/pub/orderForm/{orderFormId}/items', `${base}/items`, { orderItems: [first] }))
    ok(await client.call('GET /api/checkout/pub/orderForm/{orderFormId}', `${base}?refreshOutdatedData=true`))
    ok(await client.call('POST /api/checkout/pub/orderForm/{orderFormId}/items/update', `${base}/items/update`, { orderItems: [{ id: first.id, seller: first.seller, index: 0, quantity: 2 }] }))
    ok(await client.call('PATCH /api/checkout/pub/orderForm/{orderFormId}/items', `${base}/items`, { orderItems: [{ id: skus.second.sku.id, quantity: 1, seller: skus.second.seller }] }))
    ok(await client.call('POST /api/checkout/pub/orderForm/{orderFormId}/coupons', `${base}/coupons`, { text: 'BEMVINDO10' }))
    ok(await client.call('POST /api/checkout/pub/orderForm/{orderFormId}/attachments/marketingData', `${base}/attachments/marketingData`, { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'verao', marketingTags: ['vip'] }))
    ok(await client.call('POST /api/checkout/pub/orderForm/{orderFormId}/attachments/clientPreferencesData', `${base}/attachments/clientPreferencesData`, { locale: 'pt-BR', optinNewsLetter: false }))
    ok(await client.call('POST /api/checkout/pub/orderForm/{orderFormId}/attachments/clientProfileData', `${base}/attachments/clientProfileData`, { ...GUEST, isCorporate: false }))
    const withAddress = ok(
      await client.call<OrderForm>('POST /api/checkout/pub/orderForm/{orderFormId}/attachments/shippingData', `${base}/attachments/shippingData`, {
        clearAddressIfPostalCodeNotFound: false,
        selectedAddresses: [ADDRESS],
        logisticsInfo: [],
      }),
    )
    ok(
      await client.call('POST /api/checkout/pub/orderForm/{orderFormId}/attachments/shippingData', `${base}/attachments/shippingData`, {
        clearAddressIfPostalCodeNotFound: false,
        selectedAddresses: [ADDRESS],
        logisticsInfo: withAddress.items.map((_, itemIndex) => ({ itemIndex, selectedDeliveryChannel: 'delivery', selectedSla: 'Normal' })),
      }),
    )
    ok(await client.call('PUT /api/checkout/pub/orderForm/{orderFormId}/customData/{appId}', `${base}/customData/loja`, { presente: 'sim', embrulho: 'nao' }))
    ok(await client.call('PUT /api/checkout/pub/orderForm/{orderFormId}/customData/{appId}/{appFieldName}', `${base}/customData/loja/mensagem`, { value: 'Feliz aniversário' }))
    ok(await client.call('DELETE /api/checkout/pub/orderForm/{orderFormId}/customData/{appId}/{appFieldName}', `${base}/customData/loja/embrulho`))
    ok(await client.call('GET /api/checkout/pub/orderForm/{orderFormId}/installments', `${base}/installments?paymentSystem=${PAYMENT_SYSTEM_IDS.visa}`))
    const withPayment = ok(
      await client.call<OrderForm>('POST /api/checkout/pub/orderForm/{orderFormId}/attachments/paymentData', `${base}/attachments/paymentData`, {
        payments: [{ paymentSystem: PAYMENT_SYSTEM_IDS.pix, installments: 1 }],
      }),
    )
    ok(await client.call('POST /api/checkout/pub/orderForm/{orderFormId}/messages/clear', `${base}/messages/clear`, {}))
    const payment = withPayment.paymentData.payments[0]
    const placed = ok(
      await client.call<PlaceOrderResponse>('POST /api/checkout/pub/orderForm/{orderFormId}/transaction', `${base}/transaction`, {
        referenceId: cart.orderFormId,
        value: payment.value,
        referenceValue: payment.referenceValue,
        interestValue: payment.value - payment.referenceValue,
        savePersonalData: false,
        optinNewsLetter: false,
      }),
    )
    // The payment goes to the connector (another API), straight to the server, from the browser that placed the order.
    const transaction = placed.transactionData.merchantTransactions[0]
    const paid = await fetch(`${server.baseUrl}${placed.transactionData.receiverUri}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: JSON.stringify([{ paymentSystem: PAYMENT_SYSTEM_IDS.pix, installments: 1, value: payment.value, referenceValue: payment.referenceValue, currencyCode: 'BRL', transaction: { id: transaction.transactionId, merchantName: transaction.merchantName } }]),
    })
    expect(paid.status).toBe(200)
    // Body-less, with the Content-Type the document gives every call; a Pix order answers 428 with its charge.
    const callback = await client.call(`POST /api/checkout/pub/gatewayCallback/{orderGroup}`, `/api/checkout/pub/gatewayCallback/${placed.orders[0].orderGroup}`)
    expect(callback.status).toBe(428)
  })

  it('the calls about no cart in particular, and the rest of the cart calls', async () => {
    const skus = pickSkus(server)
    const client = new DocumentedClient(checkoutProxy.baseUrl)
    const item = { id: skus.plenty.sku.id, quantity: 1, seller: skus.plenty.seller }
    expect((await client.call('POST /api/checkout/pub/orderForms/simulation', '/api/checkout/pub/orderForms/simulation?sc=3', { items: [item], postalCode: '01310-100', country: 'BRA' })).status).toBe(200)
    expect((await client.call('GET /api/checkout/pub/postal-code/{countryCode}/{postalCode}', '/api/checkout/pub/postal-code/BRA/01310-100')).status).toBe(200)
    expect((await client.call('GET /api/checkout/pub/pickup-points', '/api/checkout/pub/pickup-points?postalCode=01310-100&countryCode=BRA')).status).toBe(200)
    const cart = (await client.call<OrderForm>('GET /api/checkout/pub/orderForm', '/api/checkout/pub/orderForm?forceNewCart=true')).body
    const base = `/api/checkout/pub/orderForm/${cart.orderFormId}`
    expect((await client.call('POST /api/checkout/pub/orderForm/{orderFormId}/items', `${base}/items`, { orderItems: [{ ...item, index: 0 }] })).status).toBe(200)
    expect((await client.call('POST /api/checkout/pub/orderForm/{orderFormId}/items/removeAll', `${base}/items/removeAll`)).status).toBe(200)
    // The document has this call sent with an API key (or a user token) and with the prices the client expects;
    // the embedded backend places guest orders without one, as its own checkout does, and takes its prices from the catalogue.
    const quote = (
      await client.call<{ items: Array<{ sellingPrice: number }>; logisticsInfo: Array<{ slas: Array<{ id: string; price: number }> }> }>(
        'POST /api/checkout/pub/orderForms/simulation',
        '/api/checkout/pub/orderForms/simulation?sc=3',
        { items: [item], postalCode: ADDRESS.postalCode, country: 'BRA' },
      )
    ).body
    const freight = quote.logisticsInfo[0].slas.find((sla) => sla.id === 'Normal')!.price
    const value = quote.items[0].sellingPrice + freight
    const order = await client.call(
      'PUT /api/checkout/pub/orders',
      '/api/checkout/pub/orders',
      {
        items: [item],
        clientProfileData: GUEST,
        shippingData: { address: ADDRESS, logisticsInfo: [{ itemIndex: 0, selectedSla: 'Normal', selectedDeliveryChannel: 'delivery', price: freight }] },
        paymentData: { payments: [{ paymentSystem: PAYMENT_SYSTEM_IDS.boleto, installments: 1, value, referenceValue: value }] },
      },
      { 'X-VTEX-API-AppKey': 'vtexappkey-arenaesportes-TESTE', 'X-VTEX-API-AppToken': 'token-de-teste' },
    )
    expect(order.status).toBe(200)
  })
})

describe('the Intelligent Search document', () => {
  it('every served search call, as documented', async () => {
    const client = new DocumentedClient(searchProxy.baseUrl)
    for (const [operation, path] of [
      ['GET /top_searches', '/top_searches?locale=pt-BR'],
      ['GET /autocomplete_suggestions', '/autocomplete_suggestions?query=tenis&locale=pt-BR'],
      ['GET /search_suggestions', '/search_suggestions?query=bicicleta&locale=pt-BR'],
      ['GET /correction_search', '/correction_search?query=camizeta&locale=pt-BR'],
      ['GET /product_search/{facets}', '/product_search/trade-policy%2F3?query=camiseta&count=4&page=1&sort=price:asc&locale=pt-BR&hideUnavailableItems=true'],
      ['GET /facets/{facets}', '/facets/trade-policy%2F3?query=camiseta&locale=pt-BR&hideUnavailableItems=true'],
    ]) {
      expect({ operation, status: (await client.call(operation, path)).status }).toEqual({ operation, status: 200 })
    }
  })
})

describe('what Prism found', () => {
  it('no violation is the store’s; each of the document’s has its reason, and every listed fault still occurs', () => {
    const report = found.map(({ operation, violation, fault }) => `${fault ? 'document' : 'STORE'} ${operation} ${violation.location.join('.')}: ${violation.message}${fault ? ` (${fault.reason})` : ''}`)
    console.info(`Prism: ${found.length} violations, ${found.filter((f) => !f.fault).length} the store's, ${found.filter((f) => f.fault).length} the document's\n${report.join('\n')}`)
    expect(report.filter((line) => line.startsWith('STORE'))).toEqual([])
    const unused = DOCUMENT_FAULTS.filter((fault) => called.has(fault.operation) && !found.some((f) => f.fault === fault))
    expect(unused).toEqual([])
  })
})
