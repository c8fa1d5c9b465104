import fs from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { PAYMENT_SYSTEM_IDS, RETAILER_SELLER_ID } from '../../../config/constants'
import type { AccountOrder, AccountOrderList, PaymentAppResponse } from '../../../contracts/orders'
import type { ConnectorPaymentResult, InstallmentOption } from '../../../contracts/payment'
import { barcodeOfLine, isValidPixCode } from '../../domain/payment'
import type { ErrorBody } from '../../http/errors'
import { checkoutContract } from '../../test-support/openapi'
import { loginAs, startTestServer, type TestServer } from '../../test-support/server'
import { newCart, okOrderForm, pickSkus, storedRow } from './checkout-helpers'
import {
  ADDRESS,
  APPROVED_CARD,
  base,
  callback,
  DECLINED_CARD,
  GUEST,
  okPlacement,
  pay,
  place,
  purchase,
  readyCart,
} from './placement-helpers'

let server: TestServer
let skus: ReturnType<typeof pickSkus>
const logLines: string[] = []

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString())
      done()
    },
  })
  server = await startTestServer({ env: { LOG_LEVEL: 'trace' }, logStream })
  skus = pickSkus(server)
})

afterAll(async () => {
  await server.close()
})

const stockOf = (picked: { sku: { id: string }; seller: string }) => server.composition.repositories.catalogue.stockOf(picked.sku.id, picked.seller)
const outbox = () => server.composition.repositories.outbox.list(100)
const orderGroupOf = (client: ReturnType<TestServer['client']>, orderGroup: string) =>
  client.get<AccountOrder[]>(`/api/checkout/pub/orders/order-group/${orderGroup}`)

describe('a purchase with an approved card', () => {
  it('places the order, approves the payment, empties the cart, takes the stock and queues the confirmation', async () => {
    const client = server.client()
    const stockBefore = stockOf(skus.plenty)
    const cart = await readyCart(client, skus.plenty, { quantity: 2, paymentSystem: PAYMENT_SYSTEM_IDS.visa, installments: 3 })
    expect(cart.paymentData.payments[0]).toMatchObject({ paymentSystem: PAYMENT_SYSTEM_IDS.visa, installments: 3, referenceValue: cart.value, value: cart.value })
    const { placement, paid, finished, orderGroup } = await purchase(client, cart, { number: APPROVED_CARD })
    expect(placement.orders[0]).toMatchObject({ orderGroup, orderId: `${orderGroup}-01`, value: cart.value, state: 'order-created' })
    expect(paid.status).toBe(200)
    expect((paid.body as ConnectorPaymentResult[])[0]).toMatchObject({ status: 'approved', lastDigits: '1111' })
    expect(finished.status).toBe(200)

    const group = await orderGroupOf(client, orderGroup)
    expect(group.status).toBe(200)
    const [order] = group.body
    expect(order).toMatchObject({
      orderId: `${orderGroup}-01`,
      status: 'payment-approved',
      statusDescription: 'Pagamento aprovado',
      value: cart.value,
      allowCancellation: false,
      clientProfileData: { email: GUEST.email, firstName: 'Carlos', lastName: 'Pereira' },
      shippingData: { postalCode: '01310-100', street: 'Avenida Paulista', number: '1000', selectedSla: 'Normal', deliveryChannel: 'delivery' },
      paymentData: { paymentSystem: PAYMENT_SYSTEM_IDS.visa, paymentSystemName: 'Visa', installments: 3, lastDigits: '1111', value: cart.value, interestValue: 0 },
    })
    expect(order.statusHistory.map((step) => step.status)).toEqual(['payment-pending', 'payment-approved'])
    expect(order.items[0]).toMatchObject({ id: skus.plenty.sku.id, quantity: 2, sellingPrice: skus.plenty.sku.offers[0].price })
    expect(order.items[0].analytics).toMatchObject({ sku_code: skus.plenty.sku.id, quantity: 2 })

    const emptied = okOrderForm(await client.get(`${base}/${cart.orderFormId}`))
    expect(emptied.items).toEqual([])
    expect(emptied.paymentData.payments).toEqual([])
    expect(emptied.clientProfileData?.email).toBe(GUEST.email)
    expect(stockOf(skus.plenty)).toBe((stockBefore ?? 0) - 2)

    const mail = outbox().find((message) => message.subject.includes(order.orderId))
    expect(mail).toMatchObject({ to: GUEST.email, kind: 'order-confirmation', status: 'pending' })
    expect(mail?.text).toContain('cartão Visa final 1111, 3x de')
  })

  it('never stores or logs the card number: only its last four digits', async () => {
    const client = server.client()
    const cart = await readyCart(client, skus.second, { paymentSystem: PAYMENT_SYSTEM_IDS.visa })
    await purchase(client, cart, { number: APPROVED_CARD })
    server.composition.db.pragma('wal_checkpoint(FULL)')
    const digits = APPROVED_CARD.replace(/\s/g, '')
    for (const file of ['store.sqlite', 'store.sqlite-wal']) {
      const full = path.join(server.dataDir, file)
      if (fs.existsSync(full)) expect(fs.readFileSync(full).includes(Buffer.from(digits))).toBe(false)
    }
    expect(logLines.length).toBeGreaterThan(0)
    expect(logLines.join('').includes(digits)).toBe(false)
    expect(logLines.join('').includes(APPROVED_CARD)).toBe(false)
  })
})

describe('Pix and boleto', () => {
  it('Pix: the gateway callback answers 428 with the charge; the order waits, then the development action approves it', async () => {
    const client = server.client()
    const cart = await readyCart(client, skus.plenty, { paymentSystem: PAYMENT_SYSTEM_IDS.pix })
    const { finished, orderGroup } = await purchase(client, cart)
    expect(finished.status).toBe(428)
    const validation = checkoutContract().validateResponse('/api/checkout/pub/gatewayCallback/{orderGroup}', 'post', finished.body, '428')
    expect(validation.errors).toEqual([])
    const payload = (finished.body as PaymentAppResponse).paymentAuthorizationAppCollection[0].appPayload
    expect(isValidPixCode(payload.code)).toBe(true)

    const [pending] = (await orderGroupOf(client, orderGroup)).body
    expect(pending.status).toBe('payment-pending')
    expect(pending.allowCancellation).toBe(true)
    expect(pending.paymentData.instructions).toMatchObject({ kind: 'qrCode', code: payload.code, expiresAt: payload.expiresAt })
    expect(pending.paymentData.instructions).toMatchObject({ qrCodeImage: expect.stringMatching(/^data:image\/svg\+xml;base64,/) })
    expect(pending.testPaymentActions).toEqual({ approve: `/api/dev/payments/${orderGroup}/approve` })

    const approved = await client.post<AccountOrder[]>(pending.testPaymentActions!.approve, {})
    expect(approved.status).toBe(200)
    expect(approved.body[0]).toMatchObject({ status: 'payment-approved', allowCancellation: false, testPaymentActions: null })
    expect((await client.post<ErrorBody>(pending.testPaymentActions!.approve, {})).status).toBe(409)
    const cancel = await client.post<ErrorBody>(`/api/checkout/pub/orders/${pending.orderId}/user-cancel-request`, {})
    expect(cancel.status).toBe(409)
    expect(cancel.body.error.code).toBe('cancellationNotAllowed')
  })

  it('boleto: a digitable line with valid check digits and a printable page; the shopper cancels while pending and the stock comes back', async () => {
    const client = server.client()
    const before = stockOf(skus.second)
    const cart = await readyCart(client, skus.second, { paymentSystem: PAYMENT_SYSTEM_IDS.boleto })
    const { finished, orderGroup } = await purchase(client, cart)
    expect(finished.status).toBe(200)
    const [order] = (await orderGroupOf(client, orderGroup)).body
    expect(order.status).toBe('payment-pending')
    const boleto = order.paymentData.instructions
    if (boleto?.kind !== 'bankInvoice') throw new Error(`expected a bank invoice, got ${JSON.stringify(boleto)}`)
    expect(boleto.digitableLine.replace(/\D/g, '')).toHaveLength(47)
    expect(barcodeOfLine(boleto.digitableLine)).toBe(boleto.barcode)
    expect(boleto.barcode).toMatch(/^\d{44}$/)
    expect(boleto.printUrl).toBe(`/checkout/boleto?og=${orderGroup}`)
    expect(stockOf(skus.second)).toBe((before ?? 0) - 1)

    const canceled = await client.post<AccountOrder>(`/api/checkout/pub/orders/${order.orderId}/user-cancel-request`, { reason: 'desisti' })
    expect(canceled.status).toBe(200)
    expect(canceled.body).toMatchObject({ status: 'canceled', statusDescription: 'Cancelado', allowCancellation: false })
    expect(canceled.body.statusHistory.map((step) => step.status)).toEqual(['payment-pending', 'canceled'])
    expect(stockOf(skus.second)).toBe(before)
  })
})

describe('a declined card', () => {
  it('answers 402, keeps the cart and its stock, and a retry with the approved card places one order', async () => {
    const client = server.client()
    const before = stockOf(skus.plenty)
    const cart = await readyCart(client, skus.plenty, { paymentSystem: PAYMENT_SYSTEM_IDS.visa })
    const rowBefore = storedRow(server, cart.orderFormId)
    const declined = await purchase(client, cart, { number: DECLINED_CARD })
    expect((declined.paid.body as ConnectorPaymentResult[])[0]).toMatchObject({ status: 'denied', lastDigits: '0002' })
    expect(declined.finished.status).toBe(402)
    expect(declined.finished.body).toEqual({ error: { code: 'paymentDeclined', message: expect.stringContaining('não foi autorizado') } })
    expect(storedRow(server, cart.orderFormId)).toEqual(rowBefore)
    expect(stockOf(skus.plenty)).toBe(before)
    expect((await orderGroupOf(client, declined.orderGroup)).status).toBe(404)
    expect((await callback(client, declined.orderGroup)).status).toBe(402)

    const retry = await purchase(client, cart, { number: APPROVED_CARD })
    expect(retry.orderGroup).not.toBe(declined.orderGroup)
    expect(retry.finished.status).toBe(200)
    expect(stockOf(skus.plenty)).toBe((before ?? 0) - 1)
  })

  it('refuses invalid card fields with 400 and keeps the transaction open', async () => {
    const client = server.client()
    const cart = await readyCart(client, skus.plenty, { paymentSystem: PAYMENT_SYSTEM_IDS.visa })
    const placement = okPlacement(await place(client, cart))
    for (const card of [
      { number: '4111 1111 1111 1112' },
      { number: '5555 5555 5555 4444' },
      { number: APPROVED_CARD, cvv: '12' },
      { number: APPROVED_CARD, dueDate: '01/20' },
      { number: APPROVED_CARD, dueDate: '13/30' },
    ]) {
      const response = await pay(client, placement, 1, card)
      expect(response.status).toBe(400)
      expect((response.body as ErrorBody).error.code).toBe('invalidCard')
    }
    expect((await callback(client, placement.orders[0].orderGroup)).status).toBe(400)
    expect((await pay(client, placement, 1, { number: APPROVED_CARD })).status).toBe(200)
    expect((await callback(client, placement.orders[0].orderGroup)).status).toBe(200)
  })
})

describe('idempotency and races', () => {
  it('a double click, two tabs and a retried request give one order', async () => {
    const client = server.client()
    const before = stockOf(skus.plenty)
    const cart = await readyCart(client, skus.plenty, { paymentSystem: PAYMENT_SYSTEM_IDS.boleto })
    // Another tab of the same browser: the same cookies.
    const other = server.client()
    for (const [name, value] of client.cookies) other.cookies.set(name, value)
    const [first, second, third] = await Promise.all([place(client, cart), place(client, cart), place(other, cart)])
    const groups = [first, second, third].map((response) => okPlacement(response).orders[0].orderGroup)
    expect(new Set(groups).size).toBe(1)
    const placement = okPlacement(first)
    const [paidA, paidB] = await Promise.all([pay(client, placement, 1), pay(other, placement, 1)])
    expect([paidA.status, paidB.status]).toEqual([200, 200])
    const [doneA, doneB] = await Promise.all([callback(client, groups[0]), callback(other, groups[0])])
    expect([doneA.status, doneB.status]).toEqual([200, 200])
    // Retried after the cart was emptied: the same order again.
    const retried = okPlacement(await place(client, cart))
    expect(retried.orders[0].orderGroup).toBe(groups[0])
    expect(stockOf(skus.plenty)).toBe((before ?? 0) - 1)
    const rows = server.composition.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE json LIKE ? AND state = 'placed'").get(`%${cart.orderFormId}%`) as { n: number }
    expect(rows.n).toBeLessThanOrEqual(1)
    expect(server.composition.db.prepare('SELECT COUNT(*) AS n FROM order_placements WHERE order_form_id = ?').get(cart.orderFormId)).toEqual({ n: 1 })
  })

  it('two carts racing for the last unit: one order is placed, the other gets a clear 409 and its cart unchanged', async () => {
    const last = skus.lowStock
    const first = server.client()
    const second = server.client()
    const cartA = await readyCart(first, last, { paymentSystem: PAYMENT_SYSTEM_IDS.boleto })
    const cartB = await readyCart(second, last, { paymentSystem: PAYMENT_SYSTEM_IDS.boleto })
    server.composition.repositories.catalogue.setStock(last.sku.id, last.seller, 1)
    const rowB = storedRow(server, cartB.orderFormId)
    const rowA = storedRow(server, cartA.orderFormId)
    const [a, b] = await Promise.all([place(first, cartA), place(second, cartB)])
    const statuses = [a.status, b.status].sort()
    expect(statuses).toEqual([200, 409])
    const loser = a.status === 409 ? a : b
    expect((loser.body as ErrorBody).error).toEqual({ code: 'itemUnavailable', message: expect.stringContaining('Seu carrinho não foi alterado') })
    expect(storedRow(server, (a.status === 409 ? cartA : cartB).orderFormId)).toEqual(a.status === 409 ? rowA : rowB)
    expect(stockOf(last)).toBe(0)
    server.composition.repositories.catalogue.setStock(last.sku.id, last.seller, 4)
  })
})

describe('nothing from the client is trusted', () => {
  it('refuses a transaction whose values differ from the server’s, writing nothing', async () => {
    const client = server.client()
    const cart = await readyCart(client, skus.plenty, { paymentSystem: PAYMENT_SYSTEM_IDS.visa, installments: 8 })
    const payment = cart.paymentData.payments[0]
    expect(payment.value).toBeGreaterThan(payment.referenceValue)
    const before = storedRow(server, cart.orderFormId)
    const stock = stockOf(skus.plenty)
    for (const overrides of [{ value: payment.value - 1 }, { referenceValue: 100 }, { interestValue: 0 }, { value: 1, referenceValue: 1, interestValue: 0 }]) {
      const response = await place(client, cart, overrides)
      expect(response.status).toBe(409)
      expect((response.body as ErrorBody).error.code).toBe('valueMismatch')
    }
    expect((await place(client, cart, { referenceId: 'other' })).status).toBe(400)
    expect(storedRow(server, cart.orderFormId)).toEqual(before)
    expect(stockOf(skus.plenty)).toBe(stock)
    expect(server.composition.db.prepare('SELECT COUNT(*) AS n FROM order_placements WHERE order_form_id = ?').get(cart.orderFormId)).toEqual({ n: 0 })
  })

  it('ignores the prices and payment values a client sends on every write', async () => {
    const client = server.client()
    const cart = await newCart(client)
    const price = skus.plenty.sku.offers.find((offer) => offer.sellerId === RETAILER_SELLER_ID)!.price
    const added = okOrderForm(
      await client.post(`${base}/${cart.orderFormId}/items`, { orderItems: [{ id: skus.plenty.sku.id, quantity: 1, seller: '1', price: 1 }] }),
    )
    expect(added.items[0]).toMatchObject({ price, sellingPrice: price })
    const ready = await readyCart(client, skus.plenty, { paymentSystem: PAYMENT_SYSTEM_IDS.pix })
    const tampered = okOrderForm(
      await client.post(`${base}/${ready.orderFormId}/attachments/paymentData`, {
        payments: [{ paymentSystem: PAYMENT_SYSTEM_IDS.pix, installments: 1, value: 1, referenceValue: 1, installmentsValue: 1 }],
      }),
    )
    expect(tampered.paymentData.payments[0]).toMatchObject({ value: ready.value, referenceValue: ready.value })
    const placement = okPlacement(await place(client, tampered))
    const transaction = placement.transactionData.merchantTransactions[0]
    const cheap = await client.post<ErrorBody>(placement.transactionData.receiverUri, [
      { paymentSystem: PAYMENT_SYSTEM_IDS.pix, installments: 1, value: 1, referenceValue: 1, transaction: { id: transaction.transactionId, merchantName: transaction.merchantName } },
    ])
    expect(cheap.status).toBe(400)
    expect(cheap.body.error.code).toBe('paymentMismatch')
  })

  it('PUT /orders re-prices the items of its body', async () => {
    const client = server.client()
    const price = skus.second.sku.offers.find((offer) => offer.sellerId === RETAILER_SELLER_ID)!.price
    const response = await client.put(`/api/checkout/pub/orders`, {
      items: [{ id: skus.second.sku.id, quantity: 1, seller: '1', price: 1 }],
      clientProfileData: GUEST,
      shippingData: { address: ADDRESS, logisticsInfo: [{ itemIndex: 0, selectedSla: 'Normal', selectedDeliveryChannel: 'delivery' }] },
      paymentData: { payments: [{ paymentSystem: PAYMENT_SYSTEM_IDS.boleto, installments: 1, value: 1 }] },
    })
    const placement = okPlacement(response)
    expect(placement.orders[0].items[0]).toMatchObject({ price, sellingPrice: price })
    expect(placement.orders[0].value).toBe(price + (placement.orders[0].totals.find((total) => total.id === 'Shipping')?.value ?? 0))
    expect((await pay(client, placement, 1)).status).toBe(200)
    expect((await callback(client, placement.orders[0].orderGroup)).status).toBe(200)
  })
})

describe('every step validates on the server, and a refusal changes nothing', () => {
  it('identification: CPF, CNPJ and phone', async () => {
    const client = server.client()
    const cart = await newCart(client)
    const before = storedRow(server, cart.orderFormId)
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ ...GUEST, document: '123.456.789-00' }, 'invalidDocument'],
      [{ ...GUEST, phone: '1234' }, 'invalidPhone'],
      [{ ...GUEST, phone: '(11) 8765-43210' }, 'invalidPhone'],
      [{ ...GUEST, firstName: '  ' }, 'invalidProfile'],
      [{ ...GUEST, isCorporate: true, corporateName: 'ACME', corporateDocument: '11.222.333/0001-82' }, 'invalidDocument'],
      [{ ...GUEST, isCorporate: true, corporateDocument: '11.222.333/0001-81' }, 'invalidProfile'],
      [{ ...GUEST, documentType: 'passport' }, 'invalidDocument'],
    ]
    for (const [body, code] of refusals) {
      const response = await client.post<ErrorBody>(`${base}/${cart.orderFormId}/attachments/clientProfileData`, body)
      expect(response.status).toBe(400)
      expect(response.body.error.code).toBe(code)
    }
    expect(storedRow(server, cart.orderFormId)).toEqual(before)
    const business = okOrderForm(
      await client.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, {
        ...GUEST,
        documentType: 'cnpj',
        document: '11.222.333/0001-81',
        isCorporate: true,
        corporateName: 'Academia Movimento Ltda',
        corporateDocument: '11.222.333/0001-81',
      }),
    )
    expect(business.clientProfileData).toMatchObject({ isCorporate: true, corporateDocument: '11222333000181', phone: '+5511987654321' })
  })

  it('delivery: the CEP, the state, an option of the item and its channel', async () => {
    const client = server.client()
    const cart = await newCart(client)
    okOrderForm(await client.post(`${base}/${cart.orderFormId}/items`, { orderItems: [{ id: skus.plenty.sku.id, quantity: 1, seller: '1' }] }))
    okOrderForm(await client.post(`${base}/${cart.orderFormId}/attachments/shippingData`, { selectedAddresses: [ADDRESS], logisticsInfo: [] }))
    const before = storedRow(server, cart.orderFormId)
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ selectedAddresses: [{ ...ADDRESS, postalCode: '00000-001' }] }, 'postalCodeNotFound'],
      [{ selectedAddresses: [{ ...ADDRESS, state: 'XX' }] }, 'invalidState'],
      [{ selectedAddresses: [ADDRESS], logisticsInfo: [{ itemIndex: 0, selectedSla: 'Retirada em loja (1_RJ01)' }] }, 'slaNotAvailable'],
      [{ selectedAddresses: [ADDRESS], logisticsInfo: [{ itemIndex: 0, selectedSla: 'Normal', selectedDeliveryChannel: 'pickup-in-point' }] }, 'deliveryChannelMismatch'],
      [{ selectedAddresses: [ADDRESS], logisticsInfo: [{ itemIndex: 3, selectedSla: 'Normal' }] }, 'itemIndexOutOfRange'],
    ]
    for (const [body, code] of refusals) {
      const response = await client.post<ErrorBody>(`${base}/${cart.orderFormId}/attachments/shippingData`, body)
      expect(response.status).toBe(400)
      expect(response.body.error.code).toBe(code)
    }
    expect(storedRow(server, cart.orderFormId)).toEqual(before)
  })

  it('payment: a complete cart, a payment system that exists, installments in range', async () => {
    const client = server.client()
    const cart = await newCart(client)
    okOrderForm(await client.post(`${base}/${cart.orderFormId}/items`, { orderItems: [{ id: skus.plenty.sku.id, quantity: 1, seller: '1' }] }))
    const payment = { payments: [{ paymentSystem: PAYMENT_SYSTEM_IDS.pix, installments: 1 }] }
    const noProfile = await client.post<ErrorBody>(`${base}/${cart.orderFormId}/attachments/paymentData`, payment)
    expect(noProfile.status).toBe(400)
    expect(noProfile.body.error).toEqual({ code: 'incompleteProfile', message: 'Complete a identificação: e-mail, nome, sobrenome, telefone, CPF.' })
    okOrderForm(await client.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, GUEST))
    okOrderForm(await client.post(`${base}/${cart.orderFormId}/attachments/shippingData`, { cep: '01310-100' }))
    const noAddress = await client.post<ErrorBody>(`${base}/${cart.orderFormId}/attachments/paymentData`, payment)
    expect(noAddress.body.error).toEqual({ code: 'incompleteShippingData', message: 'Complete o endereço de entrega: número.' })
    okOrderForm(await client.post(`${base}/${cart.orderFormId}/attachments/shippingData`, { selectedAddresses: [ADDRESS], logisticsInfo: [] }))
    const before = storedRow(server, cart.orderFormId)
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ payments: [{ paymentSystem: 999, installments: 1 }] }, 'paymentSystemNotFound'],
      [{ payments: [{ paymentSystem: PAYMENT_SYSTEM_IDS.visa, installments: 11 }] }, 'invalidInstallments'],
      [{ payments: [{ paymentSystem: PAYMENT_SYSTEM_IDS.pix, installments: 2 }] }, 'invalidInstallments'],
      [{ payments: [] }, 'singlePaymentOnly'],
    ]
    for (const [body, code] of refusals) {
      const response = await client.post<ErrorBody>(`${base}/${cart.orderFormId}/attachments/paymentData`, body)
      expect(response.status).toBe(400)
      expect(response.body.error.code).toBe(code)
    }
    expect(storedRow(server, cart.orderFormId)).toEqual(before)
    const current = okOrderForm(await client.get(`${base}/${cart.orderFormId}`))
    const placeWithout = await client.post<ErrorBody>(`${base}/${cart.orderFormId}/transaction`, {
      referenceId: cart.orderFormId,
      value: current.value,
      referenceValue: current.value,
      interestValue: 0,
    })
    expect(placeWithout.status).toBe(400)
    expect(placeWithout.body.error.code).toBe('paymentRequired')
  })

  it('installments come from /installments with the interest shown, and validate against the contract', async () => {
    const client = server.client()
    const cart = await readyCart(client, skus.plenty, { quantity: 3, paymentSystem: PAYMENT_SYSTEM_IDS.visa })
    const response = await client.get<InstallmentOption>(`${base}/${cart.orderFormId}/installments?paymentSystem=${PAYMENT_SYSTEM_IDS.visa}`)
    expect(response.status).toBe(200)
    expect(checkoutContract().validateResponse('/api/checkout/pub/orderForm/{orderFormId}/installments', 'get', response.body).errors).toEqual([])
    const { installments } = response.body
    expect(installments[0]).toMatchObject({ count: 1, hasInterestRate: false, total: cart.value })
    expect(installments.filter((option) => !option.hasInterestRate).every((option) => option.total === cart.value)).toBe(true)
    const withInterest = installments.find((option) => option.hasInterestRate)
    if (withInterest) expect(withInterest.total).toBeGreaterThan(cart.value)
    expect((await client.get(`${base}/${cart.orderFormId}/installments?paymentSystem=999`)).status).toBe(400)
    expect((await client.get(`${base}/${cart.orderFormId}/installments`)).status).toBe(400)
  })
})

describe('who may read and finish an order', () => {
  it('only the browser that placed it finishes it; the guest finds it with its number and e-mail', async () => {
    const client = server.client()
    const cart = await readyCart(client, skus.plenty, { paymentSystem: PAYMENT_SYSTEM_IDS.boleto })
    const placement = okPlacement(await place(client, cart))
    const orderGroup = placement.orders[0].orderGroup
    expect((await pay(client, placement, 1)).status).toBe(200)
    const stranger = server.client()
    expect((await callback(stranger, orderGroup)).status).toBe(403)
    expect((await callback(client, orderGroup)).status).toBe(200)
    expect((await orderGroupOf(stranger, orderGroup)).status).toBe(404)
    const orderId = `${orderGroup}-01`
    expect((await stranger.post(`/api/checkout/pub/orders/lookup`, { orderId, email: 'outro@example.com' })).status).toBe(404)
    const found = await stranger.post<AccountOrder>(`/api/checkout/pub/orders/lookup`, { orderId, email: GUEST.email.toUpperCase() })
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ orderId, status: 'payment-pending' })
    expect((await stranger.post(`/api/checkout/pub/orders/lookup`, { orderId: 'abc', email: GUEST.email })).status).toBe(400)
    expect((await stranger.post(`/api/checkout/pub/orders/${orderId}/user-cancel-request`, {})).status).toBe(404)
    const canceled = await stranger.post<AccountOrder>(`/api/checkout/pub/orders/${orderId}/user-cancel-request`, { email: GUEST.email })
    expect(canceled.body.status).toBe('canceled')
  })

  it("a logged-in member's purchase is in their account; a member's e-mail at identification attaches their stored profile", async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    const cart = await newCart(ana)
    okOrderForm(await ana.post(`${base}/${cart.orderFormId}/items`, { orderItems: [{ id: skus.plenty.sku.id, quantity: 1, seller: '1' }] }))
    const identified = okOrderForm(await ana.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, { email: 'ana.souza@example.com' }))
    expect(identified.clientProfileData).toMatchObject({ firstName: 'Ana', lastName: 'Souza', document: '39053344705', phone: '+5511987654321' })
    expect(identified.canEditData).toBe(true)
    const ready = await readyCart(ana, skus.plenty, { profile: { email: 'ana.souza@example.com' }, paymentSystem: PAYMENT_SYSTEM_IDS.visa })
    const { orderGroup, finished } = await purchase(ana, ready, { number: APPROVED_CARD })
    expect(finished.status).toBe(200)
    const list = await ana.get<AccountOrderList>('/api/account/orders')
    expect(list.body.list[0]).toMatchObject({ orderId: `${orderGroup}-01`, status: 'payment-approved' })
    const detail = await ana.get<AccountOrder>(`/api/account/orders/${orderGroup}-01`)
    expect(detail.body.statusHistory.length).toBe(2)

    const visitor = server.client()
    const guestCart = await newCart(visitor)
    const attached = okOrderForm(await visitor.post(`${base}/${guestCart.orderFormId}/attachments/clientProfileData`, { email: 'ana.souza@example.com' }))
    // Attached for the order, shown to the visitor only as typed: the e-mail; no account id, no stored data.
    expect(attached.userProfileId).toBeNull()
    expect(attached.canEditData).toBe(false)
    expect(attached.clientProfileData).toMatchObject({ email: 'ana.souza@example.com', firstName: 'A***', lastName: 'S***', document: '*******4705' })
    const overwrite = await visitor.post<ErrorBody>(`${base}/${guestCart.orderFormId}/attachments/clientProfileData`, { ...GUEST, email: 'ana.souza@example.com' })
    expect(overwrite.status).toBe(409)
    expect(overwrite.body.error.code).toBe('profileRequiresLogin')
  })
})

describe('delivery look-ups', () => {
  it('postal-code and pickup-points answer the published shapes', async () => {
    const client = server.client()
    const contract = checkoutContract()
    const address = await client.get('/api/checkout/pub/postal-code/BRA/01310100')
    expect(address.status).toBe(200)
    expect(contract.validateResponse('/api/checkout/pub/postal-code/{countryCode}/{postalCode}', 'get', address.body).errors).toEqual([])
    expect(address.body).toMatchObject({ postalCode: '01310-100', city: 'São Paulo', state: 'SP', country: 'BRA' })
    expect((await client.get('/api/checkout/pub/postal-code/BRA/00000100')).status).toBe(404)
    expect((await client.get('/api/checkout/pub/postal-code/ARG/01310100')).status).toBe(400)
    const points = await client.get<{ items: Array<{ pickupPoint: { id: string } }> }>('/api/checkout/pub/pickup-points?postalCode=01310-100&countryCode=BRA')
    expect(points.status).toBe(200)
    expect(contract.validateResponse('/api/checkout/pub/pickup-points', 'get', points.body).errors).toEqual([])
    expect(points.body.items.map((item) => item.pickupPoint.id)).toEqual(['1_SP01', '1_SP02'])
    expect((await client.get('/api/checkout/pub/pickup-points')).status).toBe(400)
  })

  it('a pickup order needs no street address', async () => {
    const client = server.client()
    const cart = await readyCart(client, skus.plenty, {
      address: { postalCode: '22041-001', addressType: 'search' },
      sla: 'Retirada em loja (1_RJ01)',
      channel: 'pickup-in-point',
      paymentSystem: PAYMENT_SYSTEM_IDS.boleto,
    })
    const { orderGroup, finished } = await purchase(client, cart)
    expect(finished.status).toBe(200)
    const [order] = (await orderGroupOf(client, orderGroup)).body
    expect(order.shippingData).toMatchObject({
      deliveryChannel: 'pickup-in-point',
      selectedSla: 'Retirada em loja',
      pickupPoint: { id: '1_RJ01', friendlyName: 'Arena Esportes Barra da Tijuca' },
      city: 'Rio de Janeiro',
    })
  })
})

it('the development page lists the outbox (DEV_TOOLS, on by default with the embedded backend)', async () => {
  const client = server.client()
  const page = await client.get('/_dev/outbox')
  expect(page.status).toBe(200)
  expect(page.headers.get('content-type')).toMatch(/text\/html/)
  const latest = outbox()[0]
  expect(page.text).toContain('Caixa de saída de e-mails')
  expect(page.text).toContain(latest.subject)
  const json = await client.get<{ messages: Array<{ subject: string }> }>('/_dev/outbox.json')
  expect(json.body.messages[0].subject).toBe(latest.subject)
})
