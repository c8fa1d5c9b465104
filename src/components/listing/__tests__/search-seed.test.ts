import { scriptSafeJson } from '../../../lib/script-json'
import { readSearchSeed, searchSeedScript, SEARCH_SEED_ELEMENT_ID } from '../search-seed'
import { listingSeed, seededPage, type ListingSeed } from '../seed'
import type { ListingResultPage } from '../../../lib/listing/types'

const page: ListingResultPage = { products: [], total: 37, facets: [] }
const state = { term: 'bola', selectedFacets: [{ key: 'brand', value: 'golaco' }], sort: 'price_asc' as const }

/** A document holding what the server wrote (the script element's text as the browser parses it). */
function documentWith(script: string | null) {
  const text = script === null ? null : script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
  return { getElementById: (id: string) => (id === SEARCH_SEED_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) }
}

describe('the results page seed', () => {
  it('travels in a script element and comes back equal', () => {
    const seed = listingSeed(state, 2, page)
    expect(readSearchSeed(documentWith(searchSeedScript(seed)))).toEqual(seed)
  })

  it('cannot close its script element or break out of it, whatever the term', () => {
    const hostile: ListingSeed = { query: '["</script><script>alert(1)</script>&\u2028"]', pages: [{ page: 0, result: page }] }
    const script = searchSeedScript(hostile)
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(script).not.toContain('\u2028')
    expect(JSON.parse(scriptSafeJson(hostile))).toEqual(hostile)
    expect(readSearchSeed(documentWith(script))).toEqual(hostile)
  })

  it('is null when absent, malformed or of another shape', () => {
    expect(readSearchSeed(documentWith(null))).toBeNull()
    expect(readSearchSeed(documentWith('<script>{not json</script>'))).toBeNull()
    expect(readSearchSeed(documentWith('<script>{"query":"x","pages":[{"page":0}]}</script>'))).toBeNull()
    expect(readSearchSeed(null)).toBeNull()
  })

  it('answers only its own query and page', () => {
    const seed = listingSeed(state, 1, page)
    expect(seededPage(seed, seed.query, 1)).toBe(page)
    expect(seededPage(seed, seed.query, 0)).toBeUndefined()
    expect(seededPage(seed, listingSeed({ ...state, sort: 'price_desc' }, 1, page).query, 1)).toBeUndefined()
    expect(seededPage(null, seed.query, 1)).toBeUndefined()
  })
})
