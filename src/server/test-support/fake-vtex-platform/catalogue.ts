import { slugify } from '../../../catalogue/search/text'
import { sampleOne } from '../../../test-support/vtex-documents/schema-arbitrary'
import type { DocumentContract } from './contract'
import { FAKE_BRANDS, fakeAccountDomain } from './values'

/**
 * The fake account's catalogue: products generated from Intelligent Search's
 * `Product` schema (every documented property, the schema's own values or the
 * account's domains of values.ts), then made coherent where a real account's
 * data is: unique ids and addresses, category paths whose names match their
 * ids, a size variation per SKU, prices that agree (list price ≥ price,
 * instalments dividing the price), image addresses on the account's image
 * host with VTEX's file ids. Nothing else is written by hand; a product may
 * have no SKU, a SKU no seller or image, as the schema allows.
 */

type Json = Record<string, unknown>

/** A product as the fake answers it (the schema's shape), with the fields the fake searches by. */
export interface FakeProduct {
  wire: Json
  productId: string
  productName: string
  linkText: string
  brand: string
  /** Category slugs from the department down. */
  categorySlugs: string[]
  /** Lowest selling price among its available offers, reais (null: nothing available). */
  price: number | null
  available: boolean
  releaseDate: number
  skuIds: string[]
  /** Whether every SKU has a picture (the document allows a SKU with none). */
  pictured: boolean
}

/** The fake account's category tree: department → categories (ids are VTEX's numeric strings). */
const TREE: ReadonlyArray<{ id: string; name: string; children: ReadonlyArray<{ id: string; name: string }> }> = [
  { id: '1', name: 'Calçados', children: [{ id: '11', name: 'Tênis' }, { id: '12', name: 'Chuteiras' }] },
  { id: '2', name: 'Roupas', children: [{ id: '21', name: 'Camisetas' }, { id: '22', name: 'Bermudas' }] },
  { id: '3', name: 'Equipamentos', children: [{ id: '31', name: 'Bolas' }, { id: '32', name: 'Mochilas' }] },
]
const SIZES = ['P', 'M', 'G', 'GG']

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : [])
const round2 = (value: number) => Math.round(value * 100) / 100

function coherentOffer(offer: Json): void {
  const price = typeof offer.Price === 'number' ? offer.Price : 0
  offer.ListPrice = Math.max(typeof offer.ListPrice === 'number' ? offer.ListPrice : price, price)
  offer.PriceWithoutDiscount = offer.ListPrice
  offer.spotPrice = price
  for (const plan of objects(offer.Installments)) {
    const count = typeof plan.NumberOfInstallments === 'number' && plan.NumberOfInstallments >= 1 ? plan.NumberOfInstallments : 1
    plan.NumberOfInstallments = count
    plan.Value = round2(price / count)
    plan.InterestRate = 0
    plan.TotalValuePlusInterestRate = price
  }
}

export function generateCatalogue(contract: DocumentContract, { account, seed, count }: { account: string; seed: number; count: number }): FakeProduct[] {
  const arbitrary = contract.componentArbitrary('search', 'Product', { presence: 'all', domain: fakeAccountDomain })
  const products: FakeProduct[] = []
  for (let i = 0; i < count; i++) {
    const wire = sampleOne(arbitrary, seed + i) as Json
    const productId = String(880_001 + i)
    const productName = String(wire.productName)
    const linkText = `${slugify(productName)}-${productId}`
    const brandIndex = Math.max(0, FAKE_BRANDS.indexOf(String(wire.brand)))
    const department = TREE[i % TREE.length]
    const category = department.children[Math.floor(i / TREE.length) % department.children.length]
    Object.assign(wire, {
      productId,
      cacheId: `sp-${productId}`,
      linkText,
      link: `/${linkText}/p`,
      brand: FAKE_BRANDS[brandIndex],
      brandId: 2_000_001 + brandIndex,
      productReference: `REF-${productId}`,
      // Deepest first, as the platform lists them.
      categories: [`/${department.name}/${category.name}/`, `/${department.name}/`],
      categoriesIds: [`/${department.id}/${category.id}/`, `/${department.id}/`],
      categoryId: category.id,
    })
    const items = objects(wire.items)
    items.forEach((item, k) => {
      const itemId = `${productId}${k + 1}`
      const size = SIZES[k % SIZES.length]
      Object.assign(item, {
        itemId,
        name: size,
        nameComplete: `${productName} ${size}`,
        ean: `789${itemId.padStart(10, '0')}`,
        referenceId: [{ Key: 'RefId', Value: `REF-${itemId}` }],
        variations: [{ name: 'Tamanho', values: [size] }],
        Tamanho: [size],
        measurementUnit: 'un',
        unitMultiplier: 1,
      })
      objects(item.images).forEach((image, n) => {
        const imageId = String(Number(itemId) * 10 + n)
        Object.assign(image, { imageId, cacheId: imageId, imageUrl: `https://${account}.vtexassets.com/arquivos/ids/${imageId}/${linkText}.jpg?v=638000000000000000` })
      })
      objects(item.sellers).forEach((seller, s) => {
        Object.assign(seller, { sellerId: String(s + 1), sellerName: s === 0 ? 'Arena Esportes' : `Parceiro ${s + 1}`, sellerDefault: s === 0, addToCartLink: '' })
        if (isObject(seller.commertialOffer)) coherentOffer(seller.commertialOffer)
      })
    })
    wire.skuSpecifications = items.length ? [{ field: { name: 'Tamanho', originalName: 'Tamanho' }, values: items.map((_, k) => ({ name: SIZES[k % SIZES.length], originalName: SIZES[k % SIZES.length] })) }] : []
    const offers = items.flatMap((item) => objects(item.sellers)).map((seller) => seller.commertialOffer).filter(isObject)
    const selling = offers.filter((offer) => Number(offer.AvailableQuantity) > 0).map((offer) => Number(offer.Price))
    const listing = offers.map((offer) => Number(offer.ListPrice))
    wire.priceRange = {
      sellingPrice: { highPrice: selling.length ? Math.max(...selling) : 0, lowPrice: selling.length ? Math.min(...selling) : 0 },
      listPrice: { highPrice: listing.length ? Math.max(...listing) : 0, lowPrice: listing.length ? Math.min(...listing) : 0 },
    }
    products.push({
      wire,
      productId,
      productName,
      linkText,
      brand: FAKE_BRANDS[brandIndex],
      categorySlugs: [slugify(department.name), slugify(category.name)],
      price: selling.length ? Math.min(...selling) : null,
      available: selling.length > 0,
      releaseDate: typeof wire.releaseDate === 'number' ? wire.releaseDate : 0,
      skuIds: items.map((item) => String(item.itemId)),
      pictured: items.length > 0 && items.every((item) => objects(item.images).length > 0),
    })
  }
  return products
}

/** The category tree's names by slug (facet names). */
export const CATEGORY_NAMES: ReadonlyMap<string, string> = new Map(TREE.flatMap((d) => [[slugify(d.name), d.name] as const, ...d.children.map((c) => [slugify(c.name), c.name] as const)]))
