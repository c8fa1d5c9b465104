import fs from 'node:fs'
import path from 'node:path'
import { TAXONOMY_FILES, taxonomyFromContent, type Taxonomy, type TaxonomyDocuments } from '../../catalogue/taxonomy'

/** The project folder (holds content/): the working directory, as for every npm script. */
export const PROJECT_ROOT = process.cwd()

function readJson(file: string, label: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`${label}: (root): cannot be read: ${reason}`)
  }
}

/** The taxonomy of the CMS seed content under `rootDir` (validated; an invalid file is named in the error). */
export function readTaxonomyFiles(rootDir: string = PROJECT_ROOT): Taxonomy {
  const documents = Object.fromEntries(
    Object.entries(TAXONOMY_FILES).map(([key, file]) => [key, readJson(path.join(rootDir, file), file)]),
  ) as unknown as TaxonomyDocuments
  return taxonomyFromContent(documents)
}
