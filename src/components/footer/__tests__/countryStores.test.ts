import { COUNTRY_REGIONS, HOME_COUNTRY, countryFromTimeZone, currentCountry } from '../countryStores'

describe('time zone → country', () => {
  it.each([
    ['America/Sao_Paulo', 'BR'],
    ['America/Manaus', 'BR'],
    ['America/Noronha', 'BR'],
    ['America/Argentina/Buenos_Aires', 'AR'],
    ['America/Argentina/Salta', 'AR'],
    ['America/Santiago', 'CL'],
    ['America/Bogota', 'CO'],
    ['America/Montevideo', 'UY'],
    ['America/New_York', 'US'],
    ['America/Indiana/Indianapolis', 'US'],
    ['America/Mexico_City', 'MX'],
    ['Europe/Lisbon', 'PT'],
    ['Europe/Paris', 'FR'],
    ['Australia/Sydney', 'AU'],
  ])('%s is %s', (zone, country) => {
    expect(countryFromTimeZone(zone)).toBe(country)
  })

  it('returns null for unknown or missing zones', () => {
    expect(countryFromTimeZone('Africa/Lagos')).toBeNull()
    expect(countryFromTimeZone('')).toBeNull()
    expect(countryFromTimeZone(undefined)).toBeNull()
    // A prefix entry matches only whole segments.
    expect(countryFromTimeZone('America/Argentina')).toBeNull()
  })

  it('falls back to this store (Brasil) when the zone names no listed store', () => {
    expect(HOME_COUNTRY).toBe('BR')
    expect(currentCountry('Africa/Lagos')).toMatchObject({ code: 'BR', name: 'Brasil', href: '/' })
    expect(currentCountry('Europe/Madrid')).toMatchObject({ code: 'ES', name: 'Espanha' })
  })

  it('every country the rule can return is listed in a region', () => {
    const listed = new Set(COUNTRY_REGIONS.flatMap((r) => r.countries.map((c) => c.code)))
    for (const zone of ['America/Sao_Paulo', 'America/Lima', 'Canada/Eastern', 'Europe/London', 'Asia/Tokyo', 'Europe/Berlin', 'Europe/Rome']) {
      expect(listed.has(countryFromTimeZone(zone)!)).toBe(true)
    }
  })
})
