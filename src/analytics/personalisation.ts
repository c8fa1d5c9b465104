import type { PersonalisationIds } from '../commerce/personalisation'
import type { DeviceInfo } from './device'
import type { DataLayerPageType } from './types'

/**
 * The personalisation provider's collect API (EU endpoint,
 * api-key header, JSON): engagement, event and pageview. Payloads are built
 * by pure functions; the client is inert (sends nothing, resolves nothing)
 * without an API key.
 */

/** The provider's EU collect endpoint, used when GATSBY_DY_COLLECT_URL is not set. */
export const DY_EU_COLLECT_URL = 'https://direct-collect.dy-api.eu/v2/collect/user'
export const DY_API_KEY_HEADER = 'DY-API-Key'
export const DY_CHANNEL = 'WEB'
export const DY_LOCALE = 'pt-BR'
export const DY_ADD_TO_CART_TYPE = 'add-to-cart-v1'
export const DY_ADD_TO_CART_NAME = 'Add to Cart'

export type DyPageType = 'HOMEPAGE' | 'CATEGORY' | 'PRODUCT' | 'CART' | 'OTHER'

export interface DyUser {
  active_consent_accepted: boolean
  dyid_server: string
  dyid: string
}

export interface DyEngagement {
  type: 'CLICK' | 'IMP' | 'SLOT_CLICK' | 'SLOT_IMP'
  decisionId?: string
  variations?: number[]
  slotId?: string
}

export interface DyEvent {
  name: string
  properties: Record<string, unknown> & { dyType?: string }
}

export interface DyPage {
  type: DyPageType
  data: string[]
  location: string
  referrer: string
}

export interface DyEngagementPayload {
  user: DyUser
  session: { dy: string }
  context: { channel: typeof DY_CHANNEL }
  engagements: DyEngagement[]
}

export interface DyEventPayload {
  user: DyUser
  session: { dy: string }
  context: { channel: typeof DY_CHANNEL }
  events: DyEvent[]
}

export interface DyPageviewPayload {
  user: DyUser
  session: { dy: string }
  context: {
    page: DyPage & { locale: typeof DY_LOCALE }
    device: { userAgent: string; ip: string }
    channel: typeof DY_CHANNEL
  }
  options: { isImplicitClientData: true }
}

const hasAllIds = (ids: PersonalisationIds): boolean => !!ids.dyid && !!ids.dyidServer && !!ids.dySession

const userOf = (ids: PersonalisationIds, consent: boolean): DyUser => ({
  active_consent_accepted: consent,
  dyid_server: ids.dyidServer,
  dyid: ids.dyid,
})

/** POST /engagement body: user, session, context (channel WEB), engagements. */
export function engagementPayload(ids: PersonalisationIds, engagements: DyEngagement[], consent: boolean): DyEngagementPayload {
  return { user: userOf(ids, consent), session: { dy: ids.dySession }, context: { channel: DY_CHANNEL }, engagements }
}

/** POST /event body: user, session, context, events; null (skipped) when any id is missing. */
export function eventPayload(ids: PersonalisationIds, events: DyEvent[], consent: boolean): DyEventPayload | null {
  if (!hasAllIds(ids)) return null
  return { user: userOf(ids, consent), session: { dy: ids.dySession }, context: { channel: DY_CHANNEL }, events }
}

/** POST /pageview body; null (skipped) outside production or when any id is missing. */
export function pageviewPayload(
  ids: PersonalisationIds,
  page: DyPage,
  device: Pick<DeviceInfo, 'userAgent' | 'ip'>,
  { consent, production }: { consent: boolean; production: boolean },
): DyPageviewPayload | null {
  if (!production || !hasAllIds(ids)) return null
  return {
    user: userOf(ids, consent),
    session: { dy: ids.dySession },
    context: {
      page: { ...page, locale: DY_LOCALE },
      device: { userAgent: device.userAgent, ip: device.ip },
      channel: DY_CHANNEL,
    },
    options: { isImplicitClientData: true },
  }
}

export interface DyCartLine {
  productId: string
  quantity: number
  /** BRL. */
  itemPrice: number
}

/**
 * The Add To Cart event: quantity, currency BRL, productId,
 * dyType add-to-cart-v1, value (BRL) and the whole cart after the addition.
 */
export function addToCartDyEvent({
  productId,
  quantity,
  value,
  cart,
}: {
  productId: string
  quantity: number
  value: number
  cart: DyCartLine[]
}): DyEvent {
  return {
    name: DY_ADD_TO_CART_NAME,
    properties: { dyType: DY_ADD_TO_CART_TYPE, value, currency: 'BRL', productId, quantity, cart },
  }
}

/** The provider's page type and data for a data-layer page type (product pages are sent by view_item, with the SKU). */
export function dyPage(pageType: DataLayerPageType, { location, referrer, data = [] }: { location: string; referrer: string; data?: string[] }): DyPage {
  const type: DyPageType =
    pageType === 'home'
      ? 'HOMEPAGE'
      : pageType === 'cart'
        ? 'CART'
        : pageType === 'product page' || pageType === 'kit look'
          ? 'PRODUCT'
          : pageType === 'department' || pageType === 'listing'
            ? 'CATEGORY'
            : 'OTHER'
  return { type, data, location, referrer }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface PersonalisationClientOptions {
  /** GATSBY_DY_API_KEY; empty = inert. */
  apiKey: string
  /** GATSBY_DY_COLLECT_URL; empty = the EU endpoint. */
  collectUrl?: string
  /** Pageviews are sent only in production. */
  production: boolean
  /** The visitor's ids (the cookies when both exist, else GET /api/getDynamicYieldCookies). */
  ids: () => Promise<PersonalisationIds>
  /**
   * The personalisation purpose's consent: without it nothing is sent and the
   * ids are not looked up (no cookie is written); with it, active_consent_accepted.
   */
  consent: () => boolean
  fetch?: FetchLike
  log?: (message: string, error?: unknown) => void
}

/**
 * The provider's client. Every call resolves to whether a request was sent;
 * without an API key, or without the shopper's consent to personalisation,
 * nothing is sent and the ids are not even looked up.
 * Failures are only logged.
 */
export function createPersonalisationClient(options: PersonalisationClientOptions) {
  const enabled = options.apiKey.trim() !== ''
  const base = (options.collectUrl?.trim() || DY_EU_COLLECT_URL).replace(/\/+$/, '')
  const log = options.log ?? ((message, error) => console.error(`[personalisation] ${message}`, error))

  async function post(path: string, body: unknown): Promise<boolean> {
    const fetchImpl = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init))
    try {
      const response = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: { [DY_API_KEY_HEADER]: options.apiKey, 'Content-Type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      })
      if (!response.ok) log(`${path} answered ${response.status}`)
      return true
    } catch (error) {
      log(`${path} failed`, error)
      return false
    }
  }

  async function withIds<T>(build: (ids: PersonalisationIds) => T | null, path: string): Promise<boolean> {
    if (!enabled || !options.consent()) return false
    let ids: PersonalisationIds
    try {
      ids = await options.ids()
    } catch (error) {
      log('ids failed', error)
      return false
    }
    const body = build(ids)
    return body === null ? false : post(path, body)
  }

  return {
    enabled,
    engagement: (engagements: DyEngagement[]) => withIds((ids) => engagementPayload(ids, engagements, options.consent()), '/engagement'),
    event: (events: DyEvent[]) => withIds((ids) => eventPayload(ids, events, options.consent()), '/event'),
    /** `device` is asked for only when a pageview will be sent (it may look up the IP). */
    async pageview(page: DyPage, device: () => Promise<Pick<DeviceInfo, 'userAgent' | 'ip'>>): Promise<boolean> {
      if (!enabled || !options.production || !options.consent()) return false
      let info: Pick<DeviceInfo, 'userAgent' | 'ip'>
      try {
        info = await device()
      } catch (error) {
        log('device info failed', error)
        return false
      }
      return withIds((ids) => pageviewPayload(ids, page, info, { consent: options.consent(), production: options.production }), '/pageview')
    },
  }
}

export type PersonalisationClient = ReturnType<typeof createPersonalisationClient>
