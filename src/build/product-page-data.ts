import { GIFT_CARD_PRODUCT_ID } from '../config/constants'
import { RETAILER_SELLER_NAME } from '../config/store'
import { bestInstallment, productPath } from '../catalogue'
import type { Catalogue, CategoryNode, Product } from '../catalogue/model'
import { categoryTrail } from '../lib/product/category-trail'
import type { PdpProduct } from '../lib/product/types'

/** Build time: the catalogue model → a product page's static data. */

const VARIATION_ORDER = ['Cor', 'Sabor', 'Valor', 'Voltagem', 'Tamanho']

export interface CatalogueLookups {
  categories: Map<string, CategoryNode>
  brands: Map<string, string>
  sports: Map<string, string>
  sellers: Map<string, { name: string; isRetailer: boolean }>
}

export function catalogueLookups(catalogue: Catalogue): CatalogueLookups {
  const categories = new Map<string, CategoryNode>()
  const walk = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      categories.set(node.id, node)
      walk(node.children)
    }
  }
  walk(catalogue.categories)
  return {
    categories,
    brands: new Map(catalogue.brands.map((b) => [b.id, b.name])),
    sports: new Map(catalogue.sports.map((s) => [s.id, s.name])),
    sellers: new Map(catalogue.sellers.map((s) => [s.id, { name: s.name, isRetailer: s.isRetailer }])),
  }
}


/** The seller name of the retailer's own legal entity is shown as the store's brand name. */
function sellerName(lookups: CatalogueLookups, sellerId: string): string {
  const seller = lookups.sellers.get(sellerId)
  if (!seller) return sellerId
  return seller.isRetailer ? RETAILER_SELLER_NAME : seller.name
}

export function toPdpProduct(product: Product, lookups: CatalogueLookups): PdpProduct {
  const names = new Set<string>()
  for (const sku of product.skus) for (const name of Object.keys(sku.variations)) names.add(name)
  const variationNames = [...names].sort((a, b) => VARIATION_ORDER.indexOf(a) - VARIATION_ORDER.indexOf(b))
  const trail = product.categoryIds.map((id) => lookups.categories.get(id)).filter((node): node is CategoryNode => node !== undefined)
  const { breadcrumbs, categories } = categoryTrail(trail)
  return {
    id: product.id,
    name: product.name,
    linkText: product.linkText,
    path: productPath(product),
    brand: lookups.brands.get(product.brandId) ?? RETAILER_SELLER_NAME,
    description: product.description,
    specifications: product.specifications.map((s) => ({ name: s.name, values: [...s.values] })),
    breadcrumbs,
    categories,
    sport: product.sportId ? lookups.sports.get(product.sportId) ?? null : null,
    gender: product.gender,
    productReference: product.productReference,
    isKit: product.isKit,
    isGiftCard: product.id === GIFT_CARD_PRODUCT_ID,
    flags: product.flags.map((f) => ({ ...f })),
    variationNames,
    skus: product.skus.map((sku) => ({
      id: sku.id,
      name: sku.name,
      ean: sku.ean,
      refId: sku.refId,
      manufacturerCode: sku.manufacturerCode,
      variations: Object.fromEntries(Object.entries(sku.variations).filter((e): e is [string, string] => typeof e[1] === 'string')),
      images: sku.images.map((image) => ({ url: image.url, alt: image.alt })),
      offers: sku.offers.map((offer) => ({
        sellerId: offer.sellerId,
        sellerName: sellerName(lookups, offer.sellerId),
        price: offer.price,
        listPrice: Math.max(offer.listPrice, offer.price),
        quantity: offer.stock,
        // Only the plan the price shows (never one valid only with the store's own card): the page shows no other.
        installments: [bestInstallment(offer)].filter((i) => i !== null).map((i) => ({
          count: i.count,
          value: i.value,
          interestRate: i.interestRate,
          totalValue: i.totalValue,
          onlyStoreCard: i.onlyStoreCard,
        })),
      })),
    })),
    sizeGuide: product.sizeGuide,
  }
}
