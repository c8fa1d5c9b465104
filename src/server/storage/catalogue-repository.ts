import type { Brand, Catalogue, CategoryNode, Product, Seller, Sku, SkuOffer, Sport } from '../../catalogue/model'
import type { Db } from './database'

/**
 * The catalogue in SQLite: products as JSON (looked up by id and linkText), a
 * skus table (sku → product, ean) and the stock of every SKU per seller. The
 * stock column is the source of truth for stock; the offers inside the product
 * JSON carry the stock of seeding time and are overwritten on read.
 */

interface MetaLists {
  sellers: Seller[]
  brands: Brand[]
  sports: Sport[]
  categories: CategoryNode[]
}

const META_KEYS = ['sellers', 'brands', 'sports', 'categories'] as const

/** The catalogue_meta key of the catalogue's revision: one more at every write of products. */
const REVISION_KEY = 'revision'

/**
 * The revision of the stored catalogue: 0 when seeded, one more at each write
 * of products (an import, a price change), from any process. Readers that keep
 * products in memory compare it to know when to read them again.
 */
export function catalogueRevision(db: Db): number {
  const row = db.prepare('SELECT json FROM catalogue_meta WHERE key = ?').get(REVISION_KEY) as { json: string } | undefined
  return row ? Number(row.json) : 0
}

function bumpRevision(db: Db): void {
  db.prepare(
    "INSERT INTO catalogue_meta (key, json) VALUES (?, '1') ON CONFLICT (key) DO UPDATE SET json = CAST(CAST(json AS INTEGER) + 1 AS TEXT)",
  ).run(REVISION_KEY)
}

/** A SKU together with its product. */
export interface SkuWithProduct {
  product: Product
  sku: Sku
}

export function isCatalogueSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM catalogue_meta WHERE key = ?').get('sellers') !== undefined
}

/** Writes a whole catalogue (one transaction). Replaces nothing: call on an empty catalogue. */
export function writeCatalogue(db: Db, catalogue: Catalogue): void {
  const insertMeta = db.prepare('INSERT INTO catalogue_meta (key, json) VALUES (?, ?)')
  const insertProduct = db.prepare('INSERT INTO products (id, link_text, position, json) VALUES (?, ?, ?, ?)')
  const insertSku = db.prepare('INSERT INTO skus (sku_id, product_id, ean) VALUES (?, ?, ?)')
  const insertStock = db.prepare('INSERT INTO sku_stock (sku_id, seller_id, stock) VALUES (?, ?, ?)')
  db.transaction(() => {
    for (const key of META_KEYS) insertMeta.run(key, JSON.stringify(catalogue[key]))
    catalogue.products.forEach((product, position) => {
      insertProduct.run(product.id, product.linkText, position, JSON.stringify(product))
      for (const sku of product.skus) {
        insertSku.run(sku.id, product.id, sku.ean)
        for (const offer of sku.offers) insertStock.run(sku.id, offer.sellerId, Math.max(0, Math.trunc(offer.stock)))
      }
    })
  })()
}

/**
 * Writes products into a seeded catalogue (one transaction): a product with
 * the id of a stored one replaces it (its SKUs and stock too) and keeps its
 * place; new products go last. Nothing is written if any insert fails.
 */
export function upsertProducts(db: Db, products: readonly Product[]): { added: number; replaced: number } {
  const positionOf = db.prepare('SELECT position FROM products WHERE id = ?')
  const lastPosition = db.prepare('SELECT COALESCE(MAX(position), -1) AS last FROM products')
  const remove = db.prepare('DELETE FROM products WHERE id = ?')
  const insertProduct = db.prepare('INSERT INTO products (id, link_text, position, json, revision) VALUES (?, ?, ?, ?, ?)')
  const insertSku = db.prepare('INSERT INTO skus (sku_id, product_id, ean) VALUES (?, ?, ?)')
  const insertStock = db.prepare('INSERT INTO sku_stock (sku_id, seller_id, stock) VALUES (?, ?, ?)')
  return db.transaction(() => {
    let added = 0
    let replaced = 0
    // The products written are marked with the revision this write makes (productsWrittenSince).
    bumpRevision(db)
    const revision = catalogueRevision(db)
    for (const product of products) {
      const stored = positionOf.get(product.id) as { position: number } | undefined
      const position = stored ? stored.position : (lastPosition.get() as { last: number }).last + 1
      if (stored) {
        remove.run(product.id)
        replaced += 1
      } else added += 1
      insertProduct.run(product.id, product.linkText, position, JSON.stringify(product), revision)
      for (const sku of product.skus) {
        insertSku.run(sku.id, product.id, sku.ean)
        for (const offer of sku.offers) insertStock.run(sku.id, offer.sellerId, Math.max(0, Math.trunc(offer.stock)))
      }
    }
    return { added, replaced }
  })()
}

function readMeta(db: Db): MetaLists {
  const rows = db.prepare('SELECT key, json FROM catalogue_meta').all() as Array<{ key: string; json: string }>
  const byKey = new Map(rows.map((row) => [row.key, row.json]))
  const read = <T>(key: string): T[] => JSON.parse(byKey.get(key) ?? '[]') as T[]
  return {
    sellers: read<Seller>('sellers'),
    brands: read<Brand>('brands'),
    sports: read<Sport>('sports'),
    categories: read<CategoryNode>('categories'),
  }
}

function withStock(product: Product, stockOf: (skuId: string, sellerId: string) => number | undefined): Product {
  return {
    ...product,
    skus: product.skus.map((sku) => ({
      ...sku,
      offers: sku.offers.map((offer): SkuOffer => ({ ...offer, stock: stockOf(sku.id, offer.sellerId) ?? offer.stock })),
    })),
  }
}

/** The whole catalogue, with current stock, in the generator's order. */
export function loadCatalogue(db: Db): Catalogue {
  const meta = readMeta(db)
  const stock = new Map<string, number>()
  for (const row of db.prepare('SELECT sku_id, seller_id, stock FROM sku_stock').iterate() as IterableIterator<{
    sku_id: string
    seller_id: string
    stock: number
  }>) {
    stock.set(`${row.sku_id}\u0000${row.seller_id}`, row.stock)
  }
  const products: Product[] = []
  for (const row of db.prepare('SELECT json FROM products ORDER BY position').iterate() as IterableIterator<{ json: string }>) {
    // Freshly parsed objects: set the live stock in place.
    const product = JSON.parse(row.json) as Product
    for (const sku of product.skus) {
      for (const offer of sku.offers) offer.stock = stock.get(`${sku.id}\u0000${offer.sellerId}`) ?? offer.stock
    }
    products.push(product)
  }
  return { ...meta, products }
}

/**
 * The products written since a catalogue revision (upsertProducts marks each with the revision of its
 * write), with their live stock; the catalogue's revision now and its number of products, so the caller
 * can tell whether rows were also removed.
 */
export function productsWrittenSince(db: Db, revision: number): { revision: number; count: number; products: Product[] } {
  return db.transaction(() => {
    const products = (db.prepare('SELECT json FROM products WHERE revision > ? ORDER BY position').all(revision) as Array<{ json: string }>).map((row) => JSON.parse(row.json) as Product)
    const stockOf = db.prepare('SELECT stock FROM sku_stock WHERE sku_id = ? AND seller_id = ?')
    for (const product of products) {
      for (const sku of product.skus) {
        for (const offer of sku.offers) offer.stock = (stockOf.get(sku.id, offer.sellerId) as { stock: number } | undefined)?.stock ?? offer.stock
      }
    }
    const count = (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n
    return { revision: catalogueRevision(db), count, products }
  })()
}

/** Parsed products kept in memory (until forgetProducts: the catalogue changed; stock is read live). */
const PRODUCT_CACHE_LIMIT = 5_000

/**
 * Lookups into the stored catalogue. Products come back with their current
 * stock. Safe to keep for the life of the database connection.
 */
export class SqliteCatalogueRepository {
  private readonly byId
  private readonly byLinkText
  private readonly bySku
  private readonly byEan
  private readonly stockStatement
  private readonly stockOfSku
  private readonly skuAndStock
  private readonly setStockStatement
  private readonly countStatement
  private readonly idAtStatement
  private readonly cache = new Map<string, Product>()
  private meta: MetaLists | null = null
  private nodes: Map<string, CategoryNode> | null = null

  constructor(private readonly db: Db) {
    this.byId = db.prepare('SELECT json FROM products WHERE id = ?')
    this.byLinkText = db.prepare('SELECT id FROM products WHERE link_text = ?')
    this.bySku = db.prepare('SELECT product_id FROM skus WHERE sku_id = ?')
    this.byEan = db.prepare('SELECT sku_id FROM skus WHERE ean = ?')
    this.stockStatement = db.prepare('SELECT stock FROM sku_stock WHERE sku_id = ? AND seller_id = ?')
    this.stockOfSku = db.prepare(
      'SELECT s.sku_id AS skuId, s.seller_id AS sellerId, s.stock AS stock FROM sku_stock s JOIN skus k ON k.sku_id = s.sku_id WHERE k.product_id = ?',
    )
    this.skuAndStock = db.prepare(
      'SELECT k.product_id AS productId, s.seller_id AS sellerId, s.stock AS stock FROM skus k LEFT JOIN sku_stock s ON s.sku_id = k.sku_id WHERE k.sku_id = ?',
    )
    this.setStockStatement = db.prepare('UPDATE sku_stock SET stock = ? WHERE sku_id = ? AND seller_id = ?')
    this.countStatement = db.prepare('SELECT COUNT(*) AS n FROM products')
    this.idAtStatement = db.prepare('SELECT id FROM products ORDER BY position LIMIT 1 OFFSET ?')
  }

  private storedProduct(productId: string): Product | undefined {
    const cached = this.cache.get(productId)
    if (cached) return cached
    const row = this.byId.get(productId) as { json: string } | undefined
    if (!row) return undefined
    const product = JSON.parse(row.json) as Product
    if (this.cache.size >= PRODUCT_CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string)
    this.cache.set(productId, product)
    return product
  }

  /** Forgets the products read so far: the stored catalogue changed (an import, a price change). */
  forgetProducts(): void {
    this.cache.clear()
  }

  /** A product with the current stock of its offers. */
  productById(productId: string): Product | undefined {
    const product = this.storedProduct(productId)
    if (!product) return undefined
    const rows = this.stockOfSku.all(productId) as Array<{ skuId: string; sellerId: string; stock: number }>
    const stock = new Map(rows.map((r) => [`${r.skuId}\u0000${r.sellerId}`, r.stock]))
    return withStock(product, (skuId, sellerId) => stock.get(`${skuId}\u0000${sellerId}`))
  }

  productByLinkText(linkText: string): Product | undefined {
    const row = this.byLinkText.get(linkText) as { id: string } | undefined
    return row ? this.productById(row.id) : undefined
  }

  /** The SKU and its product (current stock), or undefined. */
  skuById(skuId: string): SkuWithProduct | undefined {
    const row = this.bySku.get(skuId) as { product_id: string } | undefined
    if (!row) return undefined
    const product = this.productById(row.product_id)
    const sku = product?.skus.find((candidate) => candidate.id === skuId)
    return product && sku ? { product, sku } : undefined
  }

  /**
   * The SKU with the live stock of its offers, and its product as stored
   * (the product's other SKUs carry seeding-time stock). Cheaper than skuById
   * for callers that only read the one SKU's offers (the cart).
   */
  skuWithLiveStock(skuId: string): SkuWithProduct | undefined {
    // One query: the SKU's product and each seller's stock (a SKU no seller stocks yet has one row, sellerId null).
    const rows = this.skuAndStock.all(skuId) as Array<{ productId: string; sellerId: string | null; stock: number | null }>
    const product = rows.length > 0 ? this.storedProduct(rows[0].productId) : undefined
    const sku = product?.skus.find((candidate) => candidate.id === skuId)
    if (!product || !sku) return undefined
    const liveStock = (sellerId: string): number | undefined => rows.find((row) => row.sellerId === sellerId)?.stock ?? undefined
    return { product, sku: { ...sku, offers: sku.offers.map((offer) => ({ ...offer, stock: liveStock(offer.sellerId) ?? offer.stock })) } }
  }

  skuByEan(ean: string): SkuWithProduct | undefined {
    const row = this.byEan.get(ean) as { sku_id: string } | undefined
    return row ? this.skuById(row.sku_id) : undefined
  }

  /** Units of a SKU the seller has; undefined when the seller does not sell it. */
  stockOf(skuId: string, sellerId: string): number | undefined {
    const row = this.stockStatement.get(skuId, sellerId) as { stock: number } | undefined
    return row?.stock
  }

  /** Sets the stock of a SKU at a seller (returns false when the pair does not exist). */
  setStock(skuId: string, sellerId: string, stock: number): boolean {
    return this.setStockStatement.run(Math.max(0, Math.trunc(stock)), skuId, sellerId).changes > 0
  }

  productCount(): number {
    return (this.countStatement.get() as { n: number }).n
  }

  /** The id of the product at a position of the stored order (the generator's, then imports), or undefined past the end. */
  productIdAt(position: number): string | undefined {
    return (this.idAtStatement.get(position) as { id: string } | undefined)?.id
  }

  private lists(): MetaLists {
    this.meta ??= readMeta(this.db)
    return this.meta
  }

  sellers(): Seller[] {
    return this.lists().sellers
  }

  seller(sellerId: string): Seller | undefined {
    return this.lists().sellers.find((seller) => seller.id === sellerId)
  }

  brands(): Brand[] {
    return this.lists().brands
  }

  brand(brandId: string): Brand | undefined {
    return this.lists().brands.find((brand) => brand.id === brandId)
  }

  sports(): Sport[] {
    return this.lists().sports
  }

  sport(sportId: string): Sport | undefined {
    return this.lists().sports.find((sport) => sport.id === sportId)
  }

  categories(): CategoryNode[] {
    return this.lists().categories
  }

  /** Category nodes of the ids (department → category → subcategory); unknown ids are skipped. */
  categoryPath(categoryIds: string[]): CategoryNode[] {
    if (!this.nodes) {
      this.nodes = new Map()
      const visit = (list: CategoryNode[]) => {
        for (const node of list) {
          this.nodes?.set(node.id, node)
          visit(node.children)
        }
      }
      visit(this.lists().categories)
    }
    const nodes = this.nodes
    return categoryIds.map((id) => nodes.get(id)).filter((node): node is CategoryNode => node !== undefined)
  }
}
