import { CART_ITEM_MAX_QUANTITY } from '../../../../config/constants'
import { PROFILE_FIELD_MESSAGES } from '../../../../contracts/profile-fields'
import {
  addItems,
  applyCoupon,
  changeToAnonymousUser,
  CheckoutRuleError,
  clearMessages,
  createOrderForm,
  isValidCnpj,
  isValidCpf,
  MAX_QUANTITY_TEXT,
  removeAllItems,
  setClientPreferences,
  setClientProfile,
  setCustomData,
  setMarketingData,
  setShippingData,
  simulateOrderForm,
  updateItems,
  type OrderForm,
} from '..'
import { BALL, fixtureEnv, GIFT_CARD, SHOE } from './fixtures'

const empty = (): OrderForm => createOrderForm('of1', { salesChannel: '3' })
const total = (orderForm: OrderForm, id: string) => orderForm.totalizers.find((t) => t.id === id)?.value

function rejects(fn: () => unknown, code: string, status: number): void {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(CheckoutRuleError)
    expect((error as CheckoutRuleError).code).toBe(code)
    expect((error as CheckoutRuleError).status).toBe(status)
    return
  }
  throw new Error(`expected ${code}`)
}

describe('addItems', () => {
  it('prices items from the catalogue and ignores client prices', () => {
    const env = fixtureEnv()
    const cart = addItems(empty(), [{ id: '1001', quantity: 2, seller: '1' }], env)
    const [item] = cart.items
    expect(item).toMatchObject({
      id: '1001',
      productId: SHOE.id,
      productRefId: 'PR-100',
      refId: 'REF-1001',
      ean: '7890000010010',
      skuName: '40',
      quantity: 2,
      seller: '1',
      price: 19990,
      listPrice: 24990,
      sellingPrice: 19990,
      availability: 'available',
      detailUrl: `/${SHOE.linkText}/p`,
      imageUrl: '/images/products/1001-1.svg',
      measurementUnit: 'un',
      unitMultiplier: 1,
      manufacturerCode: 'MC-1001',
      isGift: false,
      brand: 'Kalenji',
      productCategories: { d1: 'Esportes', c1: 'Corrida', s1: 'Tênis de Corrida' },
      productCategoryIds: '/d1/c1/s1/',
    })
    expect(item.additionalInfo).toMatchObject({ brandName: 'Kalenji', brandId: 'b1', color: 'Azul', size: '40' })
    expect(item.additionalInformation?.analytics.amplitude).toMatchObject({ sport: 'Corrida', sku_code: '1001', display_price: 199.9 })
    expect(cart.totalizers).toEqual([{ id: 'Items', name: 'Total dos Itens', value: 39980 }])
    expect(cart.value).toBe(39980)
    expect(cart.sellers).toEqual([{ id: '1', name: 'Arena Esportes', logo: '' }])
    expect(cart.itemMetadata.items).toHaveLength(1)
  })

  it('merges the same SKU and seller into one line and keeps other sellers apart', () => {
    const env = fixtureEnv({ '2001/2': 10 })
    let cart = addItems(empty(), [{ id: '2001', quantity: 1, seller: '1' }], env)
    cart = addItems(cart, [{ id: '2001', quantity: 2, seller: '1' }, { id: '2001', quantity: 1, seller: '2' }], env)
    expect(cart.items.map((i) => [i.seller, i.quantity, i.price])).toEqual([
      ['1', 3, 4999],
      ['2', 1, 4599],
    ])
    expect(cart.sellers.map((s) => s.id)).toEqual(['1', '2'])
  })

  it(`adds nothing beyond ${CART_ITEM_MAX_QUANTITY} of a line and leaves an error message`, () => {
    const env = fixtureEnv()
    const cart = addItems(empty(), [{ id: '1001', quantity: 29, seller: '1' }], env)
    const over = addItems(cart, [{ id: '1001', quantity: 2, seller: '1' }], env)
    expect(over.items[0].quantity).toBe(29)
    expect(over.messages).toEqual([expect.objectContaining({ code: 'maxItemQuantityExceeded', text: MAX_QUANTITY_TEXT, status: 'error' })])
    expect(addItems(cart, [{ id: '1001', quantity: 1, seller: '1' }], env).items[0].quantity).toBe(30)
  })

  it('caps at the stock with itemQuantityNotAvailable naming the EAN', () => {
    const env = fixtureEnv()
    const cart = addItems(empty(), [{ id: '1002', quantity: 5, seller: '1' }], env)
    expect(cart.items[0].quantity).toBe(3)
    expect(cart.messages[0]).toMatchObject({ code: 'itemQuantityNotAvailable', fields: { ean: '7890000010027' } })
    expect(cart.messages[0].text).toContain('7890000010027')
  })

  it('does not add an out-of-stock offer', () => {
    const cart = addItems(empty(), [{ id: '2001', quantity: 1, seller: '2' }], fixtureEnv())
    expect(cart.items).toEqual([])
    expect(cart.messages[0].code).toBe('itemQuantityNotAvailable')
  })

  it('rejects unknown SKUs and sellers', () => {
    rejects(() => addItems(empty(), [{ id: 'nope', quantity: 1, seller: '1' }], fixtureEnv()), 'itemNotFound', 400)
    rejects(() => addItems(empty(), [{ id: '1001', quantity: 1, seller: '9' }], fixtureEnv()), 'itemNotSoldBySeller', 400)
  })

  it('refuses to mix the gift card with other products, both ways', () => {
    const env = fixtureEnv()
    const withShoe = addItems(empty(), [{ id: '1001', quantity: 1, seller: '1' }], env)
    rejects(() => addItems(withShoe, [{ id: GIFT_CARD.skus[0].id, quantity: 1, seller: '1' }], env), 'giftCardMixNotAllowed', 409)
    const withCard = addItems(empty(), [{ id: '9001', quantity: 1, seller: '1' }], env)
    rejects(() => addItems(withCard, [{ id: '2001', quantity: 1, seller: '1' }], env), 'giftCardMixNotAllowed', 409)
    expect(addItems(withCard, [{ id: '9001', quantity: 1, seller: '1' }], env).items[0].quantity).toBe(2)
  })
})

describe('updateItems and removeAllItems', () => {
  const env = fixtureEnv()
  const cart = addItems(empty(), [{ id: '1001', quantity: 2, seller: '1' }, { id: BALL.skus[0].id, quantity: 1, seller: '1' }], env)

  it('changes quantities by index and removes with 0', () => {
    const next = updateItems(cart, [{ index: 0, quantity: 0 }, { index: 1, quantity: 4 }], env)
    expect(next.items.map((i) => [i.id, i.quantity])).toEqual([['2001', 4]])
    expect(total(next, 'Items')).toBe(4 * 4999)
  })

  it('refuses more than the maximum and caps at the stock', () => {
    expect(updateItems(cart, [{ index: 0, quantity: 31 }], env).items[0].quantity).toBe(2)
    const lowStock = fixtureEnv({ '1001/1': 5 })
    const capped = updateItems(cart, [{ index: 0, quantity: 9 }], lowStock)
    expect(capped.items[0].quantity).toBe(5)
    expect(capped.messages[0].fields.ean).toBe('7890000010010')
  })

  it('rejects an index outside the cart', () => {
    rejects(() => updateItems(cart, [{ index: 5, quantity: 1 }], env), 'itemIndexOutOfRange', 400)
  })

  it('empties the cart', () => {
    const emptied = removeAllItems(cart, env)
    expect(emptied.items).toEqual([])
    expect(emptied.totalizers).toEqual([])
    expect(emptied.value).toBe(0)
  })
})

describe('coupons', () => {
  const env = fixtureEnv()
  const cart = addItems(empty(), [{ id: '1001', quantity: 1, seller: '1' }, { id: '2001', quantity: 2, seller: '1' }], env)

  it('BEMVINDO10 takes 10% off every item, as a negative Discounts totalizer', () => {
    const next = applyCoupon(cart, 'bemvindo10', env)
    expect(next.marketingData?.coupon).toBe('BEMVINDO10')
    expect(next.items.map((i) => i.sellingPrice)).toEqual([17991, 4499])
    expect(total(next, 'Discounts')).toBe(-(1999 + 2 * 500))
    expect(next.value).toBe(19990 + 2 * 4999 - (1999 + 1000))
    expect(next.items[0].priceTags[0]).toMatchObject({ value: -1999, identifier: 'BEMVINDO10' })
  })

  it('CORRIDA20 only discounts items of the Corrida sport', () => {
    const next = applyCoupon(cart, 'CORRIDA20', env)
    expect(next.items.map((i) => i.sellingPrice)).toEqual([15992, 4999])
  })

  it('FRETEGRATIS zeroes delivery prices, shown as a discount of the shipping', () => {
    const withCep = setShippingData(cart, { selectedAddresses: [{ postalCode: '01310-100' }] }, env)
    const shipping = total(withCep, 'Shipping') as number
    expect(shipping).toBeGreaterThan(0)
    const free = applyCoupon(withCep, 'FRETEGRATIS', env)
    expect(total(free, 'Shipping')).toBe(shipping)
    expect(total(free, 'Discounts')).toBe(-shipping)
    expect(free.value).toBe(total(free, 'Items'))
  })

  it('an unknown code keeps the current coupon and leaves couponNotFound; empty text removes it', () => {
    const applied = applyCoupon(cart, 'BEMVINDO10', env)
    const wrong = applyCoupon(applied, 'NOPE', env)
    expect(wrong.marketingData?.coupon).toBe('BEMVINDO10')
    expect(wrong.messages).toEqual([expect.objectContaining({ code: 'couponNotFound', status: 'error' })])
    const removed = applyCoupon(wrong, '', env)
    expect(removed.marketingData?.coupon).toBeUndefined()
    expect(total(removed, 'Discounts')).toBeUndefined()
  })
})

describe('messages', () => {
  it('are kept until cleared and not repeated', () => {
    const env = fixtureEnv()
    let cart = applyCoupon(empty(), 'X', env)
    cart = applyCoupon(cart, 'X', env)
    cart = addItems(cart, [{ id: '1001', quantity: 1, seller: '1' }], env)
    expect(cart.messages).toHaveLength(1)
    expect(clearMessages(cart).messages).toEqual([])
  })
})

describe('shipping data', () => {
  const env = fixtureEnv()
  const cart = addItems(empty(), [{ id: '1001', quantity: 1, seller: '1' }, { id: '2001', quantity: 1, seller: '1' }], env)

  it("fills the state from the CEP's range (the city is the shopper's to type) and selects Normal by default", () => {
    const next = setShippingData(cart, { selectedAddresses: [{ postalCode: '20040020' }] }, env)
    expect(next.shippingData.address).toMatchObject({ postalCode: '20040-020', city: '', street: '', state: 'RJ', country: 'BRA' })
    expect(next.shippingData.logisticsInfo).toHaveLength(2)
    const [first] = next.shippingData.logisticsInfo
    expect(first.selectedSla).toBe('Normal')
    expect(first.slas.map((s) => s.name)).toEqual(['Normal', 'Expressa', 'Retirada em loja'])
    expect(next.shippingData.pickupPoints?.[0].id).toBe('1_RJ01')
    // Normal RJ: 1690 + 190 for the second unit, split over the two lines.
    expect(total(next, 'Shipping')).toBe(1690 + 190)
    expect(next.value).toBe(19990 + 4999 + 1880)
  })

  it('selects a delivery option per item, and keeps it when items change', () => {
    const withCep = setShippingData(cart, { selectedAddresses: [{ postalCode: '01310-100' }] }, env)
    const express = setShippingData(
      withCep,
      { selectedAddresses: [], logisticsInfo: [{ itemIndex: 0, selectedSla: 'Expressa' }, { itemIndex: 1, selectedSla: 'Retirada em loja (1_SP01)' }] },
      env,
    )
    expect(express.shippingData.logisticsInfo.map((l) => [l.selectedSla, l.selectedDeliveryChannel])).toEqual([
      ['Expressa', 'delivery'],
      ['Retirada em loja (1_SP01)', 'pickup-in-point'],
    ])
    const more = updateItems(express, [{ index: 0, quantity: 2 }], env)
    expect(more.shippingData.logisticsInfo[0].selectedSla).toBe('Expressa')
    rejects(() => setShippingData(withCep, { selectedAddresses: [], logisticsInfo: [{ itemIndex: 0, selectedSla: 'Teleporte' }] }, env), 'slaNotAvailable', 400)
  })

  it('packs per seller; marketplace packages cannot be collected in the stores', () => {
    const mixed = fixtureEnv({ '2001/2': 10 })
    const twoSellers = addItems(empty(), [{ id: '1001', quantity: 1, seller: '1' }, { id: '2001', quantity: 2, seller: '2' }], mixed)
    const next = setShippingData(twoSellers, { selectedAddresses: [{ postalCode: '01310-100' }] }, mixed)
    const [own, marketplace] = next.shippingData.logisticsInfo
    expect(own.slas.map((s) => s.deliveryChannel)).toEqual(['delivery', 'delivery', 'pickup-in-point', 'pickup-in-point'])
    expect(marketplace.slas.map((s) => s.id)).toEqual(['Normal', 'Expressa'])
    expect(marketplace.deliveryChannels).toEqual([{ id: 'delivery' }])
    // Two packages: SP Normal 1290 for one unit, 1290 + 150 for two.
    expect(own.slas[0].price).toBe(1290)
    expect(marketplace.slas[0].price).toBe(1440)
    expect(total(next, 'Shipping')).toBe(1290 + 1440)
  })

  it('refuses an unknown CEP, or clears the address when asked to', () => {
    const withCep = setShippingData(cart, { selectedAddresses: [{ postalCode: '01310-100' }] }, env)
    rejects(() => setShippingData(withCep, { selectedAddresses: [{ postalCode: '00000-001' }] }, env), 'postalCodeNotFound', 400)
    const cleared = setShippingData(withCep, { selectedAddresses: [{ postalCode: '00000001' }], clearAddressIfPostalCodeNotFound: true }, env)
    expect(cleared.shippingData.address).toBeNull()
    expect(total(cleared, 'Shipping')).toBeUndefined()
    expect(cleared.messages[0].code).toBe('postalCodeNotFound')
  })

  it("takes a typed address for a CEP with no street record, and refuses a state other than the CEP's", () => {
    const typed = { postalCode: '69005-010', street: 'Rua Guilherme Moreira', number: '12', neighborhood: 'Centro', city: 'Manaus' }
    const next = setShippingData(cart, { selectedAddresses: [{ ...typed, state: 'am' }] }, env)
    expect(next.shippingData.address).toMatchObject({ ...typed, state: 'AM' })
    expect(next.shippingData.logisticsInfo[0].slas.map((sla) => sla.id)).toEqual(['Normal', 'Expressa'])
    rejects(() => setShippingData(cart, { selectedAddresses: [{ ...typed, state: 'SP' }] }, env), 'invalidState', 400)
  })
})

describe('client data', () => {
  it('attaches a full profile with a valid CPF, and the email alone for the guest check', () => {
    const env = fixtureEnv()
    const full = setClientProfile(
      empty(),
      {
        email: 'Ana@Example.com',
        firstName: 'Ana',
        lastName: 'Silva',
        documentType: 'cpf',
        document: '529.982.247-25',
        phone: '+5511999990000',
      },
      env,
      null,
    )
    expect(full.clientProfileData).toMatchObject({ email: 'ana@example.com', firstName: 'Ana', document: '52998224725', documentType: 'cpf' })
    expect(setClientProfile(full, { email: 'ana@example.com' }, env, null).clientProfileData?.firstName).toBe('Ana')
    expect(setClientProfile(full, { email: 'bia@example.com' }, env, null).clientProfileData).toMatchObject({ email: 'bia@example.com', firstName: null })
    rejects(() => setClientProfile(empty(), { email: 'a@b.co', firstName: 'A', lastName: 'B', documentType: 'cpf', document: '11111111111' }, env, null), 'invalidDocument', 400)
  })

  it("refuses a profile with the field's message the checkout form shows (one text per field)", () => {
    const env = fixtureEnv()
    const guest = { email: 'a@b.co', firstName: 'Ana', lastName: 'Silva', documentType: 'cpf', document: '529.982.247-25', phone: '(11) 98765-4321' }
    const messageOf = (input: Parameters<typeof setClientProfile>[1]): string => {
      try {
        setClientProfile(empty(), input, env, null)
      } catch (error) {
        return (error as CheckoutRuleError).message
      }
      throw new Error('expected a refusal')
    }
    expect(messageOf({ ...guest, firstName: ' ' })).toBe(PROFILE_FIELD_MESSAGES.firstName)
    expect(messageOf({ ...guest, lastName: '' })).toBe(PROFILE_FIELD_MESSAGES.lastName)
    expect(messageOf({ ...guest, document: '111.111.111-11' })).toBe(PROFILE_FIELD_MESSAGES.document)
    expect(messageOf({ ...guest, phone: '1234' })).toBe(PROFILE_FIELD_MESSAGES.phone)
    expect(messageOf({ ...guest, isCorporate: true, corporateDocument: '11.222.333/0001-81' })).toBe(PROFILE_FIELD_MESSAGES.corporateName)
    expect(messageOf({ ...guest, isCorporate: true, corporateName: 'ACME', corporateDocument: '11.222.333/0001-82' })).toBe(PROFILE_FIELD_MESSAGES.corporateDocument)
  })

  it('validates CPF and CNPJ check digits', () => {
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf('52998224724')).toBe(false)
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('11222333000182')).toBe(false)
  })

  it('sets preferences and marketing data (the coupon stays)', () => {
    expect(setClientPreferences(empty(), { optinNewsLetter: true }).clientPreferencesData).toEqual({ locale: 'pt-BR', optinNewsLetter: true })
    const env = fixtureEnv()
    const withCoupon = applyCoupon(empty(), 'BEMVINDO10', env)
    const marketing = setMarketingData(withCoupon, { utmSource: 'awin', marketingTags: ['a'] })
    expect(marketing.marketingData).toEqual({ utmSource: 'awin', marketingTags: ['a'], coupon: 'BEMVINDO10' })
  })

  it('merges and replaces custom app fields; an app without fields goes away', () => {
    let cart = setCustomData(empty(), 'tracking', { awc: '123', fbp: 'x' }, 'merge')
    cart = setCustomData(cart, 'tracking', { fbc: 'y', fbp: null }, 'merge')
    expect(cart.customData?.customApps).toEqual([{ id: 'tracking', major: 1, fields: { awc: '123', fbc: 'y' } }])
    cart = setCustomData(cart, 'insurance', { data: '{}' }, 'replace')
    cart = setCustomData(cart, 'tracking', { only: '1' }, 'replace')
    expect(cart.customData?.customApps.find((a) => a.id === 'tracking')?.fields).toEqual({ only: '1' })
    cart = setCustomData(setCustomData(cart, 'insurance', {}, 'replace'), 'tracking', {}, 'replace')
    expect(cart.customData).toBeNull()
  })

  it('changeToAnonymousUser drops profile and address but keeps items', () => {
    const env = fixtureEnv()
    let cart = addItems(empty(), [{ id: '1001', quantity: 1, seller: '1' }], env)
    cart = setShippingData(cart, { selectedAddresses: [{ postalCode: '01310-100' }] }, env)
    cart = setClientProfile(cart, { email: 'a@b.co' }, env, null)
    const anonymous = changeToAnonymousUser(cart, env)
    expect(anonymous.clientProfileData).toBeNull()
    expect(anonymous.shippingData.address).toBeNull()
    expect(anonymous.items).toHaveLength(1)
    expect(anonymous.totalizers.map((t) => t.id)).toEqual(['Items'])
  })
})

describe('simulation', () => {
  it('gives delivery options for a CEP without changing the cart', () => {
    const env = fixtureEnv()
    const cart = addItems(empty(), [{ id: '1001', quantity: 1, seller: '1' }], env)
    const result = simulateOrderForm(cart, '80010-000', env)
    expect(result.postalCode).toBe('80010-000')
    expect(result.logisticsInfo[0].slas.map((s) => s.id)).toEqual([
      'Normal',
      'Expressa',
      'Retirada em loja (1_CWB01)',
    ])
    expect(result.pickupPoints).toHaveLength(1)
    expect(result.totals.find((t) => t.id === 'Shipping')?.value).toBe(1890)
    expect(cart.shippingData.address).toBeNull()
    rejects(() => simulateOrderForm(cart, '123', env), 'postalCodeNotFound', 400)
  })
})
