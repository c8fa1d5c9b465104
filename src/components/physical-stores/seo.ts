import type { Store, WeekDay } from '../../../cms-schemas'
import { storeConfig } from '../../config/store'
import { storeLocality, storePath } from '../../lib/physical-stores'

const SEO_DESCRIPTION_MAX = 160

const SCHEMA_DAYS: Readonly<Record<Exclude<WeekDay, 'feriados'>, string>> = {
  seg: 'Monday', ter: 'Tuesday', qua: 'Wednesday', qui: 'Thursday', sex: 'Friday', sab: 'Saturday', dom: 'Sunday',
}

/** Meta description of a store page (at most 160 characters). */
export function storeDescription(store: Store): string {
  const services = store.services.slice(0, 3).join(', ').toLowerCase()
  const text = `${store.name}: ${store.address}, ${storeLocality(store)}. Telefone ${store.phone}. Horários, ${services} e mais.`
  return text.length > SEO_DESCRIPTION_MAX ? `${text.slice(0, SEO_DESCRIPTION_MAX - 1).trimEnd()}…` : text
}

/** schema.org SportingGoodsStore of a store page. */
export function storeJsonLd(store: Store, siteUrl: string): object {
  const base = siteUrl.replace(/\/+$/, '')
  return {
    '@context': 'https://schema.org',
    '@type': 'SportingGoodsStore',
    name: store.name,
    url: `${base}${storePath(store)}`,
    telephone: `+55 ${store.phone}`,
    ...(store.image ? { image: store.image.startsWith('/') ? `${base}${store.image}` : store.image } : {}),
    brand: { '@type': 'Brand', name: storeConfig.storeName },
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressLocality: store.city,
      addressRegion: store.state,
      postalCode: store.cep,
      addressCountry: 'BR',
    },
    ...(store.coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: store.coordinates.lat, longitude: store.coordinates.lng } } : {}),
    openingHoursSpecification: store.openingHours.map((period) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: period.days.filter((day): day is Exclude<WeekDay, 'feriados'> => day !== 'feriados').map((day) => SCHEMA_DAYS[day]),
      opens: period.opens,
      closes: period.closes,
    })),
  }
}
