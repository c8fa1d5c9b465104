import fc from 'fast-check'
import { itemFromOrderFormItem } from '../../../analytics/items'
import type { OrderForm } from '../../../contracts/checkout'
import { cardSystemOfNumber } from '../../../lib/checkout/card'
import { deliveryGroupsOf, undeliverableItems } from '../../../lib/checkout/delivery-groups'
import { firstIncompleteStep } from '../../../lib/checkout/steps'
import { resumeTarget } from '../../../lib/product/abandoned'
import { vtexDocument } from '../../../test-support/vtex-documents/documents'
import { schemaArbitrary } from '../../../test-support/vtex-documents/schema-arbitrary'
import { cartItems, cartMessages, cartTotals, isCartLimitReached, isItemQuantityNotAvailable, skuQuantityInCart, unavailableEans } from '../selectors'

/**
 * The cart's readers fed orderForms generated from VTEX's checkout document
 * (components.schemas.orderForm, its faults adjusted): every property the
 * document lists is there, as the platform sends it, with any value its
 * schema allows (nullable ones null, strings and numbers of any value, the
 * fields the document does not describe absent). Nothing throws, and totals
 * and lines keep their shape.
 */

const orderForms = schemaArbitrary(
  vtexDocument('checkout'),
  { $ref: '#/components/schemas/orderForm' },
  {
    presence: 'all',
    maxItems: 3,
    // A payment system's group is a free string in the document: the card group too, so that its patterns are read.
    domain: (name, path) => (name === 'groupName' && path.includes('paymentSystems') ? fc.oneof(fc.constant('creditCardPaymentGroup'), fc.string()) : undefined),
  },
) as fc.Arbitrary<OrderForm>

describe("the cart's readers over orderForms as VTEX's document allows them", () => {
  it('lines, totals, messages, quantities and unavailable items', () => {
    fc.assert(
      fc.property(orderForms, fc.string(), (orderForm, skuId) => {
        const lines = cartItems(orderForm)
        expect(lines).toHaveLength(orderForm.items.length)
        for (const line of lines) {
          expect(typeof line.hasDiscount).toBe('boolean')
          expect(line.brand === null || typeof line.brand === 'string').toBe(true)
        }
        const totals = cartTotals(orderForm)
        expect(Number.isFinite(totals.total)).toBe(true)
        expect(Array.isArray(cartMessages(orderForm))).toBe(true)
        expect(Number.isFinite(skuQuantityInCart(orderForm, skuId))).toBe(true)
        expect(typeof isCartLimitReached(orderForm, skuId)).toBe('boolean')
        expect(Array.isArray(unavailableEans(orderForm))).toBe(true)
        expect(typeof isItemQuantityNotAvailable(orderForm, skuId)).toBe('boolean')
      }),
      { numRuns: 200 },
    )
  })

  it('tracking items (without the embedded backend’s analytics block)', () => {
    fc.assert(
      fc.property(orderForms, (orderForm) => {
        for (const item of orderForm.items) {
          expect(item.additionalInformation).toBeUndefined()
          const tracked = itemFromOrderFormItem(item, orderForm.sellers)
          expect(tracked.sku_code).toBe(item.id)
          expect(typeof tracked.brand).toBe('string')
        }
      }),
      { numRuns: 200 },
    )
  })

  it('checkout steps, delivery groups and the abandoned-payment target', () => {
    fc.assert(
      fc.property(orderForms, fc.boolean(), (orderForm, corporate) => {
        expect(['cart', 'profile', 'shipping', 'payment']).toContain(firstIncompleteStep(orderForm, { corporate }))
        for (const group of deliveryGroupsOf(orderForm)) expect(group.options.every((option) => Number.isFinite(option.price))).toBe(true)
        expect(undeliverableItems(orderForm).every((index) => index < orderForm.items.length)).toBe(true)
        expect(resumeTarget(orderForm).startsWith('/checkout/')).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it('the card brand of a number, whatever patterns the payment systems carry', () => {
    fc.assert(
      fc.property(orderForms, fc.stringMatching(/^[0-9 ]{0,19}$/), (orderForm, number) => {
        const systems = orderForm.paymentData.paymentSystems
        const found = cardSystemOfNumber(systems, number)
        expect(found === undefined || systems.includes(found)).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})
