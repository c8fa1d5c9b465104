/**
 * The catalogue model of products as the platform's Intelligent Search sends
 * them (contracts/search.ts; money in reais there, cents here). The category
 * tree, brands, sports and sellers are taken from the products themselves:
 * `categoriesIds`/`categories` give every path with its ids and names, `brand`
 * and `brandId` the brands, the 'Esporte' property (or the store's `sport`
 * field) the sports, and each SKU's sellers the sellers.
 */
import { RETAILER_SELLER_ID } from '../config/constants'
import type { SearchInstallment, SearchItem, SearchProduct } from '../contracts/search'
import { isKitProduct } from '../contracts/kit-product'
import type {
  Brand,
  Catalogue,
  CategoryNode,
  Gender,
  Installment,
  Product,
  Seller,
  Sku,
  SkuOffer,
  Specification,
  Sport,
  VariationName,
} from './model'
import { slugify } from './search/text'

const GENDERS: readonly Gender[] = ['Masculino', 'Feminino', 'Infantil', 'Unissex']
const VARIATION_NAMES: readonly VariationName[] = ['Cor', 'Tamanho', 'Sabor', 'Voltagem', 'Valor']
/** Properties the mapper reads into their own fields rather than into specifications. */
const OWN_PROPERTIES = new Set(['Gênero', 'Esporte'])

/** Reais → cents. */
export const toCents = (reais: number): number => Math.round(reais * 100)

/** A product that cannot be read; names the product and the field. */
export class SearchProductError extends Error {
  constructor(productId: string, field: string, message: string) {
    super(`product ${productId || '(no id)'}: ${field}: ${message}`)
    this.name = 'SearchProductError'
  }
}

function propertyValue(product: SearchProduct, name: string): string | null {
  return product.properties?.find((property) => property.name === name)?.values[0] ?? null
}

/**
 * Ids and names of the deepest category path ('/1/101/10101/' and
 * '/Esportes/Corrida/Tênis/'): the names of the path of the same depth, and
 * an id stands for its name where `categories` has no path that deep (the
 * document ties the two lists by position only).
 */
function deepestPath(product: SearchProduct): Array<{ id: string; name: string }> {
  const split = (path: string) => path.split('/').filter(Boolean)
  const ids = product.categoriesIds.map(split)
  const names = product.categories.map(split)
  let best = -1
  ids.forEach((path, i) => {
    if (best === -1 || path.length > ids[best].length) best = i
  })
  if (best === -1) return []
  const bestIds = ids[best]
  const bestNames = names.find((path) => path.length === bestIds.length) ?? bestIds
  return bestIds.map((id, i) => ({ id, name: bestNames[i] }))
}

/** A release date the platform sent (ms since 1970), or 1970 when it is none a Date can hold. */
function releaseDateOf(value: number): string {
  const date = new Date(value || 0)
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString()
}

function toInstallment(installment: SearchInstallment): Installment {
  return {
    count: installment.NumberOfInstallments,
    value: toCents(installment.Value),
    interestRate: installment.InterestRate ?? 0,
    totalValue: toCents(installment.TotalValuePlusInterestRate ?? installment.Value * installment.NumberOfInstallments),
    paymentSystemName: installment.PaymentSystemName ?? '',
    onlyStoreCard: installment.onlyStoreCard === true || installment.PaymentSystemGroupName === 'privateLabelPaymentGroup',
  }
}

function toSku(product: SearchProduct, item: SearchItem): Sku {
  const variations: Partial<Record<VariationName, string>> = {}
  for (const variation of item.variations ?? []) {
    if ((VARIATION_NAMES as readonly string[]).includes(variation.name) && variation.values[0]) {
      variations[variation.name as VariationName] = variation.values[0]
    }
  }
  const offers = item.sellers.map((seller): SkuOffer => {
    const offer = seller.commertialOffer
    if (typeof offer?.Price !== 'number') throw new SearchProductError(product.productId, `items.${item.itemId}.sellers.${seller.sellerId}.commertialOffer.Price`, 'missing')
    const price = toCents(offer.Price)
    return {
      sellerId: seller.sellerId,
      price,
      listPrice: Math.max(toCents(offer.ListPrice ?? offer.Price), price),
      stock: Math.max(0, Math.trunc(offer.AvailableQuantity ?? 0)),
      installments: (offer.Installments ?? []).map(toInstallment),
    }
  })
  // The default seller's offer first, as the catalogue model keeps it.
  const defaultIndex = item.sellers.findIndex((seller) => seller.sellerDefault)
  if (defaultIndex > 0) offers.unshift(...offers.splice(defaultIndex, 1))
  return {
    id: item.itemId,
    name: item.name,
    ean: item.ean ?? '',
    refId: item.referenceId?.find((ref) => ref.Key === 'RefId')?.Value ?? '',
    manufacturerCode: item.manufacturerCode ?? '',
    variations,
    images: item.images.map((image) => ({ url: image.imageUrl, alt: image.imageText || image.imageLabel || product.productName })),
    offers,
    measurementUnit: item.measurementUnit ?? 'un',
    unitMultiplier: item.unitMultiplier ?? 1,
  }
}

function toProduct(product: SearchProduct, path: CategoryNode[], sportId: string | null, brandId: string): Product {
  if (!product.productId) throw new SearchProductError('', 'productId', 'missing')
  if (!product.linkText) throw new SearchProductError(product.productId, 'linkText', 'missing')
  if (!product.items?.length) throw new SearchProductError(product.productId, 'items', 'has no SKU')
  const gender = (product.gender ?? propertyValue(product, 'Gênero')) as Gender
  // The specification groups carry the product's specifications; `properties` repeats them with the store's own facts.
  const grouped = (product.specificationGroups ?? []).flatMap((group) => group.specifications)
  const specifications: Specification[] = (grouped.length ? grouped : (product.properties ?? []).filter((p) => !OWN_PROPERTIES.has(p.name))).map(
    (specification) => ({ name: specification.name, values: [...specification.values] }),
  )
  return {
    id: product.productId,
    name: product.productName,
    linkText: product.linkText,
    description: product.description ?? '',
    brandId,
    categoryIds: path.map((node) => node.id),
    sportId,
    gender: GENDERS.includes(gender) ? gender : 'Unissex',
    isKit: isKitProduct(product),
    kitSkuIds: [],
    releaseDate: releaseDateOf(product.releaseDate),
    productReference: product.productReference ?? '',
    specifications,
    flags: (product.flags ?? []).map((flag) => ({ value: flag.value, color: flag.color, textColor: flag.textColor })),
    skus: product.items.map((item) => toSku(product, item)),
    sizeGuide: null,
    salesCount: product.salesCount ?? 0,
  }
}

/** Collects the catalogue's lists while products are read. */
class CatalogueLists {
  readonly brands = new Map<string, Brand>()
  readonly sports = new Map<string, Sport>()
  readonly sellers = new Map<string, Seller>()
  private readonly roots: CategoryNode[] = []
  private readonly nodes = new Map<string, CategoryNode>()

  categoryPath(path: Array<{ id: string; name: string }>): CategoryNode[] {
    const result: CategoryNode[] = []
    let siblings = this.roots
    for (const { id, name } of path) {
      let node = this.nodes.get(id)
      if (!node) {
        node = { id, name, slug: slugify(name), path: [...result.map((n) => n.id), id], children: [] }
        this.nodes.set(id, node)
        siblings.push(node)
      }
      result.push(node)
      siblings = node.children
    }
    return result
  }

  brand(product: SearchProduct): string {
    const name = product.brand.trim() || 'Sem marca'
    // The document types brandId as a number; a missing one (read as 0) is not an id.
    const id = product.brandId > 0 ? String(product.brandId) : slugify(name)
    if (!this.brands.has(id)) this.brands.set(id, { id, name, slug: slugify(name), own: false })
    return id
  }

  sport(product: SearchProduct): string | null {
    const name = product.sport ?? propertyValue(product, 'Esporte')
    if (!name) return null
    const slug = slugify(name)
    if (!this.sports.has(slug)) this.sports.set(slug, { id: String(this.sports.size + 1), name, slug })
    return this.sports.get(slug)!.id
  }

  seller(sellerId: string, name: string | undefined): void {
    if (!this.sellers.has(sellerId)) this.sellers.set(sellerId, { id: sellerId, name: name ?? sellerId, isRetailer: sellerId === RETAILER_SELLER_ID })
  }

  get categories(): CategoryNode[] {
    return this.roots
  }
}

/**
 * The catalogue of a list of search products (every page of product_search),
 * as search-read.ts reads them. A product listed twice (pages shifting while
 * read) is kept once; a product with no SKU has nothing to sell or show and is
 * left out. Throws a SearchProductError naming the product and the field it
 * cannot read.
 */
export function catalogueFromSearchProducts(products: readonly SearchProduct[]): Catalogue {
  const lists = new CatalogueLists()
  const seen = new Set<string>()
  const result: Product[] = []
  for (const product of products) {
    if (seen.has(product.productId) || product.items.length === 0) continue
    seen.add(product.productId)
    const path = lists.categoryPath(deepestPath(product))
    for (const item of product.items ?? []) for (const seller of item.sellers) lists.seller(seller.sellerId, seller.sellerName)
    result.push(toProduct(product, path, lists.sport(product), lists.brand(product)))
  }
  return {
    sellers: [...lists.sellers.values()],
    brands: [...lists.brands.values()],
    sports: [...lists.sports.values()],
    categories: lists.categories,
    products: result,
  }
}
