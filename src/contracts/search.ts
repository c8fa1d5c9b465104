/**
 * Intelligent Search shapes (intelligent-search-api.json): the product as the
 * store's search API sends it (components.schemas.Product; money in reais,
 * not cents), and the responses the storefront reads.
 *
 * A field the document does not describe is optional here (`?`), whoever
 * sends it: the platform never does, only the embedded backend. Answers are
 * read through search-read.ts, which fills the documented fields the
 * platform left out and drops what cannot be read.
 */

export interface SearchInstallment {
  Value: number
  InterestRate: number
  TotalValuePlusInterestRate: number
  NumberOfInstallments: number
  PaymentSystemName: string
  PaymentSystemGroupName: string
  Name: string
  /** Not in the document (the embedded backend's; the platform says it with PaymentSystemGroupName 'privateLabelPaymentGroup'). */
  onlyStoreCard?: boolean
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
  /** Not in the document: the embedded backend's extras (product card, analytics); absent in the platform's answers. */
  sport?: string | null
  gender?: string
  isKit?: boolean
  flags?: ProductFlag[]
  salesCount?: number
}

/** A product's highlight (a product card's flag: value, color, textColor); not in VTEX's document. */
export interface ProductFlag {
  value: string
  color: string
  textColor: string
}


export interface SearchTermCount {
  term: string
  count?: number
}

/** GET /autocomplete_suggestions: searches, products, misspelled, operator, searchTerm, count. */
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
  /** The platform leaves it out of PRICERANGE values (they carry `range`); the reader writes it as `from:to`. */
  value: string
  selected: boolean
  href?: string
  /** PRICERANGE values: reais (named in the document's description, not in its schema). */
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
