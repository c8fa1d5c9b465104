import type { Catalogue } from '../../catalogue/model'
import type { CatalogueSource } from '../../catalogue/source'
import type { ServerConfig } from '../config'
import { loadCatalogue } from '../storage/catalogue-repository'
import { prepareDatabase } from '../prepare-database'

/**
 * The embedded catalogue: what the store's own database holds. The build reads
 * it from the same folder the server runs on (DATA_DIR), creating and seeding
 * the database when it is new, so build and server see one catalogue.
 */
export class EmbeddedCatalogueSource implements CatalogueSource {
  readonly name = 'embedded'

  constructor(private readonly config: ServerConfig) {}

  async load(): Promise<Catalogue> {
    const { db } = await prepareDatabase(this.config)
    try {
      return loadCatalogue(db)
    } finally {
      db.close()
    }
  }
}
