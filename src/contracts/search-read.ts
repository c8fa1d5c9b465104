/**
 * Reading Intelligent Search answers as VTEX's document allows them to be.
 * The document lists no property as required and some as nullable, so any
 * field may be missing: each documented field the store reads is given a
 * neutral value when it is missing or of another type, a field the document
 * does not describe (the embedded backend's flags, sport, gender, isKit,
 * salesCount, onlyStoreCard) is kept only when well formed, and what cannot
 * be read at all is dropped — a product without an id or an address, a SKU
 * without an id, an image without an address, an instalment plan without a
 * count. An offer without a price cannot be bought: it is read as
 * unavailable (price 0, quantity 0).
 */
import type {
  CommertialOffer,
  FacetResponse,
  FacetValueResponse,
  ProductFlag,
  SearchInstallment,
  SearchItem,
  SearchProduct,
  SearchSeller,
} from './search'

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback)
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const number = (value: unknown, fallback = 0): number => finite(value) ?? fallback
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const texts = (value: unknown): string[] => list(value).filter((entry): entry is string => typeof entry === 'string')
/** Entries of a list read by `read`, the unreadable ones left out. */
const each = <T>(value: unknown, read: (entry: unknown) => T | null): T[] =>
  list(value)
    .map(read)
    .filter((entry): entry is T => entry !== null)

const nameValues = (entry: unknown) =>
  isObject(entry) && typeof entry.name === 'string' ? { name: entry.name, originalName: text(entry.originalName, entry.name), values: texts(entry.values) } : null

function installment(entry: unknown): SearchInstallment | null {
  if (!isObject(entry)) return null
  const count = finite(entry.NumberOfInstallments)
  const value = finite(entry.Value)
  if (count === null || !Number.isInteger(count) || count < 1 || value === null || value < 0) return null
  return {
    Value: value,
    InterestRate: Math.max(0, number(entry.InterestRate)),
    TotalValuePlusInterestRate: Math.max(0, number(entry.TotalValuePlusInterestRate, value * count)),
    NumberOfInstallments: count,
    PaymentSystemName: text(entry.PaymentSystemName),
    PaymentSystemGroupName: text(entry.PaymentSystemGroupName),
    Name: text(entry.Name),
    ...(typeof entry.onlyStoreCard === 'boolean' ? { onlyStoreCard: entry.onlyStoreCard } : {}),
  }
}

function offer(value: unknown): CommertialOffer {
  const source = isObject(value) ? value : {}
  const price = finite(source.Price)
  if (price === null || price < 0) {
    return { Price: 0, ListPrice: 0, PriceWithoutDiscount: 0, spotPrice: 0, AvailableQuantity: 0, Tax: 0, Installments: [] }
  }
  const atLeastPrice = (field: unknown) => Math.max(price, number(field, price))
  return {
    Price: price,
    ListPrice: atLeastPrice(source.ListPrice),
    PriceWithoutDiscount: atLeastPrice(source.PriceWithoutDiscount),
    spotPrice: Math.max(0, number(source.spotPrice, price)),
    AvailableQuantity: Math.max(0, Math.trunc(number(source.AvailableQuantity))),
    Tax: Math.max(0, number(source.Tax)),
    Installments: each(source.Installments, installment),
  }
}

function seller(entry: unknown): SearchSeller | null {
  if (!isObject(entry) || typeof entry.sellerId !== 'string' || entry.sellerId === '') return null
  return {
    sellerId: entry.sellerId,
    sellerName: text(entry.sellerName, entry.sellerId),
    addToCartLink: text(entry.addToCartLink),
    sellerDefault: entry.sellerDefault === true,
    commertialOffer: offer(entry.commertialOffer),
  }
}

const image = (entry: unknown): SearchItem['images'][number] | null =>
  isObject(entry) && typeof entry.imageUrl === 'string' && entry.imageUrl.trim() !== ''
    ? { imageId: text(entry.imageId), imageLabel: text(entry.imageLabel), imageText: text(entry.imageText), imageUrl: entry.imageUrl }
    : null

const reference = (entry: unknown) => (isObject(entry) && typeof entry.Key === 'string' && typeof entry.Value === 'string' ? { Key: entry.Key, Value: entry.Value } : null)

/** The item's own fields; any other key holding a list of texts is a variation (`Cor: ['Azul']`) and is kept. */
const ITEM_FIELDS = new Set(['itemId', 'name', 'nameComplete', 'complementName', 'ean', 'referenceId', 'manufacturerCode', 'measurementUnit', 'unitMultiplier', 'isKit', 'images', 'variations', 'sellers'])

function item(entry: unknown): SearchItem | null {
  if (!isObject(entry) || typeof entry.itemId !== 'string' || entry.itemId === '') return null
  const name = text(entry.name)
  const read: SearchItem = {
    itemId: entry.itemId,
    name,
    nameComplete: text(entry.nameComplete, name),
    complementName: text(entry.complementName),
    ean: text(entry.ean),
    referenceId: each(entry.referenceId, reference),
    manufacturerCode: text(entry.manufacturerCode),
    measurementUnit: text(entry.measurementUnit, 'un') || 'un',
    unitMultiplier: Math.max(number(entry.unitMultiplier, 1), 0) || 1,
    isKit: entry.isKit === true,
    images: each(entry.images, image),
    variations: each(entry.variations, (variation) =>
      isObject(variation) && typeof variation.name === 'string' ? { name: variation.name, values: texts(variation.values) } : null,
    ),
    sellers: each(entry.sellers, seller),
  }
  for (const [key, value] of Object.entries(entry)) {
    if (!ITEM_FIELDS.has(key) && Array.isArray(value) && value.every((v) => typeof v === 'string')) read[key] = [...value]
  }
  return read
}

const flag = (entry: unknown): ProductFlag | null =>
  isObject(entry) && typeof entry.value === 'string' ? { value: entry.value, color: text(entry.color), textColor: text(entry.textColor) } : null

const range = (value: unknown) => {
  const source = isObject(value) ? value : {}
  return { highPrice: number(source.highPrice), lowPrice: number(source.lowPrice) }
}

/** `linkText` of a product link (`/tenis-x/p` → `tenis-x`). */
function linkTextOf(link: string): string {
  const segments = link.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0].split('/').filter(Boolean)
  return segments.length >= 2 && (segments[segments.length - 1] === 'p' || segments[segments.length - 1] === 'kit') ? segments[segments.length - 2] : (segments[0] ?? '')
}

/** A product of an answer, or null when it has no id or no address. */
export function readSearchProduct(value: unknown): SearchProduct | null {
  if (!isObject(value)) return null
  const productId = text(value.productId).trim()
  const link = text(value.link).trim()
  const linkText = text(value.linkText).trim() || linkTextOf(link)
  if (productId === '' || linkText === '') return null
  const productName = text(value.productName)
  const brandId = finite(value.brandId)
  const priceRange = isObject(value.priceRange) ? value.priceRange : {}
  const product: SearchProduct = {
    cacheId: text(value.cacheId, `sp-${productId}`),
    productId,
    productName,
    productReference: text(value.productReference),
    linkText,
    // The platform's own address of the product page when it gives one (none is made up: see isKitProduct).
    link,
    brand: text(value.brand),
    brandId: brandId ?? 0,
    categories: texts(value.categories),
    categoryId: text(value.categoryId),
    categoriesIds: texts(value.categoriesIds),
    priceRange: { sellingPrice: range(priceRange.sellingPrice), listPrice: range(priceRange.listPrice) },
    items: each(value.items, item),
    releaseDate: number(value.releaseDate),
    origin: text(value.origin),
  }
  if (typeof value.description === 'string') product.description = value.description
  if (Array.isArray(value.specificationGroups)) {
    product.specificationGroups = each(value.specificationGroups, (group) =>
      isObject(group) && typeof group.name === 'string'
        ? { name: group.name, originalName: text(group.originalName, group.name), specifications: each(group.specifications, nameValues) }
        : null,
    )
  }
  if (Array.isArray(value.properties)) product.properties = each(value.properties, nameValues)
  if (Array.isArray(value.skuSpecifications)) {
    product.skuSpecifications = each(value.skuSpecifications, (spec) =>
      isObject(spec) && isObject(spec.field) && typeof spec.field.name === 'string'
        ? {
            field: { name: spec.field.name, originalName: text(spec.field.originalName, spec.field.name) },
            values: each(spec.values, (v) => (isObject(v) && typeof v.name === 'string' ? { name: v.name, originalName: text(v.originalName, v.name) } : null)),
          }
        : null,
    )
  }
  const cluster = (entry: unknown) => (isObject(entry) && typeof entry.id === 'string' ? { id: entry.id, name: text(entry.name) } : null)
  if (Array.isArray(value.productClusters)) product.productClusters = each(value.productClusters, cluster)
  if (Array.isArray(value.clusterHighlights)) product.clusterHighlights = each(value.clusterHighlights, cluster)
  // Not in the document: kept only when well formed.
  if (typeof value.sport === 'string' || value.sport === null) product.sport = value.sport
  if (typeof value.gender === 'string') product.gender = value.gender
  if (typeof value.isKit === 'boolean') product.isKit = value.isKit
  if (Array.isArray(value.flags)) product.flags = each(value.flags, flag)
  if (finite(value.salesCount) !== null) product.salesCount = value.salesCount as number
  return product
}

/** The readable products of an answer's list (a product listed twice is kept once). */
export function readSearchProducts(value: unknown): SearchProduct[] {
  const byId = new Map<string, SearchProduct>()
  for (const product of each(value, readSearchProduct)) if (!byId.has(product.productId)) byId.set(product.productId, product)
  return [...byId.values()]
}

const FACET_TYPES: ReadonlyArray<FacetResponse['type']> = ['TEXT', 'PRICERANGE', 'DELIVERY']

function facetValue(facetKey: string) {
  return (entry: unknown): FacetValueResponse | null => {
    if (!isObject(entry)) return null
    const from = isObject(entry.range) ? finite(entry.range.from) : null
    const to = isObject(entry.range) ? finite(entry.range.to) : null
    const rangeValue = from !== null && to !== null ? `${from}:${to}` : ''
    const value = text(entry.value) || rangeValue
    if (value === '') return null
    return {
      ...(typeof entry.id === 'string' ? { id: entry.id } : {}),
      quantity: Math.max(0, number(entry.quantity)),
      name: text(entry.name) || value,
      key: text(entry.key) || facetKey,
      value,
      selected: entry.selected === true,
      ...(typeof entry.href === 'string' ? { href: entry.href } : {}),
      ...(from !== null && to !== null ? { range: { from, to } } : {}),
    }
  }
}

/** The readable facets of an answer (`facets` of /facets, or of the embedded product_search). */
export function readFacets(value: unknown): FacetResponse[] {
  return each(value, (entry) => {
    if (!isObject(entry) || typeof entry.key !== 'string' || entry.key === '') return null
    const type = FACET_TYPES.includes(entry.type as FacetResponse['type']) ? (entry.type as FacetResponse['type']) : 'TEXT'
    return {
      type,
      name: text(entry.name, entry.key),
      hidden: entry.hidden === true,
      key: entry.key,
      ...(finite(entry.quantity) !== null ? { quantity: entry.quantity as number } : {}),
      values: each(entry.values, facetValue(entry.key)),
    }
  })
}
