import { homeSectionLabel } from '../../../cms-schemas/home-section-labels'
import { pageViewEvent } from '../events'
import { dataLayerPageType, normalizePath, pageUrlWithoutQuery, productAnalyticsPageType } from '../page-types'

describe('productAnalyticsPageType', () => {
  it.each([
    ['/', 'home'],
    ['/?utm_source=google', 'home'],
    ['/checkout/cart', 'cart'],
    ['/checkout/cart/', 'cart'],
    ['/account', 'customer profile'],
    ['/account/orders', 'customer profile'],
    ['/pesquisa?q=bola', 'listing'],
    ['/marcas', 'listing'],
    ['/collection/verao', 'listing'],
    ['/colecao/inverno', 'listing'],
    ['/chuteira-society-agility/p', 'product detail'],
    ['/chuteira-society-agility/p/', 'product detail'],
    ['/esportes/futebol', 'public'],
    ['/lojas', 'public'],
    ['/checkout/profile', 'public'],
    ['/accounting', 'public'],
    ['/mochila/kit', 'public'],
  ])('%s → %s', (path, type) => {
    expect(productAnalyticsPageType(path)).toBe(type)
  })

  it('accepts absolute addresses', () => {
    expect(productAnalyticsPageType('https://www.arenaesportes.com.br/tenis/p?skuId=1')).toBe('product detail')
  })
})

describe('dataLayerPageType', () => {
  it.each([
    ['/', 'home'],
    ['/404', '404'],
    ['/404/', '404'],
    ['/esportes/futebol', 'department'],
    ['/esportes/', 'department'],
    ['/checkout/cart', 'cart'],
    ['/checkout/profile', 'cart'],
    ['/pesquisa', 'search'],
    ['/pesquisa?q=bola', 'search'],
    ['/chuteira-society-agility/p', 'product page'],
    ['/look-praia/kit', 'kit look'],
    ['/futebol/chuteiras', 'listing'],
    ['/marcas', 'listing'],
    ['/pop', 'listing'],
    ['/esportesx', 'listing'],
  ])('%s → %s', (path, type) => {
    expect(dataLayerPageType(path)).toBe(type)
  })
})

describe('page address', () => {
  it('drops the query string and hash', () => {
    expect(pageUrlWithoutQuery('https://loja.test/pesquisa?q=bola&page=2#top')).toBe('https://loja.test/pesquisa')
    expect(pageUrlWithoutQuery('/p#x')).toBe('/p')
    expect(normalizePath('https://loja.test')).toBe('/')
    expect(normalizePath('/a/b//?x=1')).toBe('/a/b')
  })

  it('page_view carries both page types and the address without query', () => {
    const event = pageViewEvent(
      { pathname: '/pesquisa', search: '?q=bola', href: 'https://loja.test/pesquisa?q=bola' },
      { title: 'Busca', referrer: 'https://google.com/search?q=x', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' },
    )
    expect(event).toEqual({
      event: 'page_view',
      page_type: 'search',
      product_analytics_page_type: 'listing',
      page_path: '/pesquisa',
      page_location: 'https://loja.test/pesquisa',
      page_referrer: 'https://google.com/search',
      page_title: 'Busca',
      device_type: 'SMARTPHONE',
      browser: 'Safari',
    })
  })
})

describe('home banner labels', () => {
  it('maps every home section type to its analytics label', () => {
    expect(homeSectionLabel({ type: 'banners-carousel' })).toBe('Banners carousel')
    expect(homeSectionLabel({ type: 'pictos' })).toBe('Pictos')
    expect(homeSectionLabel({ type: 'sports' })).toBe('Encontre seu esporte')
    expect(homeSectionLabel({ type: 'secondary-banners' })).toBe('Banners secundários')
    expect(homeSectionLabel({ type: 'tertiary-banners' })).toBe('Banners terciários')
    expect(homeSectionLabel({ type: 'brands' })).toBe('Nossas marcas')
    expect(homeSectionLabel({ type: 'product-shelf', title: 'Mais vendidos' })).toBe('Mais vendidos')
  })
})
