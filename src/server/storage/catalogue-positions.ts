import type { Product } from '../../catalogue/model'
import type { DemoOrderCatalogue } from '../domain/orders/demo-orders'
import type { CatalogueRepository } from './catalogue-repository'
import type { Db } from './database'

/**
 * The stored catalogue read by position (the generator's order), for the demo
 * orders. The position lookup belongs in CatalogueRepository; it stays here
 * while the catalogue source is being reworked.
 */
export class CatalogueByPosition implements DemoOrderCatalogue {
  private readonly idAt

  constructor(
    db: Db,
    private readonly catalogue: Pick<CatalogueRepository, 'productCount' | 'productById'>,
  ) {
    this.idAt = db.prepare('SELECT id FROM products ORDER BY position LIMIT 1 OFFSET ?')
  }

  productCount(): number {
    return this.catalogue.productCount()
  }

  productIdAt(position: number): string | undefined {
    return (this.idAt.get(position) as { id: string } | undefined)?.id
  }

  productById(productId: string): Product | undefined {
    return this.catalogue.productById(productId)
  }
}
