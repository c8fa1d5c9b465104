import { PAYMENT_SYSTEM_IDS } from '../../../config/constants'
import type { PostalCodeAddress, PostalCodeLookup } from '../../../contracts/address'
import type { FreightSimulation } from '../../../contracts/freight'
import type { MemberAddress } from '../../../contracts/session'
import type { ErrorBody } from '../../http/errors'
import { SHIPPING_REGIONS, WAREHOUSE_ZONE } from '../../domain/shipping'
import { stateOfCep } from '../../domain/address/cep-ranges'
import { ONE_CEP_PER_STATE } from '../../test-support/ceps'
import { loginAs, startTestServer, type TestServer } from '../../test-support/server'
import { addItem, newCart, okOrderForm, pickSkus } from './checkout-helpers'
import { base, GUEST, purchase } from './placement-helpers'

/** The Normal delivery price of one unit to a CEP, by the tariffs of its state's macro-region. */
function normalPrice(cep: string): number {
  const digits = cep.replace('-', '')
  const state = stateOfCep(digits)!
  const region = state.uf === 'SP' && digits.startsWith(WAREHOUSE_ZONE.postalRegion) ? WAREHOUSE_ZONE : SHIPPING_REGIONS[state.region]
  return region.normal.basePrice
}

describe('every shopper in Brazil: any CEP of the 27 states', () => {
  let server: TestServer
  let skus: ReturnType<typeof pickSkus>
  beforeAll(async () => {
    server = await startTestServer()
    skus = pickSkus(server)
  })
  afterAll(async () => {
    await server.close()
  })

  it.each(ONE_CEP_PER_STATE)('%s resolves to %s in both look-ups and gets freight', async (cep, uf) => {
    const client = server.client()
    const address = await client.get<PostalCodeAddress>(`/api/getAddressByPostalCode?cep=${cep}`)
    expect(address.status).toBe(200)
    expect(address.body).toMatchObject({ postalCode: cep, state: uf, country: 'BRA' })
    const checkout = await client.get<PostalCodeLookup>(`/api/checkout/pub/postal-code/BRA/${cep.replace('-', '')}`)
    expect(checkout.status).toBe(200)
    expect({ state: checkout.body.state, city: checkout.body.city }).toEqual({ state: address.body.state, city: address.body.city })
    const freight = await client.post<FreightSimulation>('/api/pdp/simulation', { items: [{ id: skus.plenty.sku.id, seller: '1', quantity: 1 }], postalCode: cep, country: 'BRA' })
    expect(freight.status).toBe(200)
    const [pack] = freight.body.packages
    expect(pack.deliveryTypes.map((type) => [type.name, type.price])).toEqual([
      ['Normal', normalPrice(cep)],
      ['Expressa', expect.any(Number)],
    ])
  })

  it('answers the city and street where the data has them (the seeded street records), for every region', async () => {
    for (const [cep, city, uf] of [
      ['22021-001', 'Rio de Janeiro', 'RJ'],
      ['69005-000', 'Manaus', 'AM'],
      ['90010-150', 'Porto Alegre', 'RS'],
      ['60165-121', 'Fortaleza', 'CE'],
      ['70070-120', 'Brasília', 'DF'],
    ]) {
      const res = await server.client().get<PostalCodeAddress>(`/api/getAddressByPostalCode?cep=${cep}`)
      expect(res.body).toMatchObject({ city, state: uf })
      expect(res.body.street).not.toBe('')
    }
  })

  it('gives the two look-ups one answer (22041-001, which the address book used to refuse)', async () => {
    const client = server.client()
    const book = await client.get<PostalCodeAddress>('/api/getAddressByPostalCode?cep=22041-001')
    const checkout = await client.get<PostalCodeLookup>('/api/checkout/pub/postal-code/BRA/22041001')
    expect([book.status, checkout.status]).toEqual([200, 200])
    expect(book.body).toMatchObject({ state: 'RJ', city: checkout.body.city, street: checkout.body.street })
  })

  it('refuses 00000-000 clearly everywhere a CEP is asked for', async () => {
    const client = server.client()
    const lookup = await client.get<ErrorBody>('/api/getAddressByPostalCode?cep=00000-000')
    expect([lookup.status, lookup.body.error.code, lookup.body.error.message]).toEqual([404, 'POSTAL_CODE_NOT_FOUND', 'CEP inexistente: confira os números.'])
    expect((await client.get<ErrorBody>('/api/checkout/pub/postal-code/BRA/00000000')).status).toBe(404)
    const cart = await newCart(client)
    const shipping = await client.post<ErrorBody>(`${base}/${cart.orderFormId}/attachments/shippingData`, { selectedAddresses: [{ postalCode: '00000-000' }] })
    expect([shipping.status, shipping.body.error.code]).toEqual([400, 'postalCodeNotFound'])
    const member = await loginAs(server, 'bruno.lima@example.com')
    const saved = await member.post<ErrorBody>('/api/account/addresses', {
      title: 'Casa', postalCode: '00000-000', street: 'Rua A', number: '1', neighborhood: 'Centro', city: 'Lugar', firstname: 'Bruno', lastname: 'Lima',
    })
    expect([saved.status, saved.body.error.fields]).toEqual([400, { postalCode: 'CEP inexistente: confira os números.' }])
  })

  it('saves an address typed by hand for a CEP with no street record, and places an order to it', async () => {
    const member = await loginAs(server, 'bruno.lima@example.com')
    const typed = { title: 'Casa em Manaus', postalCode: '69005-010', street: 'Rua Guilherme Moreira', number: '45', neighborhood: 'Centro', firstname: 'Bruno', lastname: 'Lima' }
    const withoutCity = await member.post<ErrorBody>('/api/account/addresses', typed)
    expect([withoutCity.status, withoutCity.body.error.fields]).toEqual([400, { city: 'Informe a cidade.' }])
    const saved = await member.post<{ addresses: MemberAddress[] }>('/api/account/addresses', { ...typed, city: 'Manaus' })
    expect(saved.status).toBe(201)
    const entry = saved.body.addresses.find((candidate) => candidate.title === 'Casa em Manaus')!
    expect(entry).toMatchObject({ locality: 'Manaus', postal_code: '69005-010', administrative_divisions: { province: 'AM', district: 'Centro' } })

    const cart = await newCart(member)
    okOrderForm(await addItem(member, cart.orderFormId, skus.plenty, 1))
    okOrderForm(await member.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, { ...GUEST, email: 'bruno.lima@example.com', firstName: 'Bruno', lastName: 'Lima' }))
    const address = { addressType: 'residential', postalCode: '69005-010', street: 'Rua Guilherme Moreira', number: '45', neighborhood: 'Centro', city: 'Manaus', state: 'AM', country: 'BRA' }
    const shipped = okOrderForm(await member.post(`${base}/${cart.orderFormId}/attachments/shippingData`, { selectedAddresses: [address], logisticsInfo: [{ itemIndex: 0, selectedSla: 'Normal', selectedDeliveryChannel: 'delivery' }] }))
    expect(shipped.totalizers.find((total) => total.id === 'Shipping')?.value).toBe(SHIPPING_REGIONS.N.normal.basePrice)
    const ready = okOrderForm(await member.post(`${base}/${cart.orderFormId}/attachments/paymentData`, { payments: [{ paymentSystem: PAYMENT_SYSTEM_IDS.pix, installments: 1 }] }))
    const { placement } = await purchase(member, ready)
    const order = await member.get<{ shippingData: { address: { city: string; state: string; postalCode: string } } }>(`/api/checkout/pub/orders/order-group/${placement.orders[0].orderGroup}`)
    expect(order.status).toBe(200)
    expect(JSON.stringify(order.body)).toContain('Manaus')
  })
})
