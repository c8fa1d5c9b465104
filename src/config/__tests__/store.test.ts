import { createStoreConfig, externalCheckoutAddress, externalCheckoutUrl, resolveVariant } from '../store'

describe('store configuration', () => {
  it('is Brazilian: pt-BR, BRL, BRA', () => {
    const config = createStoreConfig('consumer')
    expect(config.locale).toBe('pt-BR')
    expect(config.currency).toEqual({ code: 'BRL', symbol: 'R$', fractionDigits: 2 })
    expect(config.country).toBe('BRA')
  })

  it('uses sales channel 3 for consumers and 1 for business', () => {
    expect(createStoreConfig('consumer').salesChannel).toBe('3')
    expect(createStoreConfig('business').salesChannel).toBe('1')
  })

  it('hides the business-site link in business mode', () => {
    expect(createStoreConfig('consumer').addresses.businessSite).toMatch(/^https:/)
    expect(createStoreConfig('business').addresses.businessSite).toBeNull()
  })

  it('reads the variant name', () => {
    expect(resolveVariant('business')).toBe('business')
    expect(resolveVariant(undefined)).toBe('consumer')
    expect(resolveVariant('other')).toBe('consumer')
  })

  it('hands the cart to an external checkout: always in the business store, when configured for consumers', () => {
    expect(externalCheckoutUrl('abc123', createStoreConfig('consumer'))).toBeNull()
    expect(externalCheckoutUrl('abc 123', createStoreConfig('business'))).toBe('/checkout/?orderFormId=abc%20123')
    const saved = process.env.GATSBY_CHECKOUT_URL
    try {
      process.env.GATSBY_CHECKOUT_URL = ' https://seguro.arenaesportes.com.br/checkout/ '
      expect(externalCheckoutAddress()).toBe('https://seguro.arenaesportes.com.br/checkout')
      process.env.GATSBY_CHECKOUT_URL = ''
      expect(externalCheckoutAddress()).toBeNull()
    } finally {
      if (saved === undefined) delete process.env.GATSBY_CHECKOUT_URL
      else process.env.GATSBY_CHECKOUT_URL = saved
    }
  })
})
