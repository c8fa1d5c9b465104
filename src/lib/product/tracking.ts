import type { MarketingData } from '../../contracts/checkout'

export { TRACKING_APP_ID } from '../../contracts/custom-apps'

export interface TrackingSources {
  /** The page address's query. */
  params: URLSearchParams
  /** Browser cookies by name. */
  cookies: Readonly<Record<string, string>>
  /** Fields the order form already holds for the tracking app. */
  existing: Readonly<Record<string, string>>
}

/**
 * Tracking fields to add: the Awin click id when utm_source is
 * awin, facebook fbc/fbp and tiktok ttp cookies, each only when not present yet.
 */
export function trackingFields({ params, cookies, existing }: TrackingSources): Record<string, string> {
  const found: Record<string, string | undefined> = {
    awc: params.get('utm_source')?.toLowerCase() === 'awin' ? params.get('awc') ?? undefined : undefined,
    fbc: cookies._fbc,
    fbp: cookies._fbp,
    ttp: cookies._ttp,
  }
  const fields: Record<string, string> = {}
  for (const [key, value] of Object.entries(found)) {
    if (value && !existing[key]) fields[key] = value
  }
  return fields
}

/** utm parameters of the address as order form marketing data; null without any. */
export function utmMarketingData(params: URLSearchParams): MarketingData | null {
  const utmSource = params.get('utm_source')
  const utmMedium = params.get('utm_medium')
  const utmCampaign = params.get('utm_campaign')
  if (!utmSource && !utmMedium && !utmCampaign) return null
  const marketingTags = params.getAll('marketingTags').filter(Boolean)
  return {
    utmSource: utmSource ?? undefined,
    utmMedium: utmMedium ?? undefined,
    utmCampaign: utmCampaign ?? undefined,
    marketingTags,
  }
}

/** Whether the order form already carries this marketing data. */
export function sameMarketingData(current: MarketingData | null | undefined, next: MarketingData): boolean {
  return (
    (current?.utmSource ?? null) === (next.utmSource ?? null) &&
    (current?.utmMedium ?? null) === (next.utmMedium ?? null) &&
    (current?.utmCampaign ?? null) === (next.utmCampaign ?? null)
  )
}
