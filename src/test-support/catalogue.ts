import type { Catalogue } from '../catalogue/model'
import { generateCatalogue, type GenerateCatalogueOptions } from '../demo/catalogue/generate'
import type { Taxonomy } from '../catalogue/taxonomy'
import { readTaxonomyFiles } from '../server/catalogue-source/taxonomy-files'

let taxonomy: Taxonomy | null = null

/** The project's taxonomy (content/shared), read once per test file. */
export function projectTaxonomy(): Taxonomy {
  taxonomy ??= readTaxonomyFiles()
  return taxonomy
}

/** A generated catalogue over the project's taxonomy (the one a new database is seeded with). */
export function testCatalogue(options: Omit<GenerateCatalogueOptions, 'taxonomy'> = {}): Catalogue {
  return generateCatalogue({ taxonomy: projectTaxonomy(), ...options })
}
