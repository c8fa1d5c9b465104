/**
 * npm run catalogue:import FILE [--dry-run]
 * Loads a merchant feed (JSON, or CSV by extension; see src/catalogue/feed.ts)
 * into the embedded database of DATA_DIR (default ./data). A feed with errors
 * changes nothing and the command lists each record and field at fault.
 * Rebuild (npm run build) for the new products' pages.
 */
import { MerchantFeedError } from '../src/catalogue/feed'
import { FeedCatalogueSource, importFeed } from '../src/server/catalogue-source/feed'
import { readServerConfig } from '../src/server/config'
import { loadCatalogue } from '../src/server/storage/catalogue-repository'
import { prepareDatabase } from '../src/server/prepare-database'

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const file = args.find((arg) => !arg.startsWith('--'))
  if (!file) {
    console.error('usage: npm run catalogue:import FILE [--dry-run]')
    return 2
  }
  const config = readServerConfig()
  const { db } = await prepareDatabase(config)
  try {
    if (args.includes('--dry-run')) {
      const products = new FeedCatalogueSource(file, () => loadCatalogue(db)).products()
      console.log(`${file}: ${products.length} product(s) valid; nothing written (--dry-run)`)
      return 0
    }
    const { added, replaced } = importFeed(db, file)
    console.log(`${file}: ${added} product(s) added, ${replaced} replaced in ${config.dataDir}. Run npm run build for their pages.`)
    return 0
  } catch (error) {
    if (error instanceof MerchantFeedError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    db.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
