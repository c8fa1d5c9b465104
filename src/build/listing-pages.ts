/**
 * Statically generated listings (department /esportes/{slug}, collection
 * /colecao/{slug}, brand /marcas/{slug} and Liquidação): one page each, with
 * the ids of the first page of products and the filters in the page context;
 * the template's page query reads those products' cards (for SEO and a fast
 * first paint); the page then goes live against the search API.
 *
 * gatsby-node: for (const page of listingPages(catalogue)) createPage({ ...page, component: LISTING_TEMPLATE })
 */
import path from 'node:path'

import { HIDE_UNAVAILABLE_ITEMS, SEARCH_PAGE_SIZE, DEFAULT_SEARCH_SORT } from '../config/constants'
import type { Catalogue } from '../catalogue/model'
import { SearchEngine } from '../catalogue/search/engine'
import { parseFacetPath } from '../catalogue/search/facet-keys'
import { SearchIndex } from '../catalogue/search/search-index'
import { facetGroups } from '../lib/listing/facet-groups'
import type { ListingDefinition, ListingPageContext } from '../lib/listing/types'
import { COLLECTIONS, SALE_LISTING } from '../lib/search/collections'
import { facetPathOf } from '../lib/search/facets'
import type { FacetResponse } from '../contracts/search'

/** The listing template (for createPage's component). */
export const LISTING_TEMPLATE = path.resolve(process.cwd(), 'src/templates/listing.tsx')

export interface ListingPage {
  path: string
  context: ListingPageContext
}

export interface ListingPagesOptions {
  /** Keep listings without products (default false: they are not generated). */
  includeEmpty?: boolean
  /** An index already built over the same catalogue (the build shares one). */
  search?: { index: SearchIndex; engine: SearchEngine }
}

/** The definitions of every static listing of a catalogue. */
export function listingDefinitions(catalogue: Catalogue): ListingDefinition[] {
  const departments = catalogue.sports.map<ListingDefinition>((sport) => ({
    kind: 'department',
    listingPath: `/esportes/${sport.slug}`,
    title: sport.name,
    description: `Produtos de ${sport.name.toLowerCase()} na Arena Esportes: calçados, roupas, equipamentos e acessórios.`,
    baseFacets: [{ key: 'esporte', value: sport.slug }],
    term: null,
    defaultSort: DEFAULT_SEARCH_SORT,
  }))
  const brands = catalogue.brands.map<ListingDefinition>((brand) => ({
    kind: 'brand',
    listingPath: `/marcas/${brand.slug}`,
    title: brand.name,
    description: `Produtos ${brand.name} na Arena Esportes.`,
    baseFacets: [{ key: 'brand', value: brand.slug }],
    term: null,
    defaultSort: DEFAULT_SEARCH_SORT,
  }))
  const collections = COLLECTIONS.map<ListingDefinition>((collection) => ({
    kind: 'collection',
    listingPath: `/colecao/${collection.slug}`,
    title: collection.title,
    description: collection.description,
    baseFacets: collection.facets,
    term: collection.term,
    defaultSort: collection.sort,
  }))
  const sale: ListingDefinition = {
    kind: 'sale',
    listingPath: SALE_LISTING.path,
    title: SALE_LISTING.title,
    description: SALE_LISTING.description,
    baseFacets: [],
    term: null,
    defaultSort: SALE_LISTING.sort,
  }
  return [...departments, ...collections, ...brands, sale]
}

/**
 * The listing pages of a catalogue with their first page, computed by the
 * same engine the search API runs (so the live page continues seamlessly).
 */
export function listingPages(
  catalogue: Catalogue,
  { includeEmpty = false, search }: ListingPagesOptions = {},
): ListingPage[] {
  const index = search?.index ?? new SearchIndex(catalogue)
  const engine = search?.engine ?? new SearchEngine(index)
  const pages: ListingPage[] = []
  for (const definition of listingDefinitions(catalogue)) {
    const outcome = engine.search({
      query: definition.term ?? '',
      selected: parseFacetPath(facetPathOf(definition.baseFacets)),
      sort: definition.defaultSort,
      page: 1,
      count: SEARCH_PAGE_SIZE,
      hideUnavailableItems: HIDE_UNAVAILABLE_ITEMS,
      withFacets: true,
    })
    if (outcome.total === 0 && !includeEmpty) continue
    const productIds = outcome.docs.map((doc) => index.product(doc).id)
    pages.push({
      path: definition.listingPath,
      context: {
        ...definition,
        productIds,
        initialPage: {
          total: outcome.total,
          facets: facetGroups((outcome.facets ?? []) as FacetResponse[]),
        },
      },
    })
  }
  return pages
}
