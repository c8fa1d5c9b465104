/** Pure helpers of the store pages: addresses, grouping, distances and opening status. */
import type { OpeningHours, Store, WeekDay } from '../../cms-schemas'
import { formatDecimal } from '../config/number-format'

export interface NearbyStore {
  store: Store
  /** Straight-line distance in km, or null when either store has no coordinates. */
  distanceKm: number | null
}

/** Page context of /lojas/{slug}. */
export interface StorePageContext {
  store: Store
  nearby: NearbyStore[]
}

export const STORES_PATH = '/lojas'

export const storePath = (store: Pick<Store, 'slug'>): string => `${STORES_PATH}/${store.slug}`

/** Time zone the opening hours are read in (every store's local time is Brasília time). */
export const STORE_TIME_ZONE = 'America/Sao_Paulo'

export const STATE_NAMES: Readonly<Record<Store['state'], string>> = {
  AC: 'Acre', AL: 'Alagoas', AP: 'Amapá', AM: 'Amazonas', BA: 'Bahia', CE: 'Ceará', DF: 'Distrito Federal',
  ES: 'Espírito Santo', GO: 'Goiás', MA: 'Maranhão', MT: 'Mato Grosso', MS: 'Mato Grosso do Sul', MG: 'Minas Gerais',
  PA: 'Pará', PB: 'Paraíba', PR: 'Paraná', PE: 'Pernambuco', PI: 'Piauí', RJ: 'Rio de Janeiro', RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul', RO: 'Rondônia', RR: 'Roraima', SC: 'Santa Catarina', SP: 'São Paulo', SE: 'Sergipe', TO: 'Tocantins',
}

/** "Bela Vista, São Paulo - SP" */
export function storeLocality(store: Pick<Store, 'district' | 'city' | 'state'>): string {
  return `${store.district ? `${store.district}, ` : ''}${store.city} - ${store.state}`
}

/** "tel:+551132884100" for "(11) 3288-4100". */
export function phoneHref(phone: string): string {
  return `tel:+55${phone.replace(/\D/g, '')}`
}

export const REGIONS = [
  { id: 'norte', name: 'Norte', states: ['AC', 'AP', 'AM', 'PA', 'RO', 'RR', 'TO'] },
  { id: 'nordeste', name: 'Nordeste', states: ['AL', 'BA', 'CE', 'MA', 'PB', 'PE', 'PI', 'RN', 'SE'] },
  { id: 'centro-oeste', name: 'Centro-Oeste', states: ['DF', 'GO', 'MT', 'MS'] },
  { id: 'sudeste', name: 'Sudeste', states: ['ES', 'MG', 'RJ', 'SP'] },
  { id: 'sul', name: 'Sul', states: ['PR', 'RS', 'SC'] },
] as const satisfies ReadonlyArray<{ id: string; name: string; states: ReadonlyArray<Store['state']> }>

export interface RegionGroup {
  id: (typeof REGIONS)[number]['id']
  name: string
  stores: Store[]
}

const byStateThenCity = (a: Store, b: Store): number =>
  STATE_NAMES[a.state].localeCompare(STATE_NAMES[b.state], 'pt-BR') || a.city.localeCompare(b.city, 'pt-BR') || a.name.localeCompare(b.name, 'pt-BR')

/** Stores grouped by the regions of Brazil (IBGE order), stores by state name, city and name; empty regions left out. */
export function groupByRegion(stores: readonly Store[]): RegionGroup[] {
  return REGIONS.map((region) => ({
    id: region.id,
    name: region.name,
    stores: stores.filter((store) => (region.states as ReadonlyArray<Store['state']>).includes(store.state)).sort(byStateThenCity),
  })).filter((group) => group.stores.length > 0)
}

/** The states that have stores, alphabetically by name. */
export function statesOf(stores: readonly Store[]): Array<Store['state']> {
  return [...new Set(stores.map((store) => store.state))].sort((a, b) => STATE_NAMES[a].localeCompare(STATE_NAMES[b], 'pt-BR'))
}

/** Case- and accent-insensitive search over name, city, district, state and CEP. */
export function matchesStoreQuery(store: Store, query: string): boolean {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()
  const needle = fold(query.trim())
  if (!needle) return true
  const haystack = fold([store.name, store.city, store.district ?? '', store.state, STATE_NAMES[store.state], store.cep].join(' '))
  return needle.split(/\s+/).every((word) => haystack.includes(word))
}

const EARTH_RADIUS_KM = 6371

export function distanceKm(a: NonNullable<Store['coordinates']>, b: NonNullable<Store['coordinates']>): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/** The `count` stores closest to `store` (by coordinates; without them, same state first, then by name). */
export function nearbyStores(store: Store, all: readonly Store[], count: number): NearbyStore[] {
  return all
    .filter((other) => other.slug !== store.slug)
    .map((other) => ({
      store: other,
      distanceKm: store.coordinates && other.coordinates ? distanceKm(store.coordinates, other.coordinates) : null,
    }))
    .sort((a, b) => {
      if (a.distanceKm !== null && b.distanceKm !== null) return a.distanceKm - b.distanceKm
      if (a.distanceKm !== null) return -1
      if (b.distanceKm !== null) return 1
      const sameA = a.store.state === store.state ? 0 : 1
      const sameB = b.store.state === store.state ? 0 : 1
      return sameA - sameB || a.store.name.localeCompare(b.store.name, 'pt-BR')
    })
    .slice(0, count)
}

/** "12 km", "1.234 km" (rounded; under 1 km shows "menos de 1 km"). */
export function formatDistance(km: number): string {
  if (km < 1) return 'menos de 1 km'
  return `${formatDecimal(Math.round(km))} km`
}

const WEEK_ORDER: readonly Exclude<WeekDay, 'feriados'>[] = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab']
const DAY_NAMES: Readonly<Record<Exclude<WeekDay, 'feriados'>, string>> = {
  dom: 'domingo', seg: 'segunda', ter: 'terça', qua: 'quarta', qui: 'quinta', sex: 'sexta', sab: 'sábado',
}

/** "09:00" → "9h", "09:30" → "9h30". */
export function formatTime(time: string): string {
  const [hours, minutes] = time.split(':')
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`
}

/** Week day and "HH:MM" of an instant in the stores' time zone. */
export function localDayAndTime(now: Date, timeZone = STORE_TIME_ZONE): { day: Exclude<WeekDay, 'feriados'>; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now)
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? ''
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'))
  return { day: WEEK_ORDER[weekday < 0 ? 0 : weekday], time: `${get('hour')}:${get('minute')}` }
}

export type OpenStatus =
  | { open: true; closes: string }
  | { open: false; next: { inDays: number; day: Exclude<WeekDay, 'feriados'>; opens: string } | null }

/** Whether a store is open at `now` (holidays are not known here, so only week days count), and when it opens next. */
export function openStatus(hours: readonly OpeningHours[], now: Date, timeZone = STORE_TIME_ZONE): OpenStatus {
  const { day, time } = localDayAndTime(now, timeZone)
  const periodsOn = (weekDay: WeekDay) => hours.filter((period) => period.days.includes(weekDay)).sort((a, b) => a.opens.localeCompare(b.opens))
  const current = periodsOn(day).find((period) => period.opens <= time && time < period.closes)
  if (current) return { open: true, closes: current.closes }
  const today = WEEK_ORDER.indexOf(day)
  for (let inDays = 0; inDays < 7; inDays += 1) {
    const weekDay = WEEK_ORDER[(today + inDays) % 7]
    const next = periodsOn(weekDay).find((period) => inDays > 0 || period.opens > time)
    if (next) return { open: false, next: { inDays, day: weekDay, opens: next.opens } }
  }
  return { open: false, next: null }
}

/** "Aberta agora · fecha às 20h", "Fechada · abre amanhã às 9h". */
export function openStatusText(status: OpenStatus): string {
  if (status.open) return `Aberta agora · fecha às ${formatTime(status.closes)}`
  if (!status.next) return 'Fechada'
  const when = status.next.inDays === 0 ? 'hoje' : status.next.inDays === 1 ? 'amanhã' : DAY_NAMES[status.next.day]
  return `Fechada · abre ${when} às ${formatTime(status.next.opens)}`
}

/** A CmsStore node as GraphQL returns it (absent optional fields arrive as null). */
export type StoreNode = Omit<Store, 'district' | 'image' | 'coordinates'> & {
  district?: string | null
  image?: string | null
  coordinates?: Store['coordinates'] | null
}

/** A store from its GraphQL node: nulls become absent fields. */
export function storeFromNode({ district, image, coordinates, ...rest }: StoreNode): Store {
  return {
    ...rest,
    ...(district ? { district } : {}),
    ...(image ? { image } : {}),
    ...(coordinates ? { coordinates } : {}),
  }
}
