import { clientProfile, orderForm, orderFormAddress, shippingData } from '../../../test-support/order-form'
import { abandonedDecision, resumeTarget } from '../abandoned'
import { needsGiftCardConfirm } from '../gift-card'
import { sellerMix } from '../seller-mix'
import { trackingFields, utmMarketingData } from '../tracking'

describe('seller mix', () => {
  it('classifies the cart by seller', () => {
    expect(sellerMix([{ seller: '1' }, { seller: '1' }])).toBe('retailer')
    expect(sellerMix([{ seller: 'lojadociclista' }])).toBe('marketplace')
    expect(sellerMix([{ seller: '1' }, { seller: 'mundofitness' }])).toBe('mixed')
    expect(sellerMix([])).toBeNull()
  })
})

describe('gift card rule', () => {
  it('asks before mixing the gift card with other products', () => {
    expect(needsGiftCardConfirm([], '11113')).toBe(false)
    expect(needsGiftCardConfirm([{ productId: '100001' }], '11113')).toBe(true)
    expect(needsGiftCardConfirm([{ productId: '11113' }], '100001')).toBe(true)
    expect(needsGiftCardConfirm([{ productId: '11113' }], '11113')).toBe(false)
    expect(needsGiftCardConfirm([{ productId: '100002' }], '100001')).toBe(false)
  })
})

describe('abandoned-payment reminder', () => {
  const base = { pathname: '/', featureFlag: true, dismissed: false, rearmAt: null, now: 1000, showing: false, cartEmpty: false }
  it('shows off /checkout with the flag and items', () => {
    expect(abandonedDecision(base)).toBe('show')
    expect(abandonedDecision({ ...base, pathname: '/checkout/cart' })).toBe('none')
    expect(abandonedDecision({ ...base, featureFlag: false })).toBe('none')
    expect(abandonedDecision({ ...base, dismissed: true })).toBe('none')
    expect(abandonedDecision({ ...base, rearmAt: 2000 })).toBe('none')
    expect(abandonedDecision({ ...base, rearmAt: 900 })).toBe('show')
    expect(abandonedDecision({ ...base, cartEmpty: true })).toBe('clear')
  })
  it('resumes at profile, shipping or payment', () => {
    const profile = clientProfile({ email: 'x@y.z' })
    expect(resumeTarget(orderForm({ orderFormId: 'a', clientProfileData: null, shippingData: shippingData() }))).toBe('/checkout/profile')
    expect(resumeTarget(orderForm({ orderFormId: 'a', clientProfileData: profile, shippingData: shippingData() }))).toBe('/checkout/shipping')
    expect(
      resumeTarget(orderForm({ orderFormId: 'a', clientProfileData: profile, shippingData: shippingData({ address: orderFormAddress({ postalCode: '01310-100' }) }) })),
    ).toContain('orderFormId=a&payment_recovery=true')
  })
})

describe('tracking', () => {
  it('adds click ids only when missing', () => {
    const params = new URLSearchParams('utm_source=awin&awc=123')
    expect(trackingFields({ params, cookies: { _fbp: 'fb.1', _ttp: 't' }, existing: { ttp: 'old' } })).toEqual({ awc: '123', fbp: 'fb.1' })
    expect(trackingFields({ params: new URLSearchParams('awc=123'), cookies: {}, existing: {} })).toEqual({})
  })
  it('reads utm marketing data', () => {
    expect(utmMarketingData(new URLSearchParams('utm_source=google&utm_medium=cpc'))).toMatchObject({ utmSource: 'google', utmMedium: 'cpc' })
    expect(utmMarketingData(new URLSearchParams('q=x'))).toBeNull()
  })
})
