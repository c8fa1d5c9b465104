/**
 * A merchant feed: the retailer's (or a marketplace seller's) products in a
 * file, validated by the zod schemas below and turned into catalogue products
 * (`npm run catalogue:import FILE` writes them into the embedded database).
 * Brands, sports and categories are named by their slugs and must exist in the
 * catalogue the feed goes into; every error names the record and the field.
 *
 * JSON: { "products": [ { id, name, brand, category: "dept/cat/sub", gender, skus: [...] } ] }.
 * Money in reais, as merchants write it (199.9), stored in cents.
 */
import { z, type ZodIssue } from 'zod'
import { SLUG_PATTERN, formatPath } from '../../cms-schemas'
import { RETAILER_SELLER_ID } from '../config/constants'
import { installmentsFor } from './pricing'
import type { Catalogue, CategoryNode, Gender, Product, Sku, VariationName } from './model'
import { slugify } from './search/text'

const GENDERS = ['Masculino', 'Feminino', 'Infantil', 'Unissex'] as const satisfies readonly Gender[]
const VARIATION_NAMES = ['Cor', 'Tamanho', 'Sabor', 'Voltagem', 'Valor'] as const satisfies readonly VariationName[]

const text = z.string({ required_error: 'Required', invalid_type_error: 'must be text' }).trim().min(1, 'must not be empty')
const id = z.string({ required_error: 'Required', invalid_type_error: 'must be text' }).regex(/^[0-9]{1,18}$/, 'must be digits only (e.g. "900001")')
const slug = z.string({ required_error: 'Required', invalid_type_error: 'must be text' }).regex(SLUG_PATTERN, 'must be a lowercase slug (e.g. "tenis-de-corrida")')
const reais = z
  .number({ required_error: 'Required', invalid_type_error: 'must be a number in reais (e.g. 199.9)' })
  .positive('must be more than zero')
  .max(1_000_000, 'must be at most 1000000')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals')
const imageUrl = z
  .string({ required_error: 'Required', invalid_type_error: 'must be text' })
  .regex(/^(\/(?!\/)\S+|https:\/\/\S+)$/, 'must be a site path ("/images/…") or an https address')

export const feedSkuSchema = z
  .object({
    id,
    name: text,
    ean: z.string({ required_error: 'Required', invalid_type_error: 'must be text' }).regex(/^\d{8,14}$/, 'must be 8 to 14 digits'),
    refId: text.optional(),
    manufacturerCode: text.optional(),
    variations: z.record(z.enum(VARIATION_NAMES, { errorMap: () => ({ message: `must be one of ${VARIATION_NAMES.join(', ')}` }) }), text).default({}),
    price: reais,
    listPrice: reais.optional(),
    stock: z.number({ required_error: 'Required', invalid_type_error: 'must be a number' }).int('must be a whole number').min(0, 'must not be negative'),
    sellerId: z.string().regex(/^[a-z0-9]{1,40}$/, 'must be a seller id (lowercase letters and digits)').default(RETAILER_SELLER_ID),
    images: z.array(imageUrl).min(1, 'must list at least one image'),
  })
  .strict()
  .refine((sku) => sku.listPrice === undefined || sku.listPrice >= sku.price, { message: 'must not be below price', path: ['listPrice'] })

export const feedProductSchema = z
  .object({
    id,
    name: text,
    linkText: slug.optional(),
    description: text,
    brand: slug,
    category: z.string({ required_error: 'Required' }).regex(/^[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/, 'must be a subcategory path "department/category/subcategory"'),
    sport: slug.optional(),
    gender: z.enum(GENDERS, { errorMap: () => ({ message: `must be one of ${GENDERS.join(', ')}` }) }),
    releaseDate: z.string().date('must be a date (yyyy-mm-dd)').optional(),
    productReference: text.optional(),
    specifications: z.array(z.object({ name: text, values: z.array(text).min(1) }).strict()).default([]),
    skus: z.array(feedSkuSchema).min(1, 'must list at least one SKU'),
  })
  .strict()

export const merchantFeedSchema = z.object({ products: z.array(feedProductSchema).min(1, 'must list at least one product') }).strict()

export type FeedProduct = z.infer<typeof feedProductSchema>
export type MerchantFeed = z.infer<typeof merchantFeedSchema>

export interface FeedIssue {
  /** e.g. "products.2 (id 900003)" */
  record: string
  /** e.g. "skus.0.price" */
  field: string
  message: string
}

/** A feed that cannot be imported; the message lists one issue per line, naming the record and the field. */
export class MerchantFeedError extends Error {
  constructor(
    readonly source: string,
    readonly issues: FeedIssue[],
  ) {
    super([`${source}: the feed was not imported:`, ...issues.map((i) => `  ${i.record}: ${i.field}: ${i.message}`)].join('\n'))
    this.name = 'MerchantFeedError'
  }
}

function recordName(raw: unknown, index: number): string {
  const recordId = (raw as { products?: Array<{ id?: unknown }> })?.products?.[index]?.id
  return typeof recordId === 'string' ? `products.${index} (id ${recordId})` : `products.${index}`
}

function toIssues(raw: unknown, issues: readonly ZodIssue[]): FeedIssue[] {
  return issues.map((issue) => {
    const [first, index, ...rest] = issue.path
    if (first === 'products' && typeof index === 'number') return { record: recordName(raw, index), field: formatPath(rest), message: issue.message }
    return { record: '(feed)', field: formatPath(issue.path), message: issue.message }
  })
}

function subcategoryPaths(categories: readonly CategoryNode[]): Map<string, CategoryNode[]> {
  const paths = new Map<string, CategoryNode[]>()
  for (const department of categories) {
    for (const category of department.children) {
      for (const sub of category.children) paths.set(`${department.slug}/${category.slug}/${sub.slug}`, [department, category, sub])
    }
  }
  return paths
}

/**
 * The products of a feed, checked against the catalogue they go into: brands,
 * sports, categories and sellers must exist; product ids, link texts, SKU ids
 * and EANs must be unique in the feed and may only collide with the product
 * the record replaces. Throws MerchantFeedError listing every issue.
 */
export function productsOfFeed(raw: unknown, into: Catalogue, source = 'feed'): Product[] {
  const parsed = merchantFeedSchema.safeParse(raw)
  if (!parsed.success) throw new MerchantFeedError(source, toIssues(raw, parsed.error.issues))
  const issues: FeedIssue[] = []
  const paths = subcategoryPaths(into.categories)
  const brands = new Map(into.brands.map((b) => [b.slug, b]))
  const sports = new Map(into.sports.map((s) => [s.slug, s]))
  const sellers = new Set(into.sellers.map((s) => s.id))
  const replaced = new Set(parsed.data.products.map((p) => p.id))
  const taken = { linkText: new Map<string, string>(), sku: new Map<string, string>(), ean: new Map<string, string>() }
  for (const product of into.products) {
    if (replaced.has(product.id)) continue
    taken.linkText.set(product.linkText, product.id)
    for (const sku of product.skus) {
      taken.sku.set(sku.id, product.id)
      taken.ean.set(sku.ean, product.id)
    }
  }
  const products: Product[] = []
  const seenIds = new Set<string>()
  parsed.data.products.forEach((record, index) => {
    const name = recordName(raw, index)
    const fail = (field: string, message: string) => issues.push({ record: name, field, message })
    if (seenIds.has(record.id)) fail('id', `is listed twice in the feed`)
    seenIds.add(record.id)
    const path = paths.get(record.category)
    if (!path) fail('category', `"${record.category}" is not a subcategory of the catalogue`)
    const brand = brands.get(record.brand)
    if (!brand) fail('brand', `"${record.brand}" is not a brand of the catalogue`)
    const sport = record.sport ? sports.get(record.sport) : undefined
    if (record.sport && !sport) fail('sport', `"${record.sport}" is not a sport of the catalogue`)
    const linkText = record.linkText ?? slugify(record.name)
    const claim = (map: Map<string, string>, key: string, field: string, what: string) => {
      const owner = map.get(key)
      if (owner !== undefined && owner !== record.id) fail(field, `${what} "${key}" already belongs to product ${owner}`)
      else map.set(key, record.id)
    }
    claim(taken.linkText, linkText, record.linkText ? 'linkText' : 'name', 'link text')
    const recordSkus = new Set<string>()
    const recordEans = new Set<string>()
    const skus: Sku[] = record.skus.map((sku, skuIndex) => {
      if (recordSkus.has(sku.id)) fail(`skus.${skuIndex}.id`, `SKU id "${sku.id}" is listed twice`)
      if (recordEans.has(sku.ean)) fail(`skus.${skuIndex}.ean`, `EAN "${sku.ean}" is listed twice`)
      recordSkus.add(sku.id)
      recordEans.add(sku.ean)
      claim(taken.sku, sku.id, `skus.${skuIndex}.id`, 'SKU id')
      claim(taken.ean, sku.ean, `skus.${skuIndex}.ean`, 'EAN')
      if (!sellers.has(sku.sellerId)) fail(`skus.${skuIndex}.sellerId`, `"${sku.sellerId}" is not a seller of the catalogue`)
      const price = Math.round(sku.price * 100)
      return {
        id: sku.id,
        name: sku.name,
        ean: sku.ean,
        refId: sku.refId ?? sku.id,
        manufacturerCode: sku.manufacturerCode ?? sku.id,
        variations: sku.variations,
        images: sku.images.map((url) => ({ url, alt: sku.name })),
        offers: [
          {
            sellerId: sku.sellerId,
            price,
            listPrice: Math.round((sku.listPrice ?? sku.price) * 100),
            stock: sku.stock,
            installments: installmentsFor(price, sku.sellerId === RETAILER_SELLER_ID),
          },
        ],
        measurementUnit: 'un',
        unitMultiplier: 1,
      }
    })
    products.push({
      id: record.id,
      name: record.name,
      linkText,
      description: record.description,
      brandId: brand?.id ?? '',
      categoryIds: path?.map((node) => node.id) ?? [],
      sportId: sport?.id ?? null,
      gender: record.gender,
      isKit: false,
      kitSkuIds: [],
      releaseDate: new Date(record.releaseDate ?? '2026-01-01').toISOString(),
      productReference: record.productReference ?? record.id,
      specifications: record.specifications,
      flags: [],
      skus,
      sizeGuide: null,
      salesCount: 0,
    })
  })
  if (issues.length > 0) throw new MerchantFeedError(source, issues)
  return products
}
