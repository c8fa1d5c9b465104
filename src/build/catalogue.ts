import { generateCatalogue } from '../catalogue'
import type { Catalogue } from '../catalogue/model'
import { DEFAULT_CATALOGUE_SIZE } from '../catalogue/generator/generate'
import { readTaxonomyFiles } from '../server/catalogue-source/taxonomy-files'
import { SearchEngine } from '../catalogue/search/engine'
import { parseFacetPath } from '../catalogue/search/facet-keys'
import { SearchIndex } from '../catalogue/search/search-index'
import type { ListingSearch } from '../lib/listing-search'

/**
 * The catalogue of a build: the same deterministic generator, seed and size
 * (CATALOG_SIZE) that seed the server's database, so page data and the API
 * agree on every product id, slug and SKU.
 */
export interface CatalogueSearch {
  catalogue: Catalogue
  index: SearchIndex
  engine: SearchEngine
}

let cached: CatalogueSearch | null = null

export function catalogueSizeOf(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.CATALOG_SIZE)
  return Number.isInteger(size) && size > 0 ? size : DEFAULT_CATALOGUE_SIZE
}

/** The build's catalogue with one search index over it (made once per build). */
export function catalogueSearch(): CatalogueSearch {
  if (!cached) {
    const catalogue = generateCatalogue({ taxonomy: readTaxonomyFiles(), size: catalogueSizeOf() })
    const index = new SearchIndex(catalogue)
    cached = { catalogue, index, engine: new SearchEngine(index) }
  }
  return cached
}

export const buildCatalogue = (): Catalogue => catalogueSearch().catalogue

/** Products of a listing (term, facets, sort), first page, as the search API would rank them. */
export function queryCatalogue(search: ListingSearch, count: number): { products: Catalogue['products']; total: number } {
  const { catalogue, engine } = catalogueSearch()
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
  return { products: outcome.docs.map((doc) => catalogue.products[doc]), total: outcome.total }
}
