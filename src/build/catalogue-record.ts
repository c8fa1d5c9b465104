import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { CATALOGUE_RECORD_FILE } from '../contracts/publishing'

/**
 * The catalogue as a build made it, kept with the build record (decision
 * record 0042): what a price or stock publish without a Gatsby build compares
 * the catalogue with to find the products that changed and the pages that
 * show them, and the pages' dates for the sitemap's lastmod.
 */
export const catalogueRecordSchema = z.object({
  /** The digest of what every product's node depends on besides the product (src/build/incremental-sourcing.ts). */
  basis: z.string().min(1),
  /** Product id → fingerprint of the product as sourced. */
  fingerprints: z.record(z.string()),
  /** Product id → Gatsby's content digest of its node (the catalogue version is the digest of these, in catalogue order). */
  digests: z.record(z.string()),
  /**
   * Product ids in the order of their nodes in Gatsby's store (their `internal.counter`): a page query
   * listing products without a sort answers in that order, and a node made again goes last.
   */
  nodeOrder: z.array(z.string()),
  /** The static listings made (a listing left empty is not made): a publish that would add or drop one builds. */
  listings: z.array(z.string()),
  /** Page path → the digest of what it shows and since when (src/build/lastmod.ts). */
  pages: z.record(z.object({ digest: z.string(), since: z.string() })),
})

export type CatalogueRecord = z.infer<typeof catalogueRecordSchema>

export const catalogueRecordPath = (cacheDir: string): string => path.join(cacheDir, CATALOGUE_RECORD_FILE)

export function writeCatalogueRecord(cacheDir: string, record: CatalogueRecord): void {
  fs.writeFileSync(catalogueRecordPath(cacheDir), JSON.stringify(record))
}

/** The record in a cache directory; throws naming the file when it is absent or not valid. */
export function readCatalogueRecord(file: string): CatalogueRecord {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    throw new Error(`no catalogue record at ${file} (a build made before decision record 0042)`)
  }
  const parsed = catalogueRecordSchema.safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`${file} is not a catalogue record: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  return parsed.data
}
