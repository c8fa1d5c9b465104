import { CART_ITEM_MAX_QUANTITY } from '../../../config/constants'
import type { OrderForm } from '../../domain/checkout'
import { checkoutContract } from '../../test-support/openapi'
import { startTestServer, type TestServer } from '../../test-support/server'
import { addItem, newCart, okOrderForm, pickSkus, storedRow, totalizer } from './checkout-helpers'

let server: TestServer
let skus: ReturnType<typeof pickSkus>

beforeAll(async () => {
  server = await startTestServer()
  skus = pickSkus(server)
})

afterAll(async () => {
  await server.close()
})

const base = '/api/checkout/orderForm'

describe('creating and reading carts', () => {
  it('GET /orderForm creates an empty cart, remembers it in a cookie and returns it again', async () => {
    const client = server.client()
    const cart = await newCart(client)
    expect(cart.orderFormId).toMatch(/^[0-9a-f]{32}$/)
    expect(cart).toMatchObject({ items: [], totalizers: [], value: 0, messages: [], loggedIn: false, salesChannel: '3' })
    expect(client.cookies.get('checkout.vtex.com')).toBe(`__ofid=${cart.orderFormId}`)
    const again = okOrderForm(await client.get(base))
    expect(again.orderFormId).toBe(cart.orderFormId)
    const forced = okOrderForm(await client.get(`${base}?forceNewCart=true`))
    expect(forced.orderFormId).not.toBe(cart.orderFormId)
  })

  it('POST /orderForm creates too (like VTEX), and the VTEX-native paths are aliases', async () => {
    const client = server.client()
    const created = okOrderForm(await client.post(base, {}))
    const viaPub = okOrderForm(await client.get(`/api/checkout/pub/orderForm/${created.orderFormId}`))
    expect(viaPub.orderFormId).toBe(created.orderFormId)
    okOrderForm(await addItem(client, created.orderFormId, skus.plenty))
    okOrderForm(
      await client.post(`/api/checkout/pub/orderForm/${created.orderFormId}/items`, {
        orderItems: [{ id: skus.second.sku.id, quantity: 1, seller: '1' }],
      }),
    )
    const fetched = okOrderForm(await client.get(`${base}/${created.orderFormId}`))
    expect(fetched.items.map((item) => item.id)).toEqual([skus.plenty.sku.id, skus.second.sku.id])
  })

  it('answers 404 for an unknown cart on every call', async () => {
    const client = server.client()
    const id = 'f'.repeat(32)
    const calls = [
      client.get(`${base}/${id}`),
      client.post(`${base}/${id}/items`, { orderItems: [{ id: skus.plenty.sku.id, quantity: 1, seller: '1' }] }),
      client.post(`${base}/${id}/items/update`, { orderItems: [{ index: 0, quantity: 1 }] }),
      client.post(`${base}/${id}/coupons`, { text: 'BEMVINDO10' }),
      client.post(`${base}/${id}/clearMessages`, {}),
      client.post(`${base}/${id}/marketingData`, {}),
      client.post(`${base}/${id}/shippingData`, { cep: '01310-100' }),
      client.post(`${base}/${id}/attachments/clientProfileData`, { email: 'a@b.co' }),
      client.post(`${base}/${id}/attachments/preferenceData`, { optinNewsletter: true }),
      client.post(`${base}/${id}/customdata/addCustomdata`, { appId: 'tracking', fields: { a: '1' } }),
      client.get(`${base}/${id}/simulation`),
      client.get(`/api/checkout/changeToAnonymousUser/${id}`),
      client.put(`/api/v1/checkout/pub/orderForm/${id}/customData/tracking`, { a: '1' }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ error: { code: 'ORDER_FORM_NOT_FOUND', message: expect.any(String) } })
    }
  })

  it('refuses state changes without the anti-forgery token', async () => {
    const client = server.client()
    const cart = await newCart(client)
    const response = await client.request('POST', `${base}/${cart.orderFormId}/items`, {
      json: { orderItems: [{ id: skus.plenty.sku.id, quantity: 1, seller: '1' }] },
      xsrf: false,
    })
    expect(response.status).toBe(403)
    // A cart is stored on its first write: a refused one stores nothing.
    expect(storedRow(server, cart.orderFormId)).toBeUndefined()
  })

  it('reports the logged-in shopper', async () => {
    const client = server.client()
    const login = await client.post('/api/login', { email: 'ana.souza@example.com', password: 'arena123' })
    expect(login.status).toBe(200)
    const cart = await newCart(client)
    expect(cart.loggedIn).toBe(true)
    expect(cart.userProfileId).toEqual(expect.any(String))
    const added = okOrderForm(await addItem(client, cart.orderFormId, skus.plenty))
    expect(added.loggedIn).toBe(true)
    const anonymous = okOrderForm(await server.client().get(`${base}/${cart.orderFormId}`))
    expect(anonymous.loggedIn).toBe(false)
  })
})

describe('items', () => {
  it('adds items with prices, seller and fields from the catalogue (client price ignored)', async () => {
    const client = server.client()
    const cart = await newCart(client)
    const added = okOrderForm(await addItem(client, cart.orderFormId, skus.plenty, 2))
    const offer = skus.plenty.sku.offers.find((o) => o.sellerId === '1')!
    const [item] = added.items
    expect(item).toMatchObject({
      id: skus.plenty.sku.id,
      productId: skus.plenty.product.id,
      productRefId: skus.plenty.product.productReference,
      refId: skus.plenty.sku.refId,
      ean: skus.plenty.sku.ean,
      skuName: skus.plenty.sku.name,
      quantity: 2,
      seller: '1',
      price: offer.price,
      listPrice: offer.listPrice,
      sellingPrice: offer.price,
      tax: 0,
      availability: 'available',
      isGift: false,
      components: [],
      measurementUnit: skus.plenty.sku.measurementUnit,
      unitMultiplier: skus.plenty.sku.unitMultiplier,
      manufacturerCode: skus.plenty.sku.manufacturerCode,
      imageUrl: skus.plenty.sku.images[0].url,
      detailUrl: `/${skus.plenty.product.linkText}/p`,
      brand: skus.brandName(skus.plenty.product.brandId),
    })
    expect(item.additionalInfo.brandName).toBe(skus.brandName(skus.plenty.product.brandId))
    expect(Object.keys(item.productCategories).length).toBeGreaterThan(0)
    expect(added.totalizers).toEqual([{ id: 'Items', name: 'Total dos Itens', value: offer.price * 2 }])
    expect(added.value).toBe(offer.price * 2)
    expect(added.sellers).toEqual([{ id: '1', name: skus.sellerName('1'), logo: '' }])
    expect(added.salesChannel).toBe('3')
  })

  it('adds marketplace offers under their seller', async () => {
    const client = server.client()
    const cart = await newCart(client)
    const added = okOrderForm(await addItem(client, cart.orderFormId, skus.marketplace))
    const offer = skus.marketplace.sku.offers.find((o) => o.sellerId === skus.marketplace.seller)!
    expect(added.items[0]).toMatchObject({ seller: skus.marketplace.seller, price: offer.price })
    expect(added.sellers.map((s) => s.id)).toEqual([skus.marketplace.seller])
  })

  it(`adds nothing beyond ${CART_ITEM_MAX_QUANTITY} and leaves an error message until cleared`, async () => {
    const client = server.client()
    const cart = await newCart(client)
    okOrderForm(await addItem(client, cart.orderFormId, skus.plenty, 30))
    const over = okOrderForm(await addItem(client, cart.orderFormId, skus.plenty, 1))
    expect(over.items[0].quantity).toBe(30)
    expect(over.messages).toEqual([
      expect.objectContaining({ code: 'maxItemQuantityExceeded', text: 'O limite máximo é de 30 itens por produto.', status: 'error' }),
    ])
    const later = okOrderForm(await client.get(`${base}/${cart.orderFormId}`))
    expect(later.messages).toHaveLength(1)
    const cleared = okOrderForm(await client.post(`${base}/${cart.orderFormId}/clearMessages`, {}))
    expect(cleared.messages).toEqual([])
    const viaVtex = okOrderForm(await client.post(`/api/checkout/pub/orderForm/${cart.orderFormId}/messages/clear`, {}))
    expect(viaVtex.messages).toEqual([])
  })

  it('caps the quantity at the stock with itemQuantityNotAvailable naming the EAN', async () => {
    const client = server.client()
    const cart = await newCart(client)
    const capped = okOrderForm(await addItem(client, cart.orderFormId, skus.lowStock, 6))
    expect(capped.items[0].quantity).toBe(4)
    const message = capped.messages.find((m) => m.code === 'itemQuantityNotAvailable')
    expect(message?.fields.ean).toBe(skus.lowStock.sku.ean)
    expect(message?.text).toContain(skus.lowStock.sku.ean)
    const soldOut = okOrderForm(await addItem(client, cart.orderFormId, skus.soldOut, 1))
    expect(soldOut.items).toHaveLength(1)
  })

  it('refuses to mix the gift card with other products (409, nothing written)', async () => {
    const client = server.client()
    const cart = await newCart(client)
    okOrderForm(await addItem(client, cart.orderFormId, skus.plenty))
    const before = storedRow(server, cart.orderFormId)
    const mixed = await addItem(client, cart.orderFormId, skus.giftCard)
    expect(mixed.status).toBe(409)
    expect(mixed.body).toEqual({
      error: { code: 'giftCardMixNotAllowed', message: 'Não é possível comprar um Cartão Presente junto com outros produtos.' },
    })
    expect(storedRow(server, cart.orderFormId)).toEqual(before)

    const other = server.client()
    const giftOnly = await newCart(other)
    okOrderForm(await addItem(other, giftOnly.orderFormId, skus.giftCard))
    expect((await addItem(other, giftOnly.orderFormId, skus.plenty)).status).toBe(409)
  })

  it('rejects unknown SKUs and sellers with 400 and writes nothing', async () => {
    const client = server.client()
    const cart = await newCart(client)
    const unknown = await client.post(`${base}/${cart.orderFormId}/items`, { orderItems: [{ id: '999999999', quantity: 1, seller: '1' }] })
    expect(unknown.status).toBe(400)
    expect((unknown.body as { error: { code: string } }).error.code).toBe('itemNotFound')
    const wrongSeller = await client.post(`${base}/${cart.orderFormId}/items`, { orderItems: [{ id: skus.plenty.sku.id, quantity: 1, seller: 'nobody' }] })
    expect(wrongSeller.status).toBe(400)
    expect(storedRow(server, cart.orderFormId)).toBeUndefined()
  })

  it('updates quantities by index; 0 removes; beyond 30 is refused; removeAll empties', async () => {
    const client = server.client()
    const cart = await newCart(client)
    okOrderForm(await addItem(client, cart.orderFormId, skus.plenty, 2))
    okOrderForm(await addItem(client, cart.orderFormId, skus.second, 1))
    const updated = okOrderForm(
      await client.post(`${base}/${cart.orderFormId}/items/update?allowedOutdatedData=paymentData`, { orderItems: [{ index: 1, quantity: 5 }] }),
    )
    expect(updated.items.map((i) => i.quantity)).toEqual([2, 5])
    const over = okOrderForm(await client.post(`${base}/${cart.orderFormId}/items/update`, { orderItems: [{ index: 0, quantity: 31 }] }))
    expect(over.items[0].quantity).toBe(2)
    expect(over.messages.map((m) => m.code)).toContain('maxItemQuantityExceeded')
    const removed = okOrderForm(await client.post(`${base}/${cart.orderFormId}/items/update`, { orderItems: [{ index: 0, quantity: 0 }] }))
    expect(removed.items.map((i) => i.id)).toEqual([skus.second.sku.id])
    const outOfRange = await client.post(`${base}/${cart.orderFormId}/items/update`, { orderItems: [{ index: 7, quantity: 1 }] })
    expect(outOfRange.status).toBe(400)
    const emptied = okOrderForm(await client.post(`${base}/${cart.orderFormId}/items/removeAll`, {}))
    expect(emptied.items).toEqual([])
    expect(emptied.value).toBe(0)
  })

  it('lands all of 20 simultaneous add-item requests to one cart', async () => {
    const client = server.client()
    const cart = await newCart(client)
    const responses = await Promise.all(Array.from({ length: 20 }, () => addItem(client, cart.orderFormId, skus.plenty, 1)))
    for (const response of responses) expect(response.status).toBe(200)
    const final = okOrderForm(await client.get(`${base}/${cart.orderFormId}`))
    expect(final.items).toHaveLength(1)
    expect(final.items[0].quantity).toBe(20)
    // Stored by the first write (version 1), then 19 more.
    expect(storedRow(server, cart.orderFormId)?.version).toBe(20)
  })
})

describe('coupons', () => {
  it('applies BEMVINDO10, CORRIDA20 (Corrida only) and FRETEGRATIS; unknown codes leave couponNotFound', async () => {
    const client = server.client()
    const cart = await newCart(client)
    okOrderForm(await addItem(client, cart.orderFormId, skus.running, 1))
    const withPlenty = okOrderForm(await addItem(client, cart.orderFormId, skus.plenty, 1))
    const [running, plenty] = withPlenty.items

    const ten = okOrderForm(await client.post(`${base}/${cart.orderFormId}/coupons`, { text: 'bemvindo10' }))
    expect(ten.marketingData?.coupon).toBe('BEMVINDO10')
    const tenOff = Math.round(running.price * 0.1) + Math.round(plenty.price * 0.1)
    expect(totalizer(ten, 'Discounts')).toBe(-tenOff)
    expect(ten.value).toBe(running.price + plenty.price - tenOff)

    const twenty = okOrderForm(await client.post(`${base}/${cart.orderFormId}/coupons`, { text: 'CORRIDA20' }))
    expect(twenty.items[0].sellingPrice).toBe(running.price - Math.round(running.price * 0.2))
    expect(twenty.items[1].sellingPrice).toBe(plenty.price)

    okOrderForm(await client.post(`${base}/${cart.orderFormId}/shippingData`, { cep: '01310-100' }))
    const free = okOrderForm(await client.post(`${base}/${cart.orderFormId}/coupons`, { text: 'FRETEGRATIS' }))
    const shipping = totalizer(free, 'Shipping') as number
    expect(shipping).toBeGreaterThan(0)
    expect(totalizer(free, 'Discounts')).toBe(-shipping)
    expect(free.value).toBe(running.price + plenty.price)

    const wrong = okOrderForm(await client.post(`${base}/${cart.orderFormId}/coupons`, { text: 'NAOEXISTE' }))
    expect(wrong.marketingData?.coupon).toBe('FRETEGRATIS')
    expect(wrong.messages).toEqual([expect.objectContaining({ code: 'couponNotFound', status: 'error' })])
  })

  it('never applies a coupon to the gift card: 30 gift cards with BEMVINDO10 or FRETEGRATIS cost their face value', async () => {
    const client = server.client()
    const cart = await newCart(client)
    const giftCards = okOrderForm(await addItem(client, cart.orderFormId, skus.giftCard, 30))
    const faceValue = giftCards.items[0].price * 30
    expect(giftCards.value).toBe(faceValue)
    const withCoupon = okOrderForm(await client.post(`${base}/${cart.orderFormId}/coupons`, { text: 'BEMVINDO10' }))
    expect(withCoupon.items[0]).toMatchObject({ sellingPrice: giftCards.items[0].price, priceTags: [] })
    expect(totalizer(withCoupon, 'Discounts')).toBeUndefined()
    expect(withCoupon.value).toBe(faceValue)

    const withAddress = okOrderForm(await client.post(`${base}/${cart.orderFormId}/shippingData`, { cep: '01310-100' }))
    const shipping = totalizer(withAddress, 'Shipping') ?? 0
    const freeShipping = okOrderForm(await client.post(`${base}/${cart.orderFormId}/coupons`, { text: 'FRETEGRATIS' }))
    expect(totalizer(freeShipping, 'Discounts')).toBeUndefined()
    expect(freeShipping.value).toBe(faceValue + shipping)
  })
})

describe('shipping, simulation and client data', () => {
  it('sets the address from a CEP with delivery options and a Shipping totalizer; selects SLAs', async () => {
    const client = server.client()
    const cart = await newCart(client)
    okOrderForm(await addItem(client, cart.orderFormId, skus.plenty, 1))
    const withCep = okOrderForm(await client.post(`${base}/${cart.orderFormId}/shippingData`, { cep: '30130010' }))
    expect(withCep.shippingData.address).toMatchObject({ postalCode: '30130-010', state: expect.any(String), country: 'BRA' })
    const info = withCep.shippingData.logisticsInfo[0]
    expect(info.selectedSla).toBe('Normal')
    expect(info.slas.map((s) => s.id)).toEqual(['Normal', 'Expressa', 'Retirada em loja (1_BH01)'])
    expect(totalizer(withCep, 'Shipping')).toBe(1690)

    const pickup = okOrderForm(
      await client.post(`/api/checkout/pub/orderForm/${cart.orderFormId}/attachments/shippingData`, {
        selectedAddresses: [{ addressType: 'residential', postalCode: '30130-010', street: 'Rua da Bahia', number: '10', city: 'Belo Horizonte', state: 'MG', country: 'BRA' }],
        logisticsInfo: [{ itemIndex: 0, selectedSla: 'Retirada em loja (1_BH01)', selectedDeliveryChannel: 'pickup-in-point' }],
        clearAddressIfPostalCodeNotFound: false,
      }),
    )
    expect(pickup.shippingData.address?.street).toBe('Rua da Bahia')
    expect(pickup.shippingData.logisticsInfo[0]).toMatchObject({ selectedSla: 'Retirada em loja (1_BH01)', selectedDeliveryChannel: 'pickup-in-point' })
    expect(totalizer(pickup, 'Shipping')).toBe(0)

    const unknown = await client.post(`${base}/${cart.orderFormId}/shippingData`, { cep: '00000-100' })
    expect(unknown.status).toBe(400)
    const cleared = okOrderForm(
      await client.post(`${base}/${cart.orderFormId}/shippingData`, { selectedAddresses: [{ postalCode: '00000-100' }], clearAddressIfPostalCodeNotFound: true }),
    )
    expect(cleared.shippingData.address).toBeNull()
    expect(totalizer(cleared, 'Shipping')).toBeUndefined()
  })

  it('simulates freight for the cart (VTEX simulation shape) without changing it', async () => {
    const client = server.client()
    const cart = await newCart(client)
    okOrderForm(await addItem(client, cart.orderFormId, skus.plenty, 2))
    const before = storedRow(server, cart.orderFormId)
    const response = await client.get(`${base}/${cart.orderFormId}/simulation?postalCode=90010-000`)
    expect(response.status).toBe(200)
    const result = checkoutContract().validateResponse('/api/checkout/pub/orderForms/simulation', 'post', response.body)
    expect(result.errors).toEqual([])
    const body = response.body as { postalCode: string; logisticsInfo: Array<{ slas: Array<{ id: string; price: number }> }>; pickupPoints: unknown[] }
    expect(body.postalCode).toBe('90010-000')
    expect(body.logisticsInfo[0].slas[0]).toMatchObject({ id: 'Normal', price: 1890 + 200 })
    expect(body.pickupPoints).toHaveLength(1)
    expect(storedRow(server, cart.orderFormId)).toEqual(before)
    expect((await client.get(`${base}/${cart.orderFormId}/simulation?postalCode=abc`)).status).toBe(400)
    const noCep = await client.get(`${base}/${cart.orderFormId}/simulation`)
    expect((noCep.body as { logisticsInfo: Array<{ slas: unknown[] }> }).logisticsInfo[0].slas).toEqual([])
  })

  it('attaches the client profile (full, or email only for the guest check)', async () => {
    const client = server.client()
    const cart = await newCart(client)
    const guest = okOrderForm(await client.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, { email: 'guest@example.com' }))
    expect(guest.orderFormId).toBe(cart.orderFormId)
    expect(guest.clientProfileData).toMatchObject({ email: 'guest@example.com', firstName: null })
    const full = okOrderForm(
      await client.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, {
        email: 'guest@example.com',
        firstName: 'Ana',
        lastName: 'Souza',
        documentType: 'cpf',
        document: '52998224725',
        phone: '+5511999990000',
      }),
    )
    expect(full.clientProfileData).toMatchObject({ firstName: 'Ana', lastName: 'Souza', document: '52998224725', documentType: 'cpf' })
    const badCpf = await client.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, {
      email: 'guest@example.com',
      firstName: 'Ana',
      lastName: 'Souza',
      documentType: 'cpf',
      document: '12345678900',
    })
    expect(badCpf.status).toBe(400)
    expect((await client.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, { email: 'not-an-email' })).status).toBe(400)
  })

  it('stores preferences, marketing data and custom data (all three custom-data calls)', async () => {
    const client = server.client()
    const cart = await newCart(client)
    const id = cart.orderFormId
    expect(okOrderForm(await client.post(`${base}/${id}/attachments/preferenceData`, { optinNewsletter: true })).clientPreferencesData).toEqual({
      locale: 'pt-BR',
      optinNewsLetter: true,
    })
    const marketing = okOrderForm(
      await client.post(`${base}/${id}/marketingData`, { utmSource: 'awin', utmMedium: 'affiliate', marketingTags: ['black-friday'], coupon: 'FRETEGRATIS' }),
    )
    expect(marketing.marketingData).toEqual({ utmSource: 'awin', utmMedium: 'affiliate', marketingTags: ['black-friday'] })

    const added = okOrderForm(await client.post(`${base}/${id}/customdata/addCustomdata`, { appId: 'tracking', fields: { awc: 'abc', fbp: 'fb.1' } }))
    expect(added.customData?.customApps).toEqual([{ id: 'tracking', major: 1, fields: { awc: 'abc', fbp: 'fb.1' } }])
    const single = okOrderForm(await client.put(`${base}/${id}/customData/tracking/ttp`, { value: 'tt-1' }))
    expect(single.customData?.customApps[0].fields).toEqual({ awc: 'abc', fbp: 'fb.1', ttp: 'tt-1' })
    const giftCard = okOrderForm(
      await client.put(`/api/v1/checkout/pub/orderForm/${id}/customData/giftcard`, { name: 'Bia', email: 'bia@example.com', message: 'Parabéns', faceImage: '1', value: 10000 }),
    )
    expect(giftCard.customData?.customApps.find((app) => app.id === 'giftcard')?.fields).toEqual({
      name: 'Bia',
      email: 'bia@example.com',
      message: 'Parabéns',
      faceImage: '1',
      value: '10000',
    })
    const cleared = okOrderForm(await client.put(`/api/checkout/pub/orderForm/${id}/customData/giftcard`, {}))
    expect(cleared.customData?.customApps.map((app) => app.id)).toEqual(['tracking'])
    expect((await client.post(`${base}/${id}/customdata/addCustomdata`, { appId: 'bad app!', fields: {} })).status).toBe(400)
  })

  it('changeToAnonymousUser forgets the profile and address but keeps the items', async () => {
    const client = server.client()
    const cart = await newCart(client)
    okOrderForm(await addItem(client, cart.orderFormId, skus.plenty))
    okOrderForm(await client.post(`${base}/${cart.orderFormId}/shippingData`, { cep: '01310-100' }))
    okOrderForm(await client.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, { email: 'x@example.com' }))
    const anonymous = okOrderForm(await client.get(`/api/checkout/changeToAnonymousUser/${cart.orderFormId}`))
    expect(anonymous.clientProfileData).toBeNull()
    expect(anonymous.shippingData.address).toBeNull()
    expect(anonymous.items).toHaveLength(1)
  })
})

describe('durability', () => {
  it('keeps carts across a restart on the same data folder', async () => {
    const first = await startTestServer()
    const picked = pickSkus(first)
    const client = first.client()
    const cart = await newCart(client)
    okOrderForm(await addItem(client, cart.orderFormId, picked.plenty, 3))
    okOrderForm(await client.post(`${base}/${cart.orderFormId}/coupons`, { text: 'BEMVINDO10' }))
    const before = okOrderForm(await client.get(`${base}/${cart.orderFormId}`))
    await first.close({ keepData: true })
    const second = await startTestServer({ dataDir: first.dataDir })
    try {
      const after: OrderForm = okOrderForm(await second.client().get(`${base}/${cart.orderFormId}`))
      expect(after).toEqual(before)
    } finally {
      await second.close()
      const fs = await import('node:fs')
      fs.rmSync(first.dataDir, { recursive: true, force: true })
    }
  })
})
