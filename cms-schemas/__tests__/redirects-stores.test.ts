import { redirectsSchema } from '../redirects'
import { storesSchema } from '../stores'
import { clone, issuesOf } from './helpers'

const rule = {
  fromPath: '/live-shop',
  toPath: '/',
  statusCode: 301,
  isPermanent: true,
  ignoreCase: true,
  redirectInBrowser: true,
  force: true,
}

describe('redirectsSchema', () => {
  it('accepts permanent and temporary rules', () => {
    expect(issuesOf(redirectsSchema, { rules: [rule, { ...rule, fromPath: '/home', statusCode: 302, isPermanent: false }] })).toEqual([])
  })

  it('keeps statusCode and isPermanent consistent', () => {
    expect(issuesOf(redirectsSchema, { rules: [{ ...rule, statusCode: 302 }] })).toEqual([
      'rules.0.statusCode: must be 301 or 308 for a permanent redirect',
    ])
    expect(issuesOf(redirectsSchema, { rules: [{ ...rule, statusCode: 200 }] })[0]).toBe('rules.0.statusCode: must be one of 301, 302, 307, 308')
  })

  it('rejects relative paths, self redirects and case-insensitive duplicates', () => {
    expect(issuesOf(redirectsSchema, { rules: [{ ...rule, fromPath: 'live-shop' }] })[0]).toMatch(/^rules\.0\.fromPath: must be a site path/)
    expect(issuesOf(redirectsSchema, { rules: [{ ...rule, toPath: '/live-shop' }] })).toEqual(['rules.0.toPath: must differ from fromPath'])
    expect(issuesOf(redirectsSchema, { rules: [rule, { ...rule, fromPath: '/Live-Shop' }] })).toEqual([
      'rules.1.fromPath: duplicate fromPath "/live-shop" (already used at index 0)',
    ])
    expect(issuesOf(redirectsSchema, { rules: [{ ...rule, force: undefined }] })).toEqual(['rules.0.force: Required'])
  })
})

describe('storesSchema', () => {
  const store = {
    name: 'Arena Esportes Paulista',
    slug: 'sao-paulo-paulista',
    address: 'Av. Paulista, 1.230',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    cep: '01310-100',
    phone: '(11) 3288-4100',
    openingHours: [{ label: 'Segunda a sábado', days: ['seg', 'ter', 'qua', 'qui', 'sex', 'sab'], opens: '09:00', closes: '20:00' }],
    services: ['Retire na loja'],
    coordinates: { lat: -23.56, lng: -46.65 },
  }

  it('accepts a store', () => {
    expect(issuesOf(storesSchema, { stores: [store] })).toEqual([])
  })

  it('validates CEP, phone, state and hours with clear messages', () => {
    const bad = clone(store)
    bad.cep = '01310100'
    bad.phone = '11 3288-4100'
    bad.state = 'XX'
    bad.openingHours[0].closes = '08:00'
    expect(issuesOf(storesSchema, { stores: [bad] })).toEqual([
      'stores.0.state: must be a Brazilian state abbreviation (UF), e.g. "SP"',
      'stores.0.cep: must be a CEP formatted 00000-000',
      'stores.0.phone: must be a phone number formatted (11) 3333-4444 or (11) 93333-4444',
      'stores.0.openingHours.0.closes: must close after it opens',
    ])
  })

  it('rejects invalid times, days, coordinates outside Brazil and duplicate slugs', () => {
    const bad = clone(store)
    bad.openingHours[0].opens = '9h'
    bad.openingHours[0].days = ['monday']
    bad.coordinates.lng = 10
    expect(issuesOf(storesSchema, { stores: [bad] })).toEqual([
      'stores.0.openingHours.0.days.0: must be one of seg, ter, qua, qui, sex, sab, dom, feriados',
      'stores.0.openingHours.0.opens: must be a time HH:MM (24 h), e.g. "09:00"',
      'stores.0.coordinates.lng: must be a longitude within Brazil',
    ])
    expect(issuesOf(storesSchema, { stores: [store, store] })).toEqual([
      'stores.1.slug: duplicate slug "sao-paulo-paulista" (already used at index 0)',
    ])
  })
})
