import type { OrderForm } from '../../domain/checkout'
import { openDatabase } from '../../storage/database'
import { SqliteOrderFormRepository } from '../../storage/order-form-repository'
import { loginAs, startTestServer, type TestClient, type TestServer } from '../../test-support/server'
import { addItem, newCart, okOrderForm, pickSkus } from './checkout-helpers'

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

const VICTIM_PROFILE = {
  email: 'joana.pereira@gmail.com',
  firstName: 'Joana',
  lastName: 'Pereira',
  documentType: 'cpf',
  document: '529.982.247-25',
  phone: '+5511987654321',
}
const VICTIM_ADDRESS = {
  addressType: 'residential',
  receiverName: 'Joana Pereira',
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'apto 92',
  reference: 'em frente ao museu',
  city: 'São Paulo',
  state: 'SP',
  country: 'BRA',
}

/** The victim fills in the planted cart: profile, then a full delivery address. */
async function victimFillsIn(victim: TestClient, orderFormId: string): Promise<OrderForm> {
  okOrderForm(await victim.post(`${base}/${orderFormId}/attachments/clientProfileData`, VICTIM_PROFILE))
  return okOrderForm(await victim.post(`${base}/${orderFormId}/shippingData`, { selectedAddresses: [VICTIM_ADDRESS] }))
}

/** The attacker's cart, with an item (so it is stored). */
async function attackerCart(attacker: TestClient): Promise<string> {
  const cart = await newCart(attacker)
  okOrderForm(await addItem(attacker, cart.orderFormId, skus.plenty))
  return cart.orderFormId
}

/**
 * Every personal value the victim entered, as it would appear in an answer's text. The street number
 * is looked for as a JSON string (`"1578"`): four bare digits also turn up inside random hexadecimal ids.
 */
const VICTIM_SECRETS = ['joana.pereira', 'Joana', '52998224725', '987654321', 'Paulista', '"1578"', 'apto 92', 'museu', 'Pereira']

describe('cart fixation: a cart id from a URL', () => {
  it('never switches a visitor’s cart cookie to a foreign id', async () => {
    const attacker = server.client()
    const planted = await attackerCart(attacker)
    const victim = server.client()
    const own = await newCart(victim)
    const cookieBefore = victim.cookies.get('checkout.vtex.com')
    expect(cookieBefore).toBe(`__ofid=${own.orderFormId}`)

    const followed = await victim.get(`${base}/${planted}`)
    expect(followed.status).toBe(200)
    expect(followed.headers.getSetCookie().some((line) => line.startsWith('checkout.vtex.com='))).toBe(false)
    expect(victim.cookies.get('checkout.vtex.com')).toBe(cookieBefore)
    expect(okOrderForm(await victim.get(base)).orderFormId).toBe(own.orderFormId)

    const fresh = server.client()
    expect((await fresh.get(`/api/checkout/pub/orderForm/${planted}`)).status).toBe(200)
    expect(fresh.cookies.has('checkout.vtex.com')).toBe(false)
  })

  it('shows the attacker only masked personal data after the victim fills the planted cart in', async () => {
    const attacker = server.client()
    const planted = await attackerCart(attacker)
    const victim = server.client()
    const seenByVictim = await victimFillsIn(victim, planted)
    expect(seenByVictim.clientProfileData).toMatchObject({ email: VICTIM_PROFILE.email, document: '52998224725', phone: VICTIM_PROFILE.phone, lastName: 'Pereira' })
    expect(seenByVictim.shippingData.address).toMatchObject({ street: 'Avenida Paulista', number: '1578' })

    const read = await attacker.get(`${base}/${planted}`)
    const seen = okOrderForm(read)
    expect(seen.clientProfileData).toMatchObject({
      email: 'j***@gmail.com',
      firstName: 'J***',
      lastName: 'P***',
      document: '*******4725',
      phone: '**********4321',
    })
    expect(seen.shippingData.address).toMatchObject({
      postalCode: '01310-100',
      city: 'São Paulo',
      street: 'Av***',
      number: '***',
      complement: '***',
      reference: '***',
      receiverName: 'J***',
    })
    for (const secret of VICTIM_SECRETS) expect(read.text).not.toContain(secret)

    // Every answer the attacker gets is masked: its own writes, the VTEX-native path, the simulation.
    const afterWrite = await attacker.post(`${base}/${planted}/items/update`, { orderItems: [{ index: 0, quantity: 2 }] })
    const pub = await attacker.get(`/api/checkout/pub/orderForm/${planted}`)
    const simulation = await attacker.get(`${base}/${planted}/simulation`)
    for (const answer of [afterWrite, pub, simulation]) {
      expect(answer.status).toBe(200)
      for (const secret of VICTIM_SECRETS) expect(answer.text).not.toContain(secret)
    }
    // The victim still sees everything.
    expect(okOrderForm(await victim.get(`${base}/${planted}`)).clientProfileData?.document).toBe('52998224725')
  })

  it('a visitor who did not prove ownership and enters data takes the cart over without seeing what was there', async () => {
    const attacker = server.client()
    const planted = await attackerCart(attacker)
    const victim = server.client()
    await victimFillsIn(victim, planted)

    const takeover = okOrderForm(await attacker.post(`${base}/${planted}/attachments/clientProfileData`, { email: VICTIM_PROFILE.email }))
    expect(takeover.clientProfileData?.email).toBe(VICTIM_PROFILE.email)
    for (const field of ['document', 'phone', 'lastName'] as const) expect(takeover.clientProfileData?.[field] ?? null).toBeNull()
    const takeoverAddress = okOrderForm(await attacker.post(`${base}/${planted}/shippingData`, { cep: '22041-001' }))
    const text = JSON.stringify(takeoverAddress)
    for (const secret of VICTIM_SECRETS.filter((s) => s !== 'joana.pereira')) expect(text).not.toContain(secret)
    expect(takeoverAddress.shippingData.availableAddresses.map((address) => [address.postalCode, address.number])).toEqual([
      ['01310-100', ''],
      ['22041-001', ''],
    ])
  })

  it('sets the ownership cookie HttpOnly and SameSite=Lax on the first personal data, for this session only', async () => {
    const shopper = server.client()
    const cart = await newCart(shopper)
    const answer = await shopper.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, { email: 'ze@example.com' })
    const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('CheckoutOrderFormOwnership='))
    expect(line).toMatch(/; HttpOnly/i)
    expect(line).toMatch(/; SameSite=Lax/i)
    expect(line).not.toMatch(/Max-Age|Expires/i)
  })
})

describe('the logged-in member who owns the cart', () => {
  it('sees its personal data in full from any browser; another member or a visitor sees it masked', async () => {
    const first = await loginAs(server, 'ana.souza@example.com')
    const cart = await newCart(first)
    okOrderForm(await addItem(first, cart.orderFormId, skus.plenty))
    okOrderForm(
      await first.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, {
        ...VICTIM_PROFILE,
        email: 'ana.souza@example.com',
        firstName: 'Ana',
        lastName: 'Souza',
      }),
    )
    okOrderForm(await first.post(`${base}/${cart.orderFormId}/shippingData`, { selectedAddresses: [VICTIM_ADDRESS] }))

    const otherBrowser = await loginAs(server, 'ana.souza@example.com')
    const asOwner = okOrderForm(await otherBrowser.get(`${base}/${cart.orderFormId}`))
    expect(asOwner.clientProfileData).toMatchObject({ email: 'ana.souza@example.com', document: '52998224725', lastName: 'Souza' })
    expect(asOwner.shippingData.address?.street).toBe('Avenida Paulista')

    const bruno = await loginAs(server, 'bruno.lima@example.com')
    const visitor = server.client()
    for (const client of [bruno, visitor]) {
      const seen = okOrderForm(await client.get(`${base}/${cart.orderFormId}`))
      expect(seen.clientProfileData).toMatchObject({ email: 'a***@example.com', document: '*******4725', lastName: 'S***' })
      expect(seen.shippingData.address?.street).not.toBe('Avenida Paulista')
    }
  })
})

describe('carts kept in memory (the repository’s cache, the masked answers)', () => {
  it('every read after a write shows that write, to the owner and masked to a stranger', async () => {
    const owner = server.client()
    const cart = await newCart(owner)
    okOrderForm(await addItem(owner, cart.orderFormId, skus.plenty))
    await victimFillsIn(owner, cart.orderFormId)
    const stranger = server.client()
    for (const quantity of [2, 3, 1]) {
      const written = okOrderForm(await owner.post(`${base}/${cart.orderFormId}/items/update`, { orderItems: [{ index: 0, quantity }] }))
      expect(written.items[0].quantity).toBe(quantity)
      const ownRead = okOrderForm(await owner.get(`${base}/${cart.orderFormId}`))
      expect(ownRead.items[0].quantity).toBe(quantity)
      expect(ownRead.value).toBe(written.value)
      expect(ownRead.paymentData.installmentOptions).toEqual(written.paymentData.installmentOptions)
      const strangerRead = await stranger.get(`${base}/${cart.orderFormId}`)
      const masked = okOrderForm(strangerRead)
      expect(masked.items[0].quantity).toBe(quantity)
      expect(masked.value).toBe(written.value)
      expect(masked.shippingData.address?.street).toBe('Av***')
      for (const secret of VICTIM_SECRETS) expect(strangerRead.text).not.toContain(secret)
    }
  })

  it('a cart changed behind the server’s back (another connection to the database) is read as stored', async () => {
    const owner = server.client()
    const cart = await newCart(owner)
    okOrderForm(await addItem(owner, cart.orderFormId, skus.plenty))
    expect(okOrderForm(await owner.get(`${base}/${cart.orderFormId}`)).items).toHaveLength(1)
    const other = openDatabase(server.dataDir)
    try {
      new SqliteOrderFormRepository(other).change(cart.orderFormId, (current) => ({ ...current, orderForm: { ...current.orderForm, items: [], value: 0 } }))
    } finally {
      other.close()
    }
    expect(okOrderForm(await owner.get(`${base}/${cart.orderFormId}`)).items).toEqual([])
  })
})
