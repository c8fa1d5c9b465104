import type { LogisticsInfo, Sla } from '../../contracts/checkout'
import type { PaymentSystem } from '../../contracts/payment'
import type { MemberAddress } from '../../contracts/session'
import { clientProfile, orderForm, orderFormAddress, orderFormItem, shippingData } from '../../test-support/order-form'
import { cardProblems, cardSystemOfNumber, formatCardExpiry, formatCardNumber } from '../checkout/card'
import { deliveryGroupsOf, undeliverableItems } from '../checkout/delivery-groups'
import { addressLine, addressOfMemberAddress, splitStreet } from '../checkout/member-address'
import { firstIncompleteStep, guardStep, readEntryQuery, stepPath } from '../checkout/steps'

const ADDRESSES = { checkoutCart: '/checkout/cart', checkoutProfile: '/checkout/profile', checkoutShipping: '/checkout/shipping', checkoutPayment: '/checkout/payment' }

const sla = (id: string, price: number, channel: Sla['deliveryChannel'] = 'delivery'): Sla => ({
  id,
  deliveryChannel: channel,
  name: id,
  deliveryIds: [],
  shippingEstimate: '3bd',
  shippingEstimateDate: null,
  lockTTL: null,
  price,
  listPrice: price,
  tax: 0,
  pickupStoreInfo: { isPickupStore: channel === 'pickup-in-point', friendlyName: null, address: null, additionalInfo: null, dockId: null },
  pickupPointId: null,
  pickupDistance: 0,
  polygonName: null,
  transitTime: '3bd',
})

const logistics = (itemIndex: number, slas: Sla[], selectedSla: string | null = null): LogisticsInfo => ({
  itemIndex,
  itemId: String(itemIndex),
  selectedSla,
  selectedDeliveryChannel: selectedSla ? 'delivery' : null,
  addressId: 'a1',
  slas,
  shipsTo: ['BRA'],
  deliveryChannels: [{ id: 'delivery' }],
})

const fullProfile = clientProfile({ email: 'joana@example.com', firstName: 'Joana', lastName: 'Pereira', document: '52998224725', documentType: 'cpf', phone: '+5511987654321' })
const fullAddress = orderFormAddress({ postalCode: '01310-100', street: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' })

describe('checkout steps', () => {
  const item = orderFormItem()
  it('goes to the cart when empty, then to the first step not done', () => {
    expect(firstIncompleteStep(orderForm(), { corporate: false })).toBe('cart')
    expect(firstIncompleteStep(orderForm({ items: [item] }), { corporate: false })).toBe('profile')
    expect(firstIncompleteStep(orderForm({ items: [item], clientProfileData: fullProfile }), { corporate: false })).toBe('shipping')
    const withSla = shippingData({ address: fullAddress, logisticsInfo: [logistics(0, [sla('Normal', 1290)], 'Normal')] })
    expect(firstIncompleteStep(orderForm({ items: [item], clientProfileData: fullProfile, shippingData: withSla }), { corporate: false })).toBe('payment')
    // The business store also needs the company.
    expect(firstIncompleteStep(orderForm({ items: [item], clientProfileData: fullProfile, shippingData: withSla }), { corporate: true })).toBe('profile')
  })

  it('an item without a chosen option keeps the shopper on the delivery step', () => {
    const noSla = shippingData({ address: fullAddress, logisticsInfo: [logistics(0, [sla('Normal', 1290)])] })
    expect(firstIncompleteStep(orderForm({ items: [item], clientProfileData: fullProfile, shippingData: noSla }), { corporate: false })).toBe('shipping')
  })

  it('guards a step: only an earlier step not done sends the shopper back', () => {
    const cart = orderForm({ items: [item], clientProfileData: fullProfile })
    expect(guardStep('payment', cart, { corporate: false })).toBe('shipping')
    expect(guardStep('shipping', cart, { corporate: false })).toBeNull()
    expect(guardStep('profile', cart, { corporate: false })).toBeNull()
    expect(guardStep('profile', orderForm(), { corporate: false })).toBe('cart')
  })

  it('maps steps to their paths', () => {
    expect(stepPath('cart', ADDRESSES)).toBe('/checkout/cart')
    expect(stepPath('payment', ADDRESSES)).toBe('/checkout/payment')
  })

  it('reads the abandoned-payment resume query and ignores a malformed id', () => {
    expect(readEntryQuery('?orderFormId=abc123&payment_recovery=true')).toEqual({ orderFormId: 'abc123', paymentRecovery: true })
    expect(readEntryQuery('orderFormId=abc')).toEqual({ orderFormId: 'abc', paymentRecovery: false })
    expect(readEntryQuery('?orderFormId=<script>')).toEqual({ orderFormId: null, paymentRecovery: false })
    expect(readEntryQuery('')).toEqual({ orderFormId: null, paymentRecovery: false })
  })
})

describe('delivery groups', () => {
  it('groups items with the same options and prices each option for the group', () => {
    const cart = {
      items: [1, 2, 3],
      shippingData: {
        logisticsInfo: [
          logistics(0, [sla('Normal', 1290), sla('Expressa', 2490)], 'Normal'),
          logistics(1, [sla('Normal', 150), sla('Expressa', 250)], 'Normal'),
          logistics(2, [sla('Marketplace', 990)], null),
        ],
      },
    }
    const groups = deliveryGroupsOf(cart)
    expect(groups).toHaveLength(2)
    expect(groups[0].itemIndexes).toEqual([0, 1])
    expect(groups[0].options.map((option) => [option.id, option.price])).toEqual([
      ['Normal', 1440],
      ['Expressa', 2740],
    ])
    expect(groups[0].selectedSla).toBe('Normal')
    expect(groups[1]).toEqual(expect.objectContaining({ itemIndexes: [2], selectedSla: null }))
  })

  it('a group whose items chose differently has no single choice', () => {
    const cart = { items: [1, 2], shippingData: { logisticsInfo: [logistics(0, [sla('Normal', 1), sla('Expressa', 2)], 'Normal'), logistics(1, [sla('Normal', 1), sla('Expressa', 2)], 'Expressa')] } }
    expect(deliveryGroupsOf(cart)[0].selectedSla).toBeNull()
  })

  it('lists the items no option reaches', () => {
    const cart = { items: [1, 2], shippingData: { logisticsInfo: [logistics(0, [sla('Normal', 1)]), logistics(1, [])] } }
    expect(undeliverableItems(cart)).toEqual([1])
    expect(deliveryGroupsOf(cart)).toHaveLength(1)
    expect(undeliverableItems({ items: [1], shippingData: null })).toEqual([0])
  })
})

describe('saved addresses', () => {
  it('splits the street line into street and number (S/N when none)', () => {
    expect(splitStreet('Avenida Paulista, 1578')).toEqual({ street: 'Avenida Paulista', number: '1578' })
    expect(splitStreet('Rua das Flores, 12A')).toEqual({ street: 'Rua das Flores', number: '12A' })
    expect(splitStreet('Estrada Velha, s/n')).toEqual({ street: 'Estrada Velha', number: 'S/N' })
    expect(splitStreet('Praça da Sé')).toEqual({ street: 'Praça da Sé', number: 'S/N' })
  })

  it('maps a member address to the order form fields', () => {
    const saved: MemberAddress = {
      id: 'addr-1',
      vtexId: 'v1',
      country_code: 'BRA',
      street: 'Avenida Brigadeiro Faria Lima, 3477',
      locality: 'São Paulo',
      postal_code: '04538-133',
      complement: '10º andar',
      title: 'Trabalho',
      is_favorite: false,
      firstname: 'Ana',
      lastname: 'Souza',
      phone_number: null,
      type: 'SHIPPING',
      accuracy: 'VALID',
      administrative_divisions: { province: 'SP', district: 'Itaim Bibi' },
    }
    const fields = addressOfMemberAddress(saved)
    expect(fields).toEqual({
      addressType: 'residential',
      receiverName: 'Ana Souza',
      addressId: 'addr-1',
      postalCode: '04538-133',
      street: 'Avenida Brigadeiro Faria Lima',
      number: '3477',
      complement: '10º andar',
      neighborhood: 'Itaim Bibi',
      city: 'São Paulo',
      state: 'SP',
    })
    expect(addressLine(fields)).toBe('Avenida Brigadeiro Faria Lima, 3477, 10º andar - Itaim Bibi, São Paulo/SP')
  })
})

describe('card input', () => {
  it('formats the number and the expiry as typed', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111')
    expect(formatCardNumber('4111-11ab')).toBe('4111 11')
    expect(formatCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19)
    expect(formatCardExpiry('1230')).toBe('12/30')
    expect(formatCardExpiry('1')).toBe('1')
    expect(formatCardExpiry('12/309')).toBe('12/30')
  })

  it('finds the card brand by its validator', () => {
    const system = (id: number, name: string, regex: string, groupName: PaymentSystem['groupName'] = 'creditCardPaymentGroup') => ({ id, name, groupName, validator: { regex } }) as unknown as PaymentSystem
    const systems = [system(125, 'Pix', '.*', 'instantPaymentPaymentGroup'), system(2, 'Visa', '^4'), system(4, 'Mastercard', '^5[1-5]')]
    expect(cardSystemOfNumber(systems, '4111 1111')?.name).toBe('Visa')
    expect(cardSystemOfNumber(systems, '5555 5555')?.name).toBe('Mastercard')
    expect(cardSystemOfNumber(systems, '3782')).toBeUndefined()
  })
})

describe('card problems', () => {
  const good = { number: '4111 1111 1111 1111', holderName: 'JOANA PEREIRA', dueDate: '12/30', cvv: '123' }

  it('finds none in a complete card of a brand the store takes', () => {
    expect(cardProblems(good, true)).toEqual([])
  })

  it("lists every wrong field in the form's order", () => {
    expect(cardProblems({ number: '4111', holderName: 'J', dueDate: '13/30', cvv: '12' }, true)).toEqual(['number', 'holderName', 'dueDate', 'cvv'])
    expect(cardProblems({ ...good, dueDate: '1230' }, true)).toEqual(['dueDate'])
  })

  it('refuses a well-formed number of a brand the store does not take', () => {
    expect(cardProblems({ ...good, number: '3782 822463 10005' }, false)).toEqual(['number'])
  })
})
