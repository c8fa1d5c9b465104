import type { Catalogue } from '../../catalogue/model'
import type { CatalogueSource } from '../../catalogue/source'
import type { ServerConfig } from '../config'
import { loadCatalogue } from '../storage/catalogue-repository'
import { openDatabase } from '../storage/database'
import { seedDatabase } from '../seed'

/**
 * The embedded catalogue: what the store's own database holds. The build reads
 * it from the same folder the server runs on (DATA_DIR), creating and seeding
 * the database when it is new, so build and server see one catalogue.
 */
export class EmbeddedCatalogueSource implements CatalogueSource {
  readonly name = 'embedded'

  constructor(private readonly config: ServerConfig) {}

  async load(): Promise<Catalogue> {
    const db = openDatabase(this.config.dataDir)
    try {
      await seedDatabase(db, this.config)
      return loadCatalogue(db)
    } finally {
      db.close()
    }
  }
}
