import type { Home } from '../../cms-schemas'
import { productCardFromSearch } from '../lib/product-card/from-search-product'
import type { ProductCardData } from '../lib/product-card/types'
import type { Product } from '../catalogue/model'
import { listingProduct } from '../catalogue/search/product-mapper'
import type { Lookups } from '../catalogue/search/search-index'
import { listingSearchOfUri } from '../lib/listing-search'
import type { ShelfPageContext } from '../lib/product-card/shelves'
import { queryCatalogue } from './catalogue'

/**
 * A catalogue product as a product card, through the same mapping the search
 * API answers with (so static pages and live listings show the same card).
 */
export function productCardOf(product: Product, lookups: Lookups): ProductCardData {
  return productCardFromSearch(listingProduct(product, lookups))
}

/** The ids of a listing URI's (CMS shorthand) first `limit` products. */
export function shelfProductIds(listingUri: string, limit: number): string[] {
  return queryCatalogue(listingSearchOfUri(listingUri), limit).productIds
}

/**
 * The page context of a page's product shelves: the product ids of each shelf
 * by key, and all of them for the page query that reads their cards.
 */
export function shelfContext(
  shelves: ReadonlyArray<{ key: string; listingUri: string; limit: number }>,
  query: (listingUri: string, limit: number) => string[] = shelfProductIds,
): ShelfPageContext {
  const byKey: Record<string, string[]> = {}
  for (const shelf of shelves) byKey[shelf.key] = query(shelf.listingUri, shelf.limit)
  return { shelves: byKey, shelfProductIds: [...new Set(Object.values(byKey).flat())] }
}

/** The shelves of every product-shelf section of the home, by section id. */
export function homeShelves(home: Home): ShelfPageContext {
  return shelfContext(
    home.sections.flatMap((section) =>
      section.type === 'product-shelf' ? [{ key: section.id, listingUri: section.source.listingUri, limit: section.limit }] : [],
    ),
  )
}

/** The home page's context (gatsby-node's onCreatePage): its CMS sections and its shelves' product ids. */
export function homePageContext(home: Home): { home: Home } & ShelfPageContext {
  return { home, ...homeShelves(home) }
}
