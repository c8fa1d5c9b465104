import { createStoreConfig, resolveVariant } from '../store'

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
})
