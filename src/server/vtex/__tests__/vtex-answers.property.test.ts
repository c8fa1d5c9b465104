import fc from 'fast-check'
import { vtexDocument } from '../../../test-support/vtex-documents/documents'
import { schemaArbitrary } from '../../../test-support/vtex-documents/schema-arbitrary'
import { toFreightSimulation, type VtexSimulationResponse } from '../mappers'
import { toAccountOrder, type VtexOrder } from '../order-mapper'

/**
 * The adapter's mappers of checkout answers, fed answers generated from
 * VTEX's checkout document: the simulation (POST …/orderForms/simulation)
 * and the placed orders (PUT /orders, whose `orders` are what the order
 * group answers). Any documented property may be missing, nullable ones may
 * be null; the mappers never throw and keep their invariants.
 */

const checkout = vtexDocument('checkout')
const responseOf = (path: string, method: string) => ({ $ref: `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/responses/200/content/application~1json/schema` })
const simulations = schemaArbitrary(checkout, responseOf('/api/checkout/pub/orderForms/simulation', 'post'), { presence: 'any', maxItems: 3 }) as fc.Arbitrary<VtexSimulationResponse>
const placements = schemaArbitrary(checkout, responseOf('/api/checkout/pub/orders', 'put'), { presence: 'any', maxItems: 3 }) as fc.Arbitrary<{ orders?: VtexOrder[] }>
const items = fc.array(fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), seller: fc.constantFrom('1', '2'), quantity: fc.integer({ min: 1, max: 30 }) }), { maxLength: 3 })

describe("the adapter's mappers over checkout answers as VTEX's document allows them", () => {
  it('freight: a package per seller, every item either in a package or unavailable', () => {
    fc.assert(
      fc.property(simulations, items, (answer, requested) => {
        const simulation = toFreightSimulation('01310-100', requested, answer)
        for (const pkg of simulation.packages) {
          for (const type of pkg.deliveryTypes) expect(Number.isFinite(type.price) && Number.isFinite(type.businessDays)).toBe(true)
          for (const point of pkg.pickupPoints.recommend) expect(typeof point.address.city).toBe('string')
        }
        const placed = simulation.packages.flatMap((pkg) => pkg.items.map((item) => `${item.id}/${item.seller}`))
        for (const item of requested) {
          const key = `${item.id}/${item.seller}`
          expect(placed.includes(key) || simulation.unavailableItems.some((unavailable) => `${unavailable.id}/${unavailable.seller}` === key)).toBe(true)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('orders: the order-placed page and the account read them', () => {
    fc.assert(
      fc.property(placements, (answer) => {
        for (const order of answer.orders ?? []) {
          const mapped = toAccountOrder(order)
          expect(typeof mapped.orderId).toBe('string')
          expect(Number.isFinite(mapped.value)).toBe(true)
          expect(mapped.items.every((item) => Number.isFinite(item.quantity))).toBe(true)
        }
      }),
      { numRuns: 200 },
    )
  })
})
