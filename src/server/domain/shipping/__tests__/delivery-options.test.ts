import { deliveryOptionsFor, formatPostalCode, regionOf, SHIPPING_REGIONS, splitByWeight } from '..'

describe('deliveryOptionsFor', () => {
  const items = [
    { id: '1', seller: '1', quantity: 2 },
    { id: '2', seller: '1', quantity: 1 },
  ]

  it('picks the region by the first digit of the CEP', () => {
    expect(regionOf('01310-100')?.state).toBe('SP')
    expect(regionOf('13087901')?.city).toBe('Campinas')
    expect(regionOf('90010-000')?.state).toBe('RS')
    for (const region of SHIPPING_REGIONS) expect(regionOf(`${region.digit}1000-000`)?.digit).toBe(region.digit)
  })

  it('refuses malformed and non-existent CEPs', () => {
    for (const cep of ['', '1234', '0131010', '01310-1000', 'abcde-fgh', '00999-999']) expect(deliveryOptionsFor(cep, items)).toBeNull()
    expect(formatPostalCode(' 01310100 ')).toBe('01310-100')
  })

  it('offers Normal, Expressa and pickup points, priced per package and split over the lines', () => {
    const options = deliveryOptionsFor('30130-010', items)
    expect(options?.slas.map((sla) => [sla.id, sla.deliveryChannel, sla.price, sla.shippingEstimate])).toEqual([
      ['Normal', 'delivery', 1790 + 2 * 200, '5bd'],
      ['Expressa', 'delivery', 3390 + 2 * 300, '2bd'],
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
