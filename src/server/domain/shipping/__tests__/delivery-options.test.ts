import { deliveryOptionsFor, formatPostalCode, regionOf, SHIPPING_REGIONS, splitByWeight, WAREHOUSE_ZONE } from '..'

describe('deliveryOptionsFor', () => {
  const items = [
    { id: '1', seller: '1', quantity: 2 },
    { id: '2', seller: '1', quantity: 1 },
  ]

  it("prices by the macro-region of the CEP's state, Greater São Paulo (the warehouse's zone) cheapest", () => {
    expect(regionOf('01310-100')).toMatchObject({ state: { uf: 'SP' }, region: WAREHOUSE_ZONE })
    expect(regionOf('13087901')).toMatchObject({ state: { uf: 'SP' }, region: SHIPPING_REGIONS.SE })
    expect(regionOf('90010-000')).toMatchObject({ state: { uf: 'RS' }, region: SHIPPING_REGIONS.S })
    expect(regionOf('69005-010')).toMatchObject({ state: { uf: 'AM' }, region: SHIPPING_REGIONS.N })
    expect(regionOf('60165-121')).toMatchObject({ state: { uf: 'CE' }, region: SHIPPING_REGIONS.NE })
    expect(regionOf('74015-010')).toMatchObject({ state: { uf: 'GO' }, region: SHIPPING_REGIONS.CO })
  })

  it('makes the North and the North-East farther and dearer than the South-East', () => {
    const normal = (cep: string) => deliveryOptionsFor(cep, items)!.slas[0]
    for (const far of ['69005-010', '66010-000', '60165-121', '40020-000']) {
      expect(normal(far).price).toBeGreaterThan(normal('30130-010').price)
      expect(normal(far).businessDays).toBeGreaterThan(normal('30130-010').businessDays)
    }
    expect(normal('69005-010').price).toBeGreaterThan(normal('40020-000').price)
  })

  it("offers the stores of the CEP's state and postal region only", () => {
    const stores = (cep: string) => deliveryOptionsFor(cep, items)!.pickupPoints.map((point) => point.id)
    expect(stores('01310-100')).toEqual(['1_SP01', '1_SP02'])
    expect(stores('13010-111')).toEqual(['1_CPS01'])
    expect(stores('80010-000')).toEqual(['1_CWB01'])
    expect(stores('88010-400')).toEqual(['1_FLN01'])
    expect(stores('29055-131')).toEqual([])
    expect(stores('69005-010')).toEqual([])
  })

  it('refuses malformed and non-existent CEPs', () => {
    for (const cep of ['', '1234', '0131010', '01310-1000', 'abcde-fgh', '00999-999', '00000-000', '10000-000']) expect(deliveryOptionsFor(cep, items)).toBeNull()
    expect(formatPostalCode(' 01310100 ')).toBe('01310-100')
  })

  it('offers Normal, Expressa and pickup points, priced per package and split over the lines', () => {
    const options = deliveryOptionsFor('30130-010', items)
    expect(options?.slas.map((sla) => [sla.id, sla.deliveryChannel, sla.price, sla.shippingEstimate])).toEqual([
      ['Normal', 'delivery', 1690 + 2 * 190, '4bd'],
      ['Expressa', 'delivery', 3190 + 2 * 290, '2bd'],
      ['Retirada em loja (1_BH01)', 'pickup-in-point', 0, '2bd'],
    ])
    for (const sla of options?.slas ?? []) expect(sla.itemPrices.reduce((a, b) => a + b, 0)).toBe(sla.price)
  })

  it('is deterministic', () => {
    expect(deliveryOptionsFor('88032-005', items)).toEqual(deliveryOptionsFor('88032005', items))
  })

  it('splits integers without losing a cent', () => {
    expect(splitByWeight(1000, [1, 1, 1])).toEqual([333, 333, 334])
    expect(splitByWeight(7, [0, 0])).toEqual([0, 7])
    expect(splitByWeight(5, [])).toEqual([])
  })
})
