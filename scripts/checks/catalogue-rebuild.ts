/**
 * A price changed in the embedded database reaches the product's page on the
 * next (incremental) build: run after a consumer build over DATA_DIR.
 * Changes the first SKU's price of one product, rebuilds with Gatsby's cache,
 * and checks the product's page data and HTML show the new price while an
 * unrelated product's HTML is not rewritten.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { productPath } from '../../src/catalogue'
import { formatCents } from '../../src/config/money'
import { readServerConfig } from '../../src/server/config'
import { SqliteCatalogueRepository, loadCatalogue, upsertProducts } from '../../src/server/storage/catalogue-repository'
import { openDatabase } from '../../src/server/storage/database'
import { writeChecksReport, type CheckResult } from './report'

const root = path.resolve(__dirname, '../..')
const publicDir = path.join(root, 'public')
const htmlOf = (pagePath: string) => path.join(publicDir, pagePath, 'index.html')
const pageDataOf = (pagePath: string) => path.join(publicDir, 'page-data', pagePath, 'page-data.json')

function main(): number {
  const config = readServerConfig()
  const db = openDatabase(config.dataDir)
  const products = loadCatalogue(db).products.filter((p) => !p.isKit && fs.existsSync(htmlOf(productPath(p))))
  const [changed, untouched] = [products[10], products[20]]
  const repository = new SqliteCatalogueRepository(db)
  const product = repository.productById(changed.id)!
  const offer = product.skus[0].offers[0]
  const newPrice = offer.price + 1_234
  offer.price = newPrice
  offer.listPrice = Math.max(offer.listPrice, newPrice)
  upsertProducts(db, [product])
  db.close()

  const started = Date.now()
  // --write-to-file: Gatsby lists the pages whose HTML it regenerated in .cache/newPages.txt.
  const build = spawnSync('npx', ['gatsby', 'build', '--write-to-file'], { cwd: root, stdio: 'inherit', env: process.env })
  const seconds = Math.round((Date.now() - started) / 100) / 10
  const checks: CheckResult[] = [{ name: 'the incremental rebuild succeeds', ok: build.status === 0, detail: `${seconds} s` }]
  if (build.status === 0) {
    const pagePath = productPath(changed)
    const pageData = fs.readFileSync(pageDataOf(pagePath), 'utf8')
    const html = fs.readFileSync(htmlOf(pagePath), 'utf8')
    const regenerated = fs.readFileSync(path.join(root, '.cache', 'newPages.txt'), 'utf8').split('\n').filter(Boolean)
    checks.push(
      { name: `the page data of ${pagePath} carries the new price`, ok: pageData.includes(`"price":${newPrice}`), detail: `${newPrice} cents` },
      { name: `the HTML of ${pagePath} shows the new price`, ok: html.includes(formatCents(newPrice)), detail: formatCents(newPrice) },
      {
        name: 'the build is incremental: the changed page is regenerated, an unchanged product page is not',
        ok: regenerated.includes(pagePath) && !regenerated.includes(productPath(untouched)),
        detail: `${regenerated.length} page(s) regenerated`,
      },
    )
  }
  return writeChecksReport('checks-catalogue-rebuild', checks)
}

process.exit(main())
