import type { Product } from '../../src/catalogue/model'
import { SqliteCatalogueRepository, loadCatalogue, upsertProducts } from '../../src/server/storage/catalogue-repository'
import { openDatabase } from '../../src/server/storage/database'

/** How much a test price change raises a product's first offer, in cents. */
export const PRICE_CHANGE_CENTS = 1_234

/**
 * Raises the first offer's price of a product in the store's database (its
 * list price follows when the price passes it), as a catalogue import would;
 * the caller then posts the catalogue notice. Returns the product as the
 * catalogue lists it and the new price in cents.
 */
export function raiseStoredPrice(dataDir: string, pick: (products: readonly Product[]) => Product): { product: Product; priceCents: number } {
  const db = openDatabase(dataDir)
  try {
    const product = pick(loadCatalogue(db).products)
    const stored = new SqliteCatalogueRepository(db).productById(product.id)!
    const offer = stored.skus[0].offers[0]
    offer.price += PRICE_CHANGE_CENTS
    offer.listPrice = Math.max(offer.listPrice, offer.price)
    upsertProducts(db, [stored])
    return { product, priceCents: offer.price }
  } finally {
    db.close()
  }
}
