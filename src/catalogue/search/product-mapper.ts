import { bestInstallment } from '../offers'
import type { CategoryNode, Installment, Product, Sku, SkuOffer } from '../model'
import type { SearchInstallment, SearchItem, SearchProduct, SearchSeller } from '../../contracts/search'
import type { Lookups } from './search-index'

/**
 * Maps the catalogue model to the Intelligent Search product shape
 * (components.schemas.Product of intelligent-search-api.json). Money in this
 * shape is in reais (currency units), not cents.
 */

/** Cents → reais. */
export const toReais = (cents: number): number => Math.round(cents) / 100

/** A small stable numeric hash (for ids the platform keeps numeric). */
function stableId(text: string): string {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  return String((hash >>> 0) % 100_000)
}

export function productLink(product: Product): string {
  return `/${product.linkText}/${product.isKit ? 'kit' : 'p'}`
}

function installmentName(inst: Installment): string {
  if (inst.count === 1) return `${inst.paymentSystemName} à vista`
  return `${inst.paymentSystemName} ${inst.count} vezes ${inst.interestRate === 0 ? 'sem juros' : 'com juros'}`
}

function mapInstallment(inst: Installment): SearchInstallment {
  return {
    Value: toReais(inst.value),
    InterestRate: inst.interestRate,
    TotalValuePlusInterestRate: toReais(inst.totalValue),
    NumberOfInstallments: inst.count,
    PaymentSystemName: inst.paymentSystemName,
    PaymentSystemGroupName: inst.onlyStoreCard ? 'privateLabelPaymentGroup' : 'creditCardPaymentGroup',
    Name: installmentName(inst),
    onlyStoreCard: inst.onlyStoreCard,
  }
}

/** How much of a product a mapping carries. */
interface MappingDetail {
  /** Every instalment plan of an offer, or only the one a price shows (never one valid only with the store's card). */
  installments: 'all' | 'shown'
  /** Every image of a SKU, or only the first (the one a card shows). */
  images: 'all' | 'first'
}

const COMPLETE: MappingDetail = { installments: 'all', images: 'all' }
const LISTING: MappingDetail = { installments: 'shown', images: 'first' }

function mappedInstallments(offer: SkuOffer, detail: MappingDetail): Installment[] {
  if (detail.installments === 'all') return offer.installments
  const shown = bestInstallment(offer)
  return shown ? [shown] : []
}

function mapOffer(offer: SkuOffer, sku: Sku, isDefault: boolean, lookups: Lookups, detail: MappingDetail): SearchSeller {
  const seller = lookups.sellers.get(offer.sellerId)
  const listPrice = Math.max(offer.listPrice, offer.price)
  return {
    sellerId: offer.sellerId,
    sellerName: seller?.name ?? offer.sellerId,
    addToCartLink: `/checkout/cart/add?sku=${encodeURIComponent(sku.id)}&qty=1&seller=${encodeURIComponent(offer.sellerId)}`,
    sellerDefault: isDefault,
    commertialOffer: {
      Price: toReais(offer.price),
      ListPrice: toReais(listPrice),
      PriceWithoutDiscount: toReais(offer.price),
      spotPrice: toReais(offer.price),
      AvailableQuantity: Math.max(0, offer.stock),
      Tax: 0,
      Installments: mappedInstallments(offer, detail).map(mapInstallment),
    },
  }
}

function mapSku(product: Product, sku: Sku, lookups: Lookups, detail: MappingDetail): SearchItem {
  const variations = Object.entries(sku.variations)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => ({ name, values: [value] }))
  const item: SearchItem = {
    itemId: sku.id,
    name: sku.name,
    nameComplete: sku.name.startsWith(product.name) ? sku.name : `${product.name} ${sku.name}`,
    complementName: '',
    ean: sku.ean,
    referenceId: [{ Key: 'RefId', Value: sku.refId }],
    manufacturerCode: sku.manufacturerCode,
    measurementUnit: sku.measurementUnit,
    unitMultiplier: sku.unitMultiplier,
    isKit: product.isKit,
    images: (detail.images === 'all' ? sku.images : sku.images.slice(0, 1)).map((image, i) => ({
      imageId: `${sku.id}-${i + 1}`,
      imageLabel: image.alt,
      imageText: image.alt,
      imageUrl: image.url,
    })),
    variations,
    sellers: sku.offers.map((offer, i) => mapOffer(offer, sku, i === 0, lookups, detail)),
  }
  // The platform also exposes each variation as its own array (e.g. `Cor: ['Azul']`).
  for (const v of variations) item[v.name] = v.values
  return item
}

/** Category paths as the platform writes them: deepest first, `/Dept/Cat/Sub/`. */
function categoryPaths(nodes: CategoryNode[]): { names: string[]; ids: string[] } {
  const names: string[] = []
  const ids: string[] = []
  for (let depth = nodes.length; depth >= 1; depth--) {
    const slice = nodes.slice(0, depth)
    names.push(`/${slice.map((n) => n.name).join('/')}/`)
    ids.push(`/${slice.map((n) => n.id).join('/')}/`)
  }
  return { names, ids }
}

/** The complete Intelligent Search product (every field, plan and image), as the platform sends it. */
export function mapProduct(product: Product, lookups: Lookups): SearchProduct {
  return mapProductWith(product, lookups, COMPLETE)
}

/**
 * A product as the store's search API lists it (product_search, autocomplete,
 * top searches, recommendations, the product lookup): every SKU and seller
 * with the one instalment plan a price shows and the first image, without the
 * descriptive fields cards do not read (the product page has them from its
 * page data). Less than half the complete product's bytes.
 */
export function listingProduct(product: Product, lookups: Lookups): SearchProduct {
  const { description: _d, specificationGroups: _g, skuSpecifications: _s, productClusters: _p, clusterHighlights: _c, properties: _r, ...listed } =
    mapProductWith(product, lookups, LISTING)
  return listed
}

function mapProductWith(product: Product, lookups: Lookups, detail: MappingDetail): SearchProduct {
  const brand = lookups.brands.get(product.brandId)
  const nodes = product.categoryIds.map((id) => lookups.categories.get(id)).filter((n): n is CategoryNode => n !== undefined)
  const paths = categoryPaths(nodes)
  const sport = product.sportId ? lookups.sports.get(product.sportId) : undefined

  const sellingPrices: number[] = []
  const listPrices: number[] = []
  for (const sku of product.skus) {
    for (const offer of sku.offers) {
      sellingPrices.push(offer.price)
      listPrices.push(Math.max(offer.listPrice, offer.price))
    }
  }
  const range = (values: number[]) => ({
    highPrice: values.length ? toReais(Math.max(...values)) : 0,
    lowPrice: values.length ? toReais(Math.min(...values)) : 0,
  })

  const variationNames: string[] = []
  const variationValues = new Map<string, string[]>()
  for (const sku of product.skus) {
    for (const [name, value] of Object.entries(sku.variations)) {
      if (typeof value !== 'string') continue
      if (!variationValues.has(name)) {
        variationNames.push(name)
        variationValues.set(name, [])
      }
      const list = variationValues.get(name)!
      if (!list.includes(value)) list.push(value)
    }
  }

  const specifications = product.specifications.map((s) => ({ name: s.name, originalName: s.name, values: [...s.values] }))
  const properties = [
    ...specifications,
    { name: 'Gênero', originalName: 'Gênero', values: [product.gender] },
    ...(sport ? [{ name: 'Esporte', originalName: 'Esporte', values: [sport.name] }] : []),
  ]
  const clusters = product.flags.map((flag) => ({ id: stableId(flag.value), name: flag.value }))

  return {
    cacheId: `sp-${product.id}`,
    productId: product.id,
    productName: product.name,
    productReference: product.productReference,
    description: product.description,
    linkText: product.linkText,
    link: productLink(product),
    brand: brand?.name ?? '',
    brandId: brand && /^\d+$/.test(brand.id) ? Number(brand.id) : Number(stableId(product.brandId)),
    categories: paths.names,
    categoryId: nodes.length ? nodes[nodes.length - 1].id : '',
    categoriesIds: paths.ids,
    priceRange: { sellingPrice: range(sellingPrices), listPrice: range(listPrices) },
    specificationGroups: specifications.length ? [{ name: 'allSpecifications', originalName: 'allSpecifications', specifications }] : [],
    skuSpecifications: variationNames.map((name) => ({
      field: { name, originalName: name },
      values: variationValues.get(name)!.map((value) => ({ name: value, originalName: value })),
    })),
    productClusters: clusters,
    clusterHighlights: clusters,
    properties,
    items: product.skus.map((sku) => mapSku(product, sku, lookups, detail)),
    releaseDate: Date.parse(product.releaseDate) || 0,
    origin: 'intelligent-search',
    sport: sport?.name ?? null,
    gender: product.gender,
    isKit: product.isKit,
    flags: product.flags.map((f) => ({ ...f })),
    salesCount: product.salesCount,
  }
}
