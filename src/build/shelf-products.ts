import type { Home } from '../../cms-schemas'
import { productCardFromSearch } from '../components/product-card/fromSearchProduct'
import type { ProductCardData } from '../components/product-card/types'
import { listingSearchOfUri } from '../lib/listing-search'
import type { Product } from '../catalogue/model'
import { mapProduct } from '../catalogue/search/product-mapper'
import type { Lookups } from '../catalogue/search/search-index'
import { catalogueSearch, queryCatalogue } from './catalogue'

/**
 * A catalogue product as a product card, through the same mapping the search
 * API answers with (so static pages and live listings show the same card).
 */
export function productCardOf(product: Product, lookups: Lookups): ProductCardData {
  return productCardFromSearch(mapProduct(product, lookups))
}

/** A product of the build's catalogue as a card. */
export function shelfProductOf(product: Product): ProductCardData {
  return productCardOf(product, catalogueSearch().index.lookups)
}

/** The cards of a listing URI (CMS shorthand), first `limit` products. */
export function shelfProducts(listingUri: string, limit: number): ProductCardData[] {
  return queryCatalogue(listingSearchOfUri(listingUri), limit).products.map(shelfProductOf)
}

/** The products of every product-shelf section of the home, by section id. */
export function homeShelves(home: Home): Record<string, ProductCardData[]> {
  const shelves: Record<string, ProductCardData[]> = {}
  for (const section of home.sections) {
    if (section.type === 'product-shelf') shelves[section.id] = shelfProducts(section.source.listingUri, section.limit)
  }
  return shelves
}
