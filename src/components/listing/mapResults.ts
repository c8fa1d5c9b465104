import { productCardFromSearch } from '../../lib/product-card/from-search-product'
import type { ProductSearchPage } from '../../commerce/search'
import { facetGroups } from '../../lib/listing/facet-groups'
import type { ListingResultPage } from '../../lib/listing/types'

/** A search answer as the listing keeps it: card props and filter groups. */
export function listingPageFromSearch(page: ProductSearchPage): ListingResultPage {
  return {
    products: page.products.map(productCardFromSearch),
    total: page.total,
    facets: facetGroups(page.facets),
  }
}
