import { centsToAmount } from '../config/money'
import type { PdpProduct, PdpSku } from '../lib/product/types'
import type { ItemAdditionalInfo, ItemAdditionalInformation, ItemAnalytics } from '../contracts/checkout'
import type { CartLine, OrderFormItem, OrderFormSeller } from '../sdk/cart/types'
import type { OrderItem } from '../contracts/orders'
import type { ProductCardData } from '../lib/product-card/types'
import type { AnalyticsItem, EcommerceData } from './types'

export const CURRENCY = 'BRL' as const
export const AVAILABLE = 'available'
export const UNAVAILABLE = 'unavailable'

/** Variation names of the catalogue that hold colour and size. */
export const COLOR_VARIATION = 'Cor'
export const SIZE_VARIATION = 'Tamanho'


const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')
const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)
const roundMoney = (amount: number): number => Math.round(amount * 100) / 100

/** '/Esportes/Futebol/Chuteiras/' → ['Esportes', 'Futebol', 'Chuteiras']. */
export function categorySegments(path: string): string[] {
  return path
    .split('/')
    .map((segment) => segment.trim())
    .filter(Boolean)
}

/** The most specific of a product's category paths (most segments; the first on a tie). */
export function deepestCategory(paths: readonly string[]): string[] {
  let best: string[] = []
  for (const path of paths) {
    const segments = categorySegments(path)
    if (segments.length > best.length) best = segments
  }
  return best
}

/** Department fields from a category path (first level department and universe, then sub-department, family; last = type). */
export function categoryFields(segments: readonly string[]): Pick<AnalyticsItem, 'universe' | 'department' | 'sub_department' | 'family' | 'product_type'> {
  return {
    universe: segments[0] ?? '',
    department: segments[0] ?? '',
    sub_department: segments[1] ?? '',
    family: segments[2] ?? '',
    product_type: segments[segments.length - 1] ?? '',
  }
}

/**
 * Tracking fields of a cart line (amounts in cents, as the order form holds
 * them). The server's `additionalInformation.analytics.amplitude` block wins;
 * what it lacks is derived from the line (categories, brand, colour, size,
 * prices / 100). Identity (product id, SKU) and quantity are always the line's.
 */
export function itemFromOrderFormItem(item: CartLine, sellers: readonly OrderFormSeller[] = []): AnalyticsItem {
  const info: Partial<ItemAdditionalInfo> = item.additionalInfo ?? {}
  const extra: Partial<ItemAdditionalInformation> = item.additionalInformation ?? {}
  const tracked: Partial<ItemAnalytics> = extra.analytics?.amplitude ?? {}
  const segments = categoryNamesOf(item)
  const derived: AnalyticsItem = {
    product_id: item.productId,
    name: item.name,
    ...categoryFields(segments),
    seller_name: sellers.find((seller) => seller.id === item.seller)?.name ?? '',
    brand: text(info.brandName),
    sport: '',
    list_price: centsToAmount(item.listPrice),
    display_price: centsToAmount(item.sellingPrice),
    gender: '',
    color: text(extra.color ?? info.color),
    size: text(extra.size ?? info.size),
    sku_code: item.id,
    quantity: item.quantity,
    availability: item.availability === undefined || item.availability === AVAILABLE ? AVAILABLE : UNAVAILABLE,
  }
  return {
    product_id: derived.product_id,
    name: text(tracked.name) || derived.name,
    product_type: text(tracked.product_type) || derived.product_type,
    seller_name: text(tracked.seller_name) || derived.seller_name,
    brand: text(tracked.brand) || derived.brand,
    sport: text(tracked.sport) || derived.sport,
    universe: text(tracked.universe) || derived.universe,
    department: text(tracked.department) || derived.department,
    sub_department: text(tracked.sub_department) || derived.sub_department,
    family: text(tracked.family) || derived.family,
    list_price: numberOr(tracked.list_price, derived.list_price),
    display_price: numberOr(tracked.display_price, derived.display_price),
    gender: text(tracked.gender) || derived.gender,
    color: text(tracked.color) || derived.color,
    size: text(tracked.size) || derived.size,
    sku_code: derived.sku_code,
    quantity: item.quantity,
    availability: text(tracked.availability) || derived.availability,
  }
}

/**
 * Category names of a cart line from the top level down: productCategoryIds
 * ('/1/10/100/') gives the order (object keys that are numbers do not keep it).
 */
export function categoryNamesOf(item: Partial<Pick<OrderFormItem, 'productCategories' | 'productCategoryIds'>>): string[] {
  const names = item.productCategories ?? {}
  if (item.productCategoryIds) {
    return categorySegments(item.productCategoryIds)
      .map((id) => names[id])
      .filter((name): name is string => typeof name === 'string' && name !== '')
  }
  return Object.values(names).filter(Boolean)
}

/** The SKU a product page shows first: the first available one, else the first. */
export function defaultSku(product: PdpProduct): PdpSku | undefined {
  return product.skus.find((sku) => (sku.offers[0]?.quantity ?? 0) > 0) ?? product.skus[0]
}

/**
 * Tracking fields of a product page's product (page context of
 * src/lib/product/types.ts; prices in cents there). `sku` defaults to
 * {@link defaultSku}; its first offer is the default seller's.
 */
export function itemFromProduct(product: PdpProduct, sku: PdpSku | undefined = defaultSku(product), quantity = 1): AnalyticsItem {
  const offer = sku?.offers[0]
  const price = offer?.price ?? 0
  const listPrice = Math.max(offer?.listPrice ?? price, price)
  return {
    product_id: product.id,
    name: product.name,
    ...categoryFields(deepestCategory(product.categories)),
    seller_name: offer?.sellerName ?? '',
    brand: product.brand,
    sport: product.sport ?? '',
    list_price: centsToAmount(listPrice),
    display_price: centsToAmount(price),
    gender: product.gender,
    color: sku?.variations[COLOR_VARIATION] ?? '',
    size: sku?.variations[SIZE_VARIATION] ?? '',
    sku_code: sku?.id ?? '',
    quantity,
    availability: (offer?.quantity ?? 0) > 0 ? AVAILABLE : UNAVAILABLE,
  }
}

/** Items numbered by list position (from 1). */
export const withListPositions = (items: readonly AnalyticsItem[], first = 1): AnalyticsItem[] =>
  items.map((item, offset) => ({ ...item, index: first + offset }))

/** BRL value of items: Σ display_price × quantity, rounded to cents. */
export const itemsValue = (items: readonly AnalyticsItem[]): number =>
  roundMoney(items.reduce((sum, item) => sum + item.display_price * item.quantity, 0))

export const ecommerceOf = (items: readonly AnalyticsItem[]): EcommerceData => ({
  currency: CURRENCY,
  value: itemsValue(items),
  items: [...items],
})

/** What changed between two versions of the same cart, as tracking items (quantity = units added or removed). */
export interface CartChanges {
  added: AnalyticsItem[]
  removed: AnalyticsItem[]
}

const lineKey = (item: CartLine): string => `${item.id}\u0000${item.seller}`

function unitsByLine(items: readonly CartLine[]): Map<string, { item: CartLine; quantity: number }> {
  const lines = new Map<string, { item: CartLine; quantity: number }>()
  for (const item of items) {
    const key = lineKey(item)
    const current = lines.get(key)
    lines.set(key, { item: current?.item ?? item, quantity: (current?.quantity ?? 0) + item.quantity })
  }
  return lines
}

/**
 * The diff of two lists of cart lines (same SKU and seller = same line):
 * more units → added, fewer or gone → removed.
 */
export function cartChanges(
  before: readonly CartLine[],
  after: readonly CartLine[],
  sellers: readonly OrderFormSeller[] = [],
): CartChanges {
  const previous = unitsByLine(before)
  const next = unitsByLine(after)
  const added: AnalyticsItem[] = []
  const removed: AnalyticsItem[] = []
  for (const [key, { item, quantity }] of next) {
    const delta = quantity - (previous.get(key)?.quantity ?? 0)
    if (delta > 0) added.push({ ...itemFromOrderFormItem(item, sellers), quantity: delta })
  }
  for (const [key, { item, quantity }] of previous) {
    const delta = quantity - (next.get(key)?.quantity ?? 0)
    if (delta > 0) removed.push({ ...itemFromOrderFormItem(item, sellers), quantity: delta })
  }
  return { added, removed }
}

/** Tracking fields of a line of a placed order: the ones kept at purchase, else what the line says. */
export function itemFromOrderItem(item: OrderItem): AnalyticsItem {
  const kept = item.analytics
  const base: AnalyticsItem = {
    product_id: item.productId,
    name: item.name,
    product_type: '',
    seller_name: '',
    brand: '',
    sport: '',
    universe: '',
    department: '',
    sub_department: '',
    family: '',
    list_price: centsToAmount(item.listPrice),
    display_price: centsToAmount(item.sellingPrice),
    gender: '',
    color: '',
    size: '',
    sku_code: item.id,
    availability: AVAILABLE,
    quantity: item.quantity,
  }
  return {
    ...base,
    ...(kept ?? {}),
    sku_code: item.id,
    quantity: item.quantity,
    purchase_price: centsToAmount(item.sellingPrice),
    purchase_value: roundMoney(centsToAmount(item.sellingPrice * item.quantity)),
  }
}

/** What is known of a product from its id and name only (e.g. a card's wishlist heart); the other fields stay empty. */
export const itemFromProductName = (productId: string, name: string): AnalyticsItem => ({
  product_id: productId,
  name,
  product_type: '',
  seller_name: '',
  brand: '',
  sport: '',
  universe: '',
  department: '',
  sub_department: '',
  family: '',
  list_price: 0,
  display_price: 0,
  gender: '',
  color: '',
  size: '',
  sku_code: '',
  quantity: 1,
  availability: '',
})

/**
 * Tracking fields of a product card (shelves, listings, search panel). A card
 * knows identity, brand, default SKU and prices (reais); category, seller
 * name and variation fields are not on it and stay empty.
 */
export function itemFromProductCard(card: ProductCardData): AnalyticsItem {
  return {
    ...itemFromProductName(card.productId, card.name),
    brand: card.brand,
    list_price: Math.max(card.offer.listPrice, card.offer.price),
    display_price: card.offer.price,
    sku_code: card.skuId ?? '',
    availability: card.offer.isAvailable ? AVAILABLE : UNAVAILABLE,
  }
}
