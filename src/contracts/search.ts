/**
 * Intelligent Search shapes (intelligent-search-api.json): the product as the
 * store's search API sends it (components.schemas.Product; money in reais,
 * not cents), and the responses the storefront reads.
 */

export interface SearchInstallment {
  Value: number
  InterestRate: number
  TotalValuePlusInterestRate: number
  NumberOfInstallments: number
  PaymentSystemName: string
  PaymentSystemGroupName: string
  Name: string
  onlyStoreCard: boolean
}

export interface CommertialOffer {
  Price: number
  ListPrice: number
  PriceWithoutDiscount: number
  spotPrice: number
  AvailableQuantity: number
  Tax: number
  Installments: SearchInstallment[]
}

export interface SearchSeller {
  sellerId: string
  sellerName: string
  addToCartLink: string
  sellerDefault: boolean
  commertialOffer: CommertialOffer
}

export interface SearchItem {
  itemId: string
  name: string
  nameComplete: string
  complementName: string
  ean: string
  referenceId: Array<{ Key: string; Value: string }>
  manufacturerCode: string
  measurementUnit: string
  unitMultiplier: number
  isKit: boolean
  images: Array<{ imageId: string; imageLabel: string; imageText: string; imageUrl: string }>
  variations: Array<{ name: string; values: string[] }>
  sellers: SearchSeller[]
  [variation: string]: unknown
}

export interface SearchProduct {
  cacheId: string
  productId: string
  productName: string
  productReference: string
  linkText: string
  link: string
  brand: string
  brandId: number
  categories: string[]
  categoryId: string
  categoriesIds: string[]
  priceRange: { sellingPrice: { highPrice: number; lowPrice: number }; listPrice: { highPrice: number; lowPrice: number } }
  /*
   * The descriptive fields below are left out of the store's listing answers
   * (product_search, autocomplete, top searches, recommendations): product
   * cards do not show them, and the product page has them from its page data.
   */
  description?: string
  specificationGroups?: Array<{ name: string; originalName: string; specifications: Array<{ name: string; originalName: string; values: string[] }> }>
  skuSpecifications?: Array<{ field: { name: string; originalName: string }; values: Array<{ name: string; originalName: string }> }>
  productClusters?: Array<{ id: string; name: string }>
  clusterHighlights?: Array<{ id: string; name: string }>
  properties?: Array<{ name: string; originalName: string; values: string[] }>
  items: SearchItem[]
  releaseDate: number
  origin: string
  /** Extras read by the storefront (product card, analytics). */
  sport: string | null
  gender: string
  isKit: boolean
  flags: Array<{ value: string; color: string; textColor: string }>
  salesCount: number
}


export interface SearchTermCount {
  term: string
  count?: number
}

/** GET /autocomplete_suggestions (shell §3 Search suggestions). */
export interface AutocompleteResponse {
  searches?: SearchTermCount[]
  searchSuggestions?: { searches?: SearchTermCount[] }
  productSuggestions?: { products?: SearchProduct[]; count?: number; misspelled?: boolean; operator?: string }
  products?: SearchProduct[]
  searchTerm?: string
  misspelled?: boolean
  operator?: string
  count?: number
}

/** GET /top_searches. */
export interface TopSearchesResponse {
  searches?: SearchTermCount[]
  products?: SearchProduct[]
}

export interface FacetValueResponse {
  id?: string
  quantity: number
  name: string
  key: string
  value: string
  selected: boolean
  href?: string
  range?: { from: number; to: number }
}

export interface FacetResponse {
  type: 'TEXT' | 'PRICERANGE' | 'DELIVERY'
  name: string
  hidden: boolean
  key: string
  quantity?: number
  values: FacetValueResponse[]
}

/** GET /product_search/{facets}. */
export interface ProductSearchResponse {
  products: SearchProduct[]
  recordsFiltered: number
  correction?: { misspelled?: boolean }
  operator?: string
  facets?: FacetResponse[]
}

/** GET /_v3/api/.../product/search (the autocomplete fallback). */
export interface FallbackSearchResponse {
  products?: SearchProduct[]
  recordsFiltered?: number
}

/** GET /_v3/api/.../pages/recommendations: one entry per showcase; the first is the personalised one. */
export interface RecommendationShowcase {
  showcase?: { feature?: string; title?: string }
  products?: SearchProduct[]
  clickUrl?: string
}
export type RecommendationsResponse = RecommendationShowcase[]
