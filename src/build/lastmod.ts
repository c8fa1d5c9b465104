/**
 * When each page's data last changed, for the sitemap's lastmod: the build
 * keeps, per page, a digest of what the page shows (its context and the
 * digests of the products it lists) and the date that digest was first seen.
 * A page whose data is unchanged keeps its date from build to build.
 */
import type { Digest } from './versions'

export interface DatedDigest {
  digest: string
  /** ISO date the digest was first seen. */
  since: string
}

export type VersionDates = Record<string, DatedDigest>

/** The dates after a build: unchanged digests keep their date, new or changed ones get `now`; gone keys are dropped. */
export function updateVersionDates(previous: Readonly<VersionDates>, current: Readonly<Record<string, string>>, now: string): VersionDates {
  const next: VersionDates = {}
  for (const [key, digest] of Object.entries(current)) {
    const known = previous[key]
    next[key] = known && known.digest === digest ? known : { digest, since: now }
  }
  return next
}

/** Context keys under which pages name the products they show (the templates' query variables). */
const PRODUCT_ID_KEYS = ['productId', 'productIds', 'shelfProductIds'] as const

export function productIdsOf(context: unknown): string[] {
  if (!context || typeof context !== 'object') return []
  const record = context as Record<string, unknown>
  return PRODUCT_ID_KEYS.flatMap((key) => {
    const value = record[key]
    if (typeof value === 'string') return [value]
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  })
}

/** The digest of what a page shows: its context and the versions of its products. */
export function pageDigest(context: unknown, productDigest: (productId: string) => string | undefined, digest: Digest): string {
  return digest({ context: context ?? null, products: productIdsOf(context).map((id) => productDigest(id) ?? null) })
}
