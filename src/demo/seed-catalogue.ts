import { DEFAULT_CATALOGUE_SEED, generateCatalogue } from './catalogue/generate'
import type { ServerConfig } from '../server/config'
import { isCatalogueSeeded, writeCatalogue } from '../server/storage/catalogue-repository'
import type { Db } from '../server/storage/database'
import { readTaxonomyFiles } from '../server/catalogue-source/taxonomy-files'

/**
 * Seeder of a new embedded database: the demo catalogue from the deterministic
 * generator, over the CMS taxonomy. A database that holds a catalogue (seeded
 * or imported from a merchant feed) is left as it is.
 */
export function seedCatalogue(db: Db, config: Pick<ServerConfig, 'catalogSize'>): void {
  if (isCatalogueSeeded(db)) return
  writeCatalogue(db, generateCatalogue({ taxonomy: readTaxonomyFiles(), size: config.catalogSize, seed: DEFAULT_CATALOGUE_SEED }))
}
