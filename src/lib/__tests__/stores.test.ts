import type { Store } from '../../../cms-schemas'
import { groupByInitial, initialOf, splitBrands } from '../../components/physical-stores/brands'
import { storeDescription, storeJsonLd } from '../../components/physical-stores/seo'
import {
  formatDistance,
  formatTime,
  groupByRegion,
  matchesStoreQuery,
  nearbyStores,
  openStatus,
  openStatusText,
  phoneHref,
  storeFromNode,
  statesOf,
  storeLocality,
} from '../physical-stores'
import { STORE_HOURS, storeFixture } from '../../test-support/stores'

const hours = STORE_HOURS
const store = storeFixture

// São Paulo is UTC-3 all year (no daylight saving since 2019).
const at = (iso: string) => new Date(iso)

describe('openStatus', () => {
  it('is open inside a period and says when it closes', () => {
    const status = openStatus(hours, at('2025-03-12T15:00:00Z')) // Wednesday 12:00 in São Paulo
    expect(status).toEqual({ open: true, closes: '20:00' })
    expect(openStatusText(status)).toBe('Aberta agora · fecha às 20h')
  })

  it('opens later today before opening time', () => {
    const status = openStatus(hours, at('2025-03-12T10:30:00Z')) // Wednesday 07:30
    expect(openStatusText(status)).toBe('Fechada · abre hoje às 9h')
  })

  it('opens tomorrow after closing time, with Sunday hours on Sunday', () => {
    expect(openStatusText(openStatus(hours, at('2025-03-15T23:30:00Z')))).toBe('Fechada · abre amanhã às 10h') // Saturday 20:30
    expect(openStatus(hours, at('2025-03-16T14:00:00Z'))).toEqual({ open: true, closes: '16:00' }) // Sunday 11:00
  })

  it('names the day when the next opening is further away', () => {
    const weekdaysOnly: Store['openingHours'] = [{ label: 'Segunda a sexta', days: ['seg', 'ter', 'qua', 'qui', 'sex'], opens: '08:30', closes: '18:00' }]
    expect(openStatusText(openStatus(weekdaysOnly, at('2025-03-15T15:00:00Z')))).toBe('Fechada · abre segunda às 8h30') // Saturday
  })
})

describe('store helpers', () => {
  it('formats times, localities, phones and distances', () => {
    expect(formatTime('09:00')).toBe('9h')
    expect(formatTime('18:30')).toBe('18h30')
    expect(storeLocality(store({}))).toBe('Bela Vista, São Paulo - SP')
    expect(storeLocality(store({ district: undefined }))).toBe('São Paulo - SP')
    expect(phoneHref('(11) 3288-4100')).toBe('tel:+551132884100')
    expect(formatDistance(0.4)).toBe('menos de 1 km')
    expect(formatDistance(1234.4)).toBe('1.234 km')
  })

  it('groups stores by region in IBGE order, stores by state name then city', () => {
    const groups = groupByRegion([
      store({ slug: 'a', state: 'SP', city: 'São Paulo' }),
      store({ slug: 'b', state: 'RJ', city: 'Rio de Janeiro' }),
      store({ slug: 'c', state: 'SP', city: 'Campinas' }),
      store({ slug: 'd', state: 'PE', city: 'Recife' }),
    ])
    expect(groups.map((group) => group.name)).toEqual(['Nordeste', 'Sudeste'])
    expect(groups[1].stores.map((s) => s.slug)).toEqual(['b', 'c', 'a'])
    expect(statesOf([store({ state: 'SP' }), store({ state: 'BA' }), store({ state: 'SP' })])).toEqual(['BA', 'SP'])
  })

  it('searches by city, district, state name or CEP ignoring accents and case', () => {
    const paulista = store({})
    expect(matchesStoreQuery(paulista, 'sao paulo')).toBe(true)
    expect(matchesStoreQuery(paulista, 'BELA vista')).toBe(true)
    expect(matchesStoreQuery(paulista, '01310')).toBe(true)
    expect(matchesStoreQuery(paulista, '  ')).toBe(true)
    expect(matchesStoreQuery(paulista, 'curitiba')).toBe(false)
  })

  it('sorts nearby stores by distance, then those without coordinates (same state first)', () => {
    const origin = store({})
    const near = store({ slug: 'near', coordinates: { lat: -23.6236, lng: -46.7006 } })
    const far = store({ slug: 'far', state: 'RJ', coordinates: { lat: -23.0004, lng: -43.3659 } })
    const noCoordsOther = store({ slug: 'x-other', state: 'MG', coordinates: undefined })
    const noCoordsSame = store({ slug: 'y-same', name: 'Z', coordinates: undefined })
    const result = nearbyStores(origin, [origin, far, noCoordsOther, near, noCoordsSame], 4)
    expect(result.map((entry) => entry.store.slug)).toEqual(['near', 'far', 'y-same', 'x-other'])
    expect(result[0].distanceKm).toBeGreaterThan(5)
    expect(result[0].distanceKm).toBeLessThan(15)
    expect(result[2].distanceKm).toBeNull()
  })

  it('turns GraphQL nulls into absent fields', () => {
    const converted = storeFromNode({ ...store({}), district: null, image: null, coordinates: null })
    expect(converted).not.toHaveProperty('district')
    expect(converted).not.toHaveProperty('image')
    expect(converted).not.toHaveProperty('coordinates')
  })

  it('describes a store for search engines within 160 characters, with schema.org data', () => {
    const description = storeDescription(store({}))
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description).toContain('Av. Paulista')
    const data = storeJsonLd(store({ image: '/images/cms/lojas/sao-paulo-paulista.svg' }), 'https://www.arena.com.br/') as Record<string, unknown>
    expect(data['@type']).toBe('SportingGoodsStore')
    expect(data.url).toBe('https://www.arena.com.br/lojas/sao-paulo-paulista')
    expect(data.image).toBe('https://www.arena.com.br/images/cms/lojas/sao-paulo-paulista.svg')
    expect((data.openingHoursSpecification as Array<{ dayOfWeek: string[] }>)[1].dayOfWeek).toEqual(['Sunday'])
  })
})

describe('brand helpers', () => {
  const brands = [
    { name: 'Arena Pro', slug: 'arena-pro', own: true },
    { name: 'Rede Alta', slug: 'rede-alta', own: false },
    { name: 'Ônix', slug: 'onix', own: false },
    { name: 'Golaço', slug: 'golaco', own: false },
    { name: '2Rodas', slug: '2rodas', own: false },
  ]
  it('splits own brands (CMS order) from partners (A–Z)', () => {
    const { own, partners } = splitBrands(brands)
    expect(own.map((b) => b.slug)).toEqual(['arena-pro'])
    expect(partners.map((b) => b.slug)).toEqual(['2rodas', 'golaco', 'onix', 'rede-alta'])
  })
  it('groups by unaccented initial, symbols and digits last', () => {
    expect(initialOf('Ônix')).toBe('O')
    expect(groupByInitial(splitBrands(brands).partners).map((group) => group.letter)).toEqual(['G', 'O', 'R', '#'])
  })
})
