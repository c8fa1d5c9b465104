import { scriptSafeJson } from '../../lib/script-json'
import type { ListingSeed } from './seed'

/**
 * The results page's seed travels in the HTML the server renders: a JSON
 * script element outside the React root, read once by the page's first
 * render in the browser (which then matches the server's markup).
 */
export const SEARCH_SEED_ELEMENT_ID = 'search-seed'

/** The attribute of the element whose content the server replaces with rendered results. */
export { SEARCH_RESULTS_SLOT, SEARCH_RESULTS_SLOT_ATTRIBUTE } from '../../contracts/server-regions'

/** The script element carrying a seed. */
export function searchSeedScript(seed: ListingSeed): string {
  return `<script type="application/json" id="${SEARCH_SEED_ELEMENT_ID}">${scriptSafeJson(seed)}</script>`
}

function isSeed(value: unknown): value is ListingSeed {
  if (!value || typeof value !== 'object') return false
  const seed = value as Partial<ListingSeed>
  return (
    typeof seed.query === 'string' &&
    Array.isArray(seed.pages) &&
    seed.pages.every(
      (entry) =>
        !!entry &&
        typeof entry.page === 'number' &&
        !!entry.result &&
        Array.isArray(entry.result.products) &&
        typeof entry.result.total === 'number' &&
        Array.isArray(entry.result.facets),
    )
  )
}

/** The seed the server put in this document, if any and well-formed (null outside a browser). */
export function readSearchSeed(doc: Pick<Document, 'getElementById'> | null = typeof document === 'undefined' ? null : document): ListingSeed | null {
  const text = doc?.getElementById(SEARCH_SEED_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return isSeed(value) ? value : null
  } catch {
    return null
  }
}
