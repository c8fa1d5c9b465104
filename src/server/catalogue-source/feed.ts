import fs from 'node:fs'
import path from 'node:path'
import { feedFromCsv } from '../../catalogue/feed-csv'
import { MerchantFeedError, productsOfFeed, type FeedIssue } from '../../catalogue/feed'
import type { Catalogue, Product } from '../../catalogue/model'
import type { CatalogueSource } from '../../catalogue/source'
import { loadCatalogue, upsertProducts } from '../storage/catalogue-repository'
import type { Db } from '../storage/database'

/** A feed file read: the raw feed, and how an issue of it is named in the file (a CSV's row and column). */
export interface FeedFile {
  feed: unknown
  locate: (issue: FeedIssue) => FeedIssue
}

/** The raw feed of a file: JSON, or CSV when the name ends in .csv. Unreadable files are a MerchantFeedError. */
export function readFeedFile(file: string): FeedFile {
  const name = path.basename(file)
  let textContent: string
  try {
    textContent = fs.readFileSync(file, 'utf8')
  } catch (error) {
    throw new MerchantFeedError(name, [{ record: '(file)', field: '(root)', message: `cannot be read: ${(error as Error).message}` }])
  }
  try {
    return file.toLowerCase().endsWith('.csv') ? feedFromCsv(textContent) : { feed: JSON.parse(textContent) as unknown, locate: (issue) => issue }
  } catch (error) {
    throw new MerchantFeedError(name, [{ record: '(file)', field: '(root)', message: (error as Error).message }])
  }
}

/**
 * The catalogue as it will be once a merchant feed is imported into the
 * embedded one: the feed's products (validated against the current catalogue)
 * replace stored products of the same id, and the others are added.
 */
export class FeedCatalogueSource implements CatalogueSource {
  readonly name = 'feed'

  constructor(
    private readonly file: string,
    private readonly base: () => Catalogue,
  ) {}

  /** The feed's products, or a MerchantFeedError naming each record (a CSV's row) and field that is wrong. */
  products(): Product[] {
    const { feed, locate } = readFeedFile(this.file)
    try {
      return productsOfFeed(feed, this.base(), path.basename(this.file))
    } catch (error) {
      if (error instanceof MerchantFeedError) throw new MerchantFeedError(error.source, error.issues.map(locate))
      throw error
    }
  }

  async load(): Promise<Catalogue> {
    const base = this.base()
    const incoming = this.products()
    const byId = new Map(incoming.map((product) => [product.id, product]))
    const kept = base.products.map((product) => byId.get(product.id) ?? product)
    const added = incoming.filter((product) => !base.products.some((stored) => stored.id === product.id))
    return { ...base, products: [...kept, ...added] }
  }
}

/** Imports a merchant feed into the embedded database in one transaction; a bad feed writes nothing. */
export function importFeed(db: Db, file: string): { added: number; replaced: number } {
  const products = new FeedCatalogueSource(file, () => loadCatalogue(db)).products()
  return upsertProducts(db, products)
}
