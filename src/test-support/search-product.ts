import type { CommertialOffer, SearchInstallment, SearchItem, SearchProduct, SearchSeller } from '../contracts/search'

/**
 * Intelligent Search products for tests, complete in the contract's shape
 * (src/contracts/search.ts; money in reais): each factory fills every field
 * with a neutral value and takes the ones a test is about.
 */

export function searchInstallment(overrides: Partial<SearchInstallment> = {}): SearchInstallment {
  const count = overrides.NumberOfInstallments ?? 1
  const value = overrides.Value ?? 0
  return {
    Value: value,
    InterestRate: 0,
    TotalValuePlusInterestRate: value * count,
    NumberOfInstallments: count,
    PaymentSystemName: 'Visa',
    PaymentSystemGroupName: 'creditCardPaymentGroup',
    Name: `Visa ${count}x`,
    onlyStoreCard: false,
    ...overrides,
  }
}

export function commertialOffer(overrides: Partial<CommertialOffer> = {}): CommertialOffer {
  const price = overrides.Price ?? 0
  return {
    Price: price,
    ListPrice: price,
    PriceWithoutDiscount: price,
    spotPrice: price,
    AvailableQuantity: 0,
    Tax: 0,
    Installments: [],
    ...overrides,
  }
}

export function searchSeller(overrides: Omit<Partial<SearchSeller>, 'commertialOffer'> & { commertialOffer?: Partial<CommertialOffer> } = {}): SearchSeller {
  const { commertialOffer: offer, ...rest } = overrides
  const sellerId = rest.sellerId ?? '1'
  return {
    sellerId,
    sellerName: sellerId === '1' ? 'Arena Esportes' : `Seller ${sellerId}`,
    addToCartLink: '',
    sellerDefault: false,
    ...rest,
    commertialOffer: commertialOffer(offer),
  }
}

export function searchItem(overrides: Partial<SearchItem> = {}): SearchItem {
  const itemId = overrides.itemId ?? 's1'
  return {
    itemId,
    name: `SKU ${itemId}`,
    nameComplete: `SKU ${itemId}`,
    complementName: '',
    ean: '',
    referenceId: [],
    manufacturerCode: '',
    measurementUnit: 'un',
    unitMultiplier: 1,
    isKit: false,
    images: [],
    variations: [],
    sellers: [],
    ...overrides,
  }
}

export function searchProduct(overrides: Partial<SearchProduct> = {}): SearchProduct {
  const productId = overrides.productId ?? '100'
  const linkText = overrides.linkText ?? `produto-${productId}`
  return {
    cacheId: `sp-${productId}`,
    productId,
    productName: `Produto ${productId}`,
    productReference: `REF${productId}`,
    description: '',
    linkText,
    link: `/${linkText}/p`,
    brand: 'Arena',
    brandId: 1,
    categories: [],
    categoryId: '1',
    categoriesIds: [],
    priceRange: { sellingPrice: { highPrice: 0, lowPrice: 0 }, listPrice: { highPrice: 0, lowPrice: 0 } },
    specificationGroups: [],
    skuSpecifications: [],
    productClusters: [],
    clusterHighlights: [],
    properties: [],
    items: [],
    releaseDate: 0,
    origin: 'intelligent-search',
    sport: null,
    gender: '',
    isKit: false,
    flags: [],
    salesCount: 0,
    ...overrides,
  }
}
