import type { Catalogue } from '../catalogue/model'
import { SearchEngine } from '../catalogue/search/engine'
import { parseFacetPath } from '../catalogue/search/facet-keys'
import { SearchIndex } from '../catalogue/search/search-index'
import type { CatalogueSource } from '../catalogue/source'
import type { ListingSearch } from '../lib/listing-search'
import { catalogueSourceFor } from '../server/catalogue-source'

/**
 * The catalogue of a build, read once from the catalogue source (the embedded
 * database the server runs on, or the platform) in sourceNodes, with one
 * search index over it for the listings and shelves computed at build time.
 */
export interface BuildCatalogue {
  catalogue: Catalogue
  index: SearchIndex
  engine: SearchEngine
}

let current: BuildCatalogue | null = null

/** Makes a catalogue the build's, with its search index. */
export function setBuildCatalogue(catalogue: Catalogue): BuildCatalogue {
  const index = new SearchIndex(catalogue)
  current = { catalogue, index, engine: new SearchEngine(index) }
  return current
}

/** Reads the catalogue from its source and indexes it; the build's other steps then use buildCatalogue(). */
export async function sourceBuildCatalogue(source: CatalogueSource = catalogueSourceFor()): Promise<BuildCatalogue> {
  return setBuildCatalogue(await source.load())
}

/** The catalogue sourced for this build. */
export function buildCatalogue(): BuildCatalogue {
  if (!current) throw new Error('The catalogue was not sourced (sourceBuildCatalogue runs in sourceNodes)')
  return current
}

/** Products of a listing (term, facets, sort), first page, as the search API would rank them. */
export function queryCatalogue(search: ListingSearch, count: number): { productIds: string[]; total: number } {
  const { index, engine } = buildCatalogue()
  const selected = parseFacetPath(search.facets.map(({ key, value }) => `${key}/${encodeURIComponent(value)}`).join('/'))
  const outcome = engine.search({
    query: search.term,
    selected,
    sort: search.sort,
    page: 1,
    count,
    hideUnavailableItems: true,
    withFacets: false,
  })
  return { productIds: outcome.docs.map((doc) => index.product(doc).id), total: outcome.total }
}
