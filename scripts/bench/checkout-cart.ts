/**
 * `npx tsx scripts/bench/checkout-cart.ts BASE_URL [profile|shipping|payment|placed] [SKU_ID]`:
 * fills a cart on a running server up to the given step through the public
 * API (a SKU sold by seller 1 — the demo ball's by default —, a guest, a São Paulo address with Normal delivery, Pix) and
 * prints the browser's cookies as one Cookie header — for
 * `BENCH_COOKIE=… BENCH_BASE_URL=… npm run bench:lighthouse /checkout/payment`.
 * With `placed` the order is placed too and its confirmation path is printed
 * on a second line.
 */
/** The first SKU of the demo catalogue's ball (product 100001). */
const BALL_SKU_ID = '1000007'
const GUEST = { email: 'lighthouse@example.com', firstName: 'Carla', lastName: 'Pereira', documentType: 'cpf', document: '529.982.247-25', phone: '(11) 98765-4321' }
const ADDRESS = {
  addressType: 'residential',
  receiverName: 'Carla Pereira',
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BRA',
}
const PIX = 125
const STAGES = ['profile', 'shipping', 'payment', 'placed'] as const
type Stage = (typeof STAGES)[number]

class Browser {
  private readonly cookies = new Map<string, string>()
  constructor(private readonly base: string) {}

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: this.header(),
        'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const text = await response.text()
    if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text}`)
    return (text ? JSON.parse(text) : null) as T
  }
}

interface Cart {
  orderFormId: string
  items: unknown[]
  paymentData: { payments: Array<{ value: number; referenceValue: number; installments: number; paymentSystem: number }> }
}

async function main(): Promise<void> {
  const [base, stageArg = 'payment', skuId = BALL_SKU_ID] = process.argv.slice(2)
  if (!base || !STAGES.includes(stageArg as Stage)) throw new Error('usage: checkout-cart.ts BASE_URL [profile|shipping|payment|placed]')
  const stage = stageArg as Stage
  const at = (step: Stage) => STAGES.indexOf(stage) >= STAGES.indexOf(step)
  const browser = new Browser(base.replace(/\/+$/, ''))
  await browser.call('GET', '/api/health')
  let cart = await browser.call<Cart>('GET', '/api/checkout/pub/orderForm')
  const of = `/api/checkout/pub/orderForm/${cart.orderFormId}`
  cart = await browser.call<Cart>('POST', `${of}/items?sc=3`, { orderItems: [{ id: skuId, seller: '1', quantity: 1, index: 0 }] })
  if (at('shipping')) await browser.call('POST', `${of}/attachments/clientProfileData`, GUEST)
  if (at('payment')) {
    cart = await browser.call<Cart>('POST', `${of}/attachments/shippingData`, { selectedAddresses: [ADDRESS], logisticsInfo: [] })
    await browser.call('POST', `${of}/attachments/shippingData`, {
      selectedAddresses: [ADDRESS],
      logisticsInfo: cart.items.map((_, itemIndex) => ({ itemIndex, selectedSla: 'Normal', selectedDeliveryChannel: 'delivery' })),
    })
    cart = await browser.call<Cart>('POST', `${of}/attachments/paymentData`, { payments: [{ paymentSystem: PIX, installments: 1 }] })
  }
  let placedPath: string | null = null
  if (at('placed')) {
    const payment = cart.paymentData.payments[0]
    const placed = await browser.call<{
      orders: Array<{ orderGroup: string }>
      transactionData: { receiverUri: string; merchantTransactions: Array<{ transactionId: string; merchantName: string }> }
    }>('POST', `${of}/transaction`, {
      referenceId: cart.orderFormId,
      value: payment.value,
      referenceValue: payment.referenceValue,
      interestValue: payment.value - payment.referenceValue,
      savePersonalData: false,
      optinNewsLetter: false,
    })
    const transaction = placed.transactionData.merchantTransactions[0]
    await browser.call('POST', placed.transactionData.receiverUri, [
      { ...payment, currencyCode: 'BRL', transaction: { id: transaction.transactionId, merchantName: transaction.merchantName } },
    ])
    const orderGroup = placed.orders[0].orderGroup
    // Pix answers 428 (the shopper still pays in the bank's app): the order is placed all the same.
    await browser.call('POST', `/api/checkout/pub/gatewayCallback/${orderGroup}`, {}).catch((error: unknown) => {
      if (!String(error).includes(': 428 ')) throw error
    })
    placedPath = `/checkout/orderPlaced?og=${orderGroup}`
  }
  console.log(browser.header())
  if (placedPath) console.log(placedPath)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
