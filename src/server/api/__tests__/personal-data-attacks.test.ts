import { PAYMENT_SYSTEM_IDS } from '../../../config/constants'
import type { AccountOrder } from '../../../contracts/orders'
import { IDENTIFICATION_ADDRESS_ATTEMPT_POLICY, IDENTIFICATION_CART_ATTEMPT_POLICY } from '../../domain/checkout/limits'
import type { ErrorBody } from '../../http/errors'
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../../test-support/server'
import { addItem, newCart, okOrderForm, pickSkus } from './checkout-helpers'
import { ADDRESS, APPROVED_CARD, base, callback, GUEST, okPlacement, pay, place, readyCart, transactionBodyOf } from './placement-helpers'

/**
 * The attacks of a stranger on someone else's personal data, through every
 * call that answers a cart or an order: each must answer nothing of it.
 */
let server: TestServer
let skus: ReturnType<typeof pickSkus>
let nextAddress = 1

beforeAll(async () => {
  // Each test's clients come from their own client address (X-Forwarded-For, trusted from loopback).
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } })
  skus = pickSkus(server)
})

afterAll(async () => {
  await server.close()
})

/** A browser from a client address of its own. */
function browser(): TestClient {
  const client = server.client()
  const address = `198.51.100.${nextAddress++}`
  const request = client.request.bind(client)
  client.request = (method, path, options = {}) => request(method, path, { ...options, headers: { 'x-forwarded-for': address, ...options.headers } })
  return client
}

/** Every personal value of the demo members and of the victim below, as it could appear in an answer's text. */
const ANA = ['Souza', '39053344705', '390.533.447-05', '987654321', '6f1d2c3b-0a4e-4c1f-9a7e-1b2c3d4e5f60']
const CARLA = ['Mendes', '11144477735', '11222333000181', '934567890', 'Academia Movimento', '9e8d7c6b-5a49-4382-b7a6-c5d4e3f2a1b0']
const VICTIM = { ...GUEST, email: 'vitima.real@example.com', firstName: 'Valentina', lastName: 'Quintanilha', document: '111.444.777-35', phone: '(21) 99123-4567' }
const VICTIM_ADDRESS = { ...ADDRESS, receiverName: 'Valentina Quintanilha', street: 'Rua Barata Ribeiro', number: '4321', complement: 'Cobertura 2', postalCode: '22041-001', city: 'Rio de Janeiro', state: 'RJ', neighborhood: 'Copacabana' }
const VICTIM_SECRETS = ['vitima.real', 'Valentina', 'Quintanilha', '11144477735', '991234567', 'Barata Ribeiro', '"4321"', 'Cobertura']

function expectNothingOf(secrets: string[], answer: TestResponse): void {
  for (const secret of secrets) expect({ secret, found: answer.text.includes(secret) }).toEqual({ secret, found: false })
}

describe('e-mail → CPF: the guest check discloses nothing of the member', () => {
  it('attaching a member’s e-mail to one’s own cart answers only the e-mail typed, through every later answer', async () => {
    const attacker = browser()
    const cart = await newCart(attacker)
    okOrderForm(await addItem(attacker, cart.orderFormId, skus.plenty))
    const attached = await attacker.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, { email: 'ana.souza@example.com' })
    const seen = okOrderForm(attached)
    expect(seen.clientProfileData?.email).toBe('ana.souza@example.com')
    expect(seen.canEditData).toBe(false)
    expect(seen.userProfileId).toBeNull()
    expectNothingOf(ANA, attached)
    expectNothingOf(ANA, await attacker.get(`${base}/${cart.orderFormId}`))
    expectNothingOf(ANA, await attacker.get(`/api/checkout/orderForm/${cart.orderFormId}`))
    expectNothingOf(ANA, await attacker.post(`${base}/${cart.orderFormId}/items/update`, { orderItems: [{ index: 0, quantity: 2 }] }))
    // The same for the business member (CNPJ and corporate name).
    const business = await attacker.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, { email: 'compras@academiamovimento.example.com' })
    expect(business.status).toBe(200)
    expectNothingOf(CARLA, business)
  })

  it('continuing with the stored data places the order for the member; the placing browser still sees only the e-mail', async () => {
    const attacker = browser()
    const cart = await readyCart(attacker, skus.plenty, { profile: { email: 'bruno.lima@example.com' }, paymentSystem: PAYMENT_SYSTEM_IDS.visa })
    const placed = await place(attacker, cart)
    const placement = okPlacement(placed)
    expectNothingOf(['Lima', '52998224725', 'Bruno'], placed)
    expect(placement.orders[0].isUserDataVisible).toBe(false)
    expect((await pay(attacker, placement, 1, { number: APPROVED_CARD })).status).toBe(200)
    const done = await callback(attacker, placement.orders[0].orderGroup)
    expect(done.status).toBe(200)
    expectNothingOf(['Lima', '52998224725', 'Bruno'], done)
    const group = await attacker.get<AccountOrder[]>(`/api/checkout/pub/orders/order-group/${placement.orders[0].orderGroup}`)
    expect(group.status).toBe(200)
    expectNothingOf(['Lima', '52998224725', 'Bruno'], group)
    // The address the browser typed is its own.
    expect(group.body[0].shippingData.street).toBe(ADDRESS.street)
  })

  it('PUT /orders with a member’s e-mail alone answers the member’s data masked', async () => {
    const attacker = browser()
    const cart = await readyCart(attacker, skus.plenty, { paymentSystem: PAYMENT_SYSTEM_IDS.pix })
    const response = await attacker.request('PUT', '/api/checkout/pub/orders', {
      json: {
        items: [{ id: skus.plenty.sku.id, quantity: 1, seller: '1' }],
        clientProfileData: { email: 'ana.souza@example.com' },
        shippingData: { selectedAddresses: [ADDRESS], logisticsInfo: [{ itemIndex: 0, selectedSla: 'Normal', selectedDeliveryChannel: 'delivery' }] },
        paymentData: { payments: [{ paymentSystem: PAYMENT_SYSTEM_IDS.pix, installments: 1 }] },
      },
    })
    expect(response.status).toBe(200)
    expectNothingOf(ANA, response)
    expect(cart.orderFormId).toBeTruthy()
  })

  it('identifications are rationed per cart and per client address, with a 429 that says so', async () => {
    const attacker = browser()
    const cart = await newCart(attacker)
    const statuses: number[] = []
    let refused: TestResponse<ErrorBody> | undefined
    const free = IDENTIFICATION_CART_ATTEMPT_POLICY.freeFailures
    for (let i = 0; i < free + 2; i++) {
      const answer = await attacker.post<ErrorBody>(`${base}/${cart.orderFormId}/attachments/clientProfileData`, { email: `sonda${i}@example.com` })
      statuses.push(answer.status)
      if (answer.status === 429) refused ??= answer
    }
    expect(statuses).toEqual([...Array<number>(free).fill(200), 429, 429])
    expect(refused?.body.error).toMatchObject({ code: 'tooManyIdentificationAttempts', message: expect.stringMatching(/Muitas tentativas/) })
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)

    // New carts do not reset it: the client address has its own count.
    const spread = browser()
    let lastStatus = 0
    for (let i = 0; i <= IDENTIFICATION_ADDRESS_ATTEMPT_POLICY.freeFailures + 1 && lastStatus !== 429; i++) {
      const own = await newCart(spread)
      lastStatus = (await spread.post(`${base}/${own.orderFormId}/attachments/clientProfileData?forceNewCart=true`, { email: `varredura${i}@example.com` })).status
      spread.cookies.delete('checkout.vtex.com')
    }
    expect(lastStatus).toBe(429)
  })

  it('the refusal to overwrite a member’s data (409) counts as an identification; filling one’s own data in does not', async () => {
    const shopper = browser()
    const cart = await newCart(shopper)
    okOrderForm(await shopper.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, { email: GUEST.email }))
    // Correcting a form several times with the cart's own e-mail is not a guess.
    for (let i = 0; i < IDENTIFICATION_CART_ATTEMPT_POLICY.freeFailures + 2; i++) {
      expect((await shopper.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, { ...GUEST, document: '123.456.789-00' })).status).toBe(400)
    }
    okOrderForm(await shopper.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, GUEST))
    const prober = browser()
    const other = await newCart(prober)
    const statuses: number[] = []
    for (let i = 0; i < IDENTIFICATION_CART_ATTEMPT_POLICY.freeFailures + 2; i++) {
      statuses.push((await prober.post(`${base}/${other.orderFormId}/attachments/clientProfileData`, { ...GUEST, email: 'ana.souza@example.com' })).status)
    }
    expect(statuses[0]).toBe(409)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('cart fixation: the victim fills in and pays the attacker’s cart', () => {
  /** The attacker's cart, adopted by the victim (its id arrived by link), filled in and ready. */
  async function plantedAndFilled() {
    const attacker = browser()
    const cart = await newCart(attacker)
    okOrderForm(await addItem(attacker, cart.orderFormId, skus.plenty))
    const victim = browser()
    const id = cart.orderFormId
    okOrderForm(await victim.post(`${base}/${id}/attachments/clientProfileData`, VICTIM))
    const withAddress = okOrderForm(await victim.post(`${base}/${id}/attachments/shippingData`, { selectedAddresses: [VICTIM_ADDRESS] }))
    okOrderForm(
      await victim.post(`${base}/${id}/attachments/shippingData`, {
        selectedAddresses: [VICTIM_ADDRESS],
        logisticsInfo: withAddress.items.map((_, itemIndex) => ({ itemIndex, selectedSla: 'Normal', selectedDeliveryChannel: 'delivery' })),
      }),
    )
    const ready = okOrderForm(await victim.post(`${base}/${id}/attachments/paymentData`, { payments: [{ paymentSystem: PAYMENT_SYSTEM_IDS.boleto, installments: 1 }] }))
    return { attacker, victim, ready, id }
  }

  it('before the victim pays: the attacker cannot place the cart, and every cart answer is masked', async () => {
    const { attacker, ready, id } = await plantedAndFilled()
    const refused = await place(attacker, ready)
    expect(refused.status).toBe(403)
    expect((refused.body as ErrorBody).error.code).toBe('orderFormAccessDenied')
    expectNothingOf(VICTIM_SECRETS, refused)
    const answers = [
      await attacker.get(`${base}/${id}`),
      await attacker.get(`/api/checkout/orderForm/${id}`),
      await attacker.get(`${base}/${id}/simulation?postalCode=01310-100`),
      await attacker.get(`${base}/${id}/installments?paymentSystem=${PAYMENT_SYSTEM_IDS.visa}`),
      await attacker.post(`${base}/${id}/items/update`, { orderItems: [{ index: 0, quantity: 1 }] }),
      await attacker.post(`${base}/${id}/coupons`, { text: '' }),
      await attacker.post(`${base}/${id}/clearMessages`, {}),
      await attacker.post(`${base}/${id}/marketingData`, { utmSource: 'x' }),
      await attacker.post(`${base}/${id}/attachments/preferenceData`, { optinNewsletter: false }),
      await attacker.post(`${base}/${id}/attachments/paymentData`, { payments: [{ paymentSystem: PAYMENT_SYSTEM_IDS.boleto, installments: 1 }] }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expectNothingOf(VICTIM_SECRETS, answer)
    }
  })

  it('after the victim pays: the attacker reads nothing of the order through any call', async () => {
    const { attacker, victim, ready, id } = await plantedAndFilled()
    const placement = okPlacement(await place(victim, ready))
    const orderGroup = placement.orders[0].orderGroup
    expect((await pay(victim, placement, 1)).status).toBe(200)
    expect((await callback(victim, orderGroup)).status).toBe(200)

    // The transaction again (the replay that used to hand out the order), payments, callback, order group.
    const replay = await attacker.post(`${base}/${id}/transaction`, transactionBodyOf(ready))
    expect(replay.status).toBe(403)
    const payments = await pay(attacker, placement, 1)
    expect(payments.status).toBe(403)
    const finish = await callback(attacker, orderGroup)
    expect(finish.status).toBe(403)
    const group = await attacker.get(`/api/checkout/pub/orders/order-group/${orderGroup}`)
    expect(group.status).toBe(404)
    for (const answer of [replay, payments, finish, group]) expectNothingOf(VICTIM_SECRETS, answer)

    // The cart, emptied, keeps the victim's data for her next purchase: masked to the attacker.
    expectNothingOf(VICTIM_SECRETS, await attacker.get(`${base}/${id}`))
    // The guest look-up by number and e-mail: status and items, the buyer masked.
    const lookup = await attacker.post<AccountOrder>('/api/checkout/pub/orders/lookup', { orderId: `${orderGroup}-01`, email: VICTIM.email })
    expect(lookup.status).toBe(200)
    expect(lookup.body.status).toBe('payment-pending')
    expectNothingOf(VICTIM_SECRETS.filter((secret) => secret !== 'vitima.real'), lookup)
    expect(lookup.body.clientProfileData?.email).toBe('v***@example.com')

    // The victim still sees her order in full.
    const own = await victim.get<AccountOrder[]>(`/api/checkout/pub/orders/order-group/${orderGroup}`)
    expect(own.body[0].clientProfileData).toMatchObject({ email: VICTIM.email, firstName: 'Valentina' })
    expect(own.body[0].shippingData.street).toBe(VICTIM_ADDRESS.street)
  })

  it('custom data (the gift card’s recipient) is the browser’s own too', async () => {
    const buyer = browser()
    const cart = await newCart(buyer)
    okOrderForm(await addItem(buyer, cart.orderFormId, skus.plenty))
    okOrderForm(await buyer.post(`${base}/${cart.orderFormId}/customdata/addCustomdata`, { appId: 'giftcard', fields: { name: 'Valentina', email: 'vitima.real@example.com' } }))
    const stranger = browser()
    const seen = await stranger.get(`${base}/${cart.orderFormId}`)
    expectNothingOf(VICTIM_SECRETS, seen)
    expect(okOrderForm(await buyer.get(`${base}/${cart.orderFormId}`)).customData?.customApps[0].fields).toEqual({ name: 'Valentina', email: 'vitima.real@example.com' })
  })
})
