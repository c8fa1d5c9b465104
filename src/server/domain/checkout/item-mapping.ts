import type { Product, Sku, SkuOffer } from '../../../catalogue/model'
import type { CheckoutCatalogue } from './env'
import type { OrderFormItem } from '../../../contracts/checkout'
import type { OrderItem } from '../orders/types'

/** Prices are quoted valid for this long (VTEX's priceValidUntil). */
export const PRICE_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000

export function offerOf(sku: Sku, sellerId: string): SkuOffer | undefined {
  return sku.offers.find((offer) => offer.sellerId === sellerId)
}

/** A product's page: '/{linkText}/p', or '/{linkText}/kit' for kits. */
export function detailUrlOf(product: Product): string {
  return `/${product.linkText}/${product.isKit ? 'kit' : 'p'}`
}

/** The "full" item name VTEX uses: product name, then the SKU name when it adds something. */
export function itemNameOf(product: Product, sku: Sku): string {
  return sku.name && sku.name !== product.name && !sku.name.startsWith(product.name) ? `${product.name} ${sku.name}` : sku.name || product.name
}

/**
 * A cart line built from the catalogue: every price, seller and availability
 * field comes from here, never from the client. Discounts are applied later
 * (see pricing.ts); here sellingPrice = price.
 */
export function buildItem(
  catalogue: CheckoutCatalogue,
  product: Product,
  sku: Sku,
  sellerId: string,
  quantity: number,
  uniqueId: string,
  now: Date,
): OrderFormItem {
  const offer = offerOf(sku, sellerId)
  const price = offer?.price ?? 0
  const listPrice = Math.max(offer?.listPrice ?? price, price)
  const brandName = catalogue.brandName(product.brandId) ?? ''
  const path = catalogue.categoryPath(product.categoryIds)
  const sport = product.sportId ? catalogue.sport(product.sportId) : undefined
  const sellerName = catalogue.sellerName(sellerId) ?? ''
  const color = sku.variations.Cor ?? null
  const size = sku.variations.Tamanho ?? null
  const name = itemNameOf(product, sku)
  const available = (offer?.stock ?? 0) > 0
  const productCategories: Record<string, string> = {}
  for (const node of path) productCategories[node.id] = node.name
  const kitComponents = product.isKit
    ? product.kitSkuIds.map((componentId) => {
        const component = catalogue.sku(componentId)
        return {
          id: componentId,
          productId: component?.product.id ?? '',
          name: component ? itemNameOf(component.product, component.sku) : componentId,
          quantity: 1,
          imageUrl: component?.sku.images[0]?.url ?? '',
        }
      })
    : []
  return {
    uniqueId,
    id: sku.id,
    productId: product.id,
    productRefId: product.productReference,
    refId: sku.refId || null,
    ean: sku.ean || null,
    name,
    skuName: sku.name,
    modalType: null,
    parentItemIndex: null,
    parentAssemblyBinding: null,
    priceValidUntil: new Date(now.getTime() + PRICE_VALIDITY_MS).toISOString(),
    tax: 0,
    taxCode: '',
    price,
    listPrice,
    manualPrice: null,
    manualPriceAppliedBy: null,
    sellingPrice: price,
    rewardValue: 0,
    isGift: false,
    additionalInfo: {
      dimension: null,
      brandName,
      brandId: product.brandId,
      offeringInfo: null,
      offeringType: null,
      offeringTypeId: null,
      color,
      size,
    },
    additionalInformation: {
      color,
      size,
      flavor: sku.variations.Sabor ?? null,
      voltage: sku.variations.Voltagem ?? null,
      value: sku.variations.Valor ?? null,
      analytics: {
        amplitude: {
          product_id: product.id,
          name: product.name,
          product_type: path[path.length - 1]?.name ?? '',
          seller_name: sellerName,
          brand: brandName,
          sport: sport?.name ?? '',
          universe: path[0]?.name ?? '',
          department: path[0]?.name ?? '',
          sub_department: path[1]?.name ?? '',
          family: path[2]?.name ?? '',
          list_price: listPrice / 100,
          display_price: price / 100,
          gender: product.gender,
          color: color ?? '',
          size: size ?? '',
          sku_code: sku.id,
          availability: available ? 'available' : 'unavailable',
          quantity,
        },
      },
    },
    preSaleDate: null,
    productCategoryIds: path.length ? `/${path.map((node) => node.id).join('/')}/` : '',
    productCategories,
    brand: brandName,
    brandId: product.brandId,
    quantity,
    seller: sellerId,
    sellerChain: [sellerId],
    imageUrl: sku.images[0]?.url ?? '',
    detailUrl: detailUrlOf(product),
    components: kitComponents,
    bundleItems: [],
    attachments: [],
    attachmentOfferings: [],
    offerings: [],
    priceTags: [],
    availability: available ? 'available' : 'withoutStock',
    measurementUnit: sku.measurementUnit || 'un',
    unitMultiplier: Number.isInteger(sku.unitMultiplier) && sku.unitMultiplier > 0 ? sku.unitMultiplier : 1,
    manufacturerCode: sku.manufacturerCode || null,
    priceDefinition: {
      calculatedSellingPrice: price,
      total: price * quantity,
      sellingPrices: [{ value: price, quantity }],
    },
  }
}

/** An order's line for `quantity` of a SKU at an offer's prices (the demo's and the tests' stored orders). */
export function orderItemOf(product: Product, sku: Sku, offer: SkuOffer, quantity: number): OrderItem {
  return {
    id: sku.id,
    productId: product.id,
    name: itemNameOf(product, sku),
    skuName: sku.name,
    ean: sku.ean,
    quantity,
    seller: offer.sellerId,
    price: offer.price,
    listPrice: offer.listPrice,
    sellingPrice: offer.price,
    imageUrl: sku.images[0]?.url ?? '',
    detailUrl: detailUrlOf(product),
  }
}
