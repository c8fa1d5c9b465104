/**
 * Country stores of the footer's selector, grouped by region, and the rule
 * that picks the shopper's current country from the browser time zone
 * (the footer's country store selector).
 */

export interface CountryStore {
  /** ISO 3166-1 alpha-2 code. */
  code: string
  name: string
  /** Address of the country's store; this store is '/'. */
  href: string
}

export interface CountryRegion {
  region: string
  countries: CountryStore[]
}

/** This storefront's country (Brazil: BRA). */
export const HOME_COUNTRY = 'BR'

export const COUNTRY_REGIONS: readonly CountryRegion[] = [
  {
    region: 'América do Sul',
    countries: [
      { code: 'BR', name: 'Brasil', href: '/' },
      { code: 'AR', name: 'Argentina', href: 'https://www.arenaesportes.com.ar' },
      { code: 'CL', name: 'Chile', href: 'https://www.arenaesportes.cl' },
      { code: 'CO', name: 'Colômbia', href: 'https://www.arenaesportes.com.co' },
      { code: 'PE', name: 'Peru', href: 'https://www.arenaesportes.com.pe' },
      { code: 'UY', name: 'Uruguai', href: 'https://www.arenaesportes.com.uy' },
    ],
  },
  {
    region: 'América do Norte',
    countries: [
      { code: 'CA', name: 'Canadá', href: 'https://www.arenaesportes.ca' },
      { code: 'US', name: 'Estados Unidos', href: 'https://www.arenaesportes.us' },
      { code: 'MX', name: 'México', href: 'https://www.arenaesportes.com.mx' },
    ],
  },
  {
    region: 'Europa',
    countries: [
      { code: 'DE', name: 'Alemanha', href: 'https://www.arenaesportes.de' },
      { code: 'ES', name: 'Espanha', href: 'https://www.arenaesportes.es' },
      { code: 'FR', name: 'França', href: 'https://www.arenaesportes.fr' },
      { code: 'IT', name: 'Itália', href: 'https://www.arenaesportes.it' },
      { code: 'PT', name: 'Portugal', href: 'https://www.arenaesportes.pt' },
      { code: 'GB', name: 'Reino Unido', href: 'https://www.arenaesportes.co.uk' },
    ],
  },
  {
    region: 'Ásia e Oceania',
    countries: [
      { code: 'AU', name: 'Austrália', href: 'https://www.arenaesportes.com.au' },
      { code: 'JP', name: 'Japão', href: 'https://www.arenaesportes.jp' },
    ],
  },
]

/** IANA time zones of each country (the zones of Brazil are all listed; Argentina's share a prefix). */
const TIME_ZONES: Readonly<Record<string, readonly string[]>> = {
  BR: [
    'America/Sao_Paulo', 'America/Bahia', 'America/Fortaleza', 'America/Recife', 'America/Maceio', 'America/Belem',
    'America/Araguaina', 'America/Santarem', 'America/Manaus', 'America/Cuiaba', 'America/Campo_Grande',
    'America/Porto_Velho', 'America/Boa_Vista', 'America/Rio_Branco', 'America/Eirunepe', 'America/Noronha',
    'Brazil/East', 'Brazil/West', 'Brazil/Acre', 'Brazil/DeNoronha',
  ],
  AR: ['America/Buenos_Aires', 'America/Cordoba', 'America/Mendoza', 'America/Argentina/'],
  CL: ['America/Santiago', 'America/Punta_Arenas', 'Pacific/Easter', 'Chile/'],
  CO: ['America/Bogota'],
  PE: ['America/Lima'],
  UY: ['America/Montevideo'],
  CA: ['America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Halifax', 'America/St_Johns', 'America/Regina', 'Canada/'],
  US: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix', 'America/Anchorage', 'America/Detroit', 'America/Indiana/', 'America/Kentucky/', 'Pacific/Honolulu', 'US/'],
  MX: ['America/Mexico_City', 'America/Monterrey', 'America/Cancun', 'America/Tijuana', 'America/Merida', 'America/Chihuahua', 'Mexico/'],
  DE: ['Europe/Berlin'],
  ES: ['Europe/Madrid', 'Atlantic/Canary'],
  FR: ['Europe/Paris'],
  IT: ['Europe/Rome'],
  PT: ['Europe/Lisbon', 'Atlantic/Azores', 'Atlantic/Madeira', 'Portugal'],
  GB: ['Europe/London', 'GB'],
  AU: ['Australia/'],
  JP: ['Asia/Tokyo', 'Japan'],
}

/**
 * The country of a time zone among the listed stores, or null. Entries ending
 * in "/" match every zone under them (e.g. America/Argentina/Salta).
 */
export function countryFromTimeZone(timeZone: string | null | undefined): string | null {
  if (!timeZone) return null
  for (const [country, zones] of Object.entries(TIME_ZONES)) {
    if (zones.some((zone) => (zone.endsWith('/') ? timeZone.startsWith(zone) : timeZone === zone))) return country
  }
  return null
}

/** The browser's time zone (Intl), or null where it cannot be read. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null
  } catch {
    return null
  }
}

/** The current country: from the time zone when it names a listed store, else this store's country. */
export function currentCountry(timeZone: string | null | undefined = browserTimeZone()): CountryStore {
  const code = countryFromTimeZone(timeZone) ?? HOME_COUNTRY
  const all = COUNTRY_REGIONS.flatMap((region) => region.countries)
  return all.find((country) => country.code === code) ?? all[0]
}
