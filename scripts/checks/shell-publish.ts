/**
 * npx tsx scripts/checks/shell-publish.ts — the shell publish without a build
 * (decision record 0041) against a real Gatsby build: run after a build of
 * CONTENT_DIR (default content/) in the project's public/ and .cache/. The
 * build is kept as a release in a fresh store; a shell publish changes the
 * stripe's first text, a second one publishes the build's content again. The
 * second release must hold, for every site path, the very object of the
 * build (objects are named by their content: the same bytes): every page
 * stitched again, the slices' HTML and data, app-data.json and sw.js as
 * Gatsby wrote them. Prints the time each shell publish took; exits 1 on a
 * difference. (`BENCH_TMP`: where the store goes, about the size of public/.)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ProcessPublishedShell } from '../../src/server/publishing/published-shell'
import { FileReleaseRepository, readBuildInfo } from '../../src/server/publishing/release-store'
import type { ManifestPublicFiles } from '../../src/server/publishing/release-manifest'
import { ShellPublisher } from '../../src/server/publishing/shell-publisher'

const root = path.resolve(__dirname, '../..')
const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(root, 'content'))
const variant = process.env.STORE_VARIANT ?? 'consumer'

async function main(): Promise<number> {
  const info = readBuildInfo(path.join(root, '.cache'))
  if (!info) throw new Error('no build in public/ and .cache/: run `npx gatsby build` first')
  const work = fs.mkdtempSync(path.join(process.env.BENCH_TMP ?? os.tmpdir(), 'shell-publish-check-'))
  const changedContent = path.join(work, 'content')
  fs.cpSync(contentDir, changedContent, { recursive: true })
  const stripeFile = path.join(changedContent, variant, 'stripe.json')
  const stripe = JSON.parse(fs.readFileSync(stripeFile, 'utf8')) as { messages: Array<{ stripeText: string }> }
  stripe.messages[0].stripeText = `${stripe.messages[0].stripeText} (verificação)`
  fs.writeFileSync(stripeFile, JSON.stringify(stripe, null, 2))
  try {
    const releases = new FileReleaseRepository(path.join(work, 'builds'))
    let started = performance.now()
    const base = await releases.create('b1-build', { publicDir: path.join(root, 'public'), cacheDir: path.join(root, '.cache'), info })
    releases.setCurrent(base.id)
    console.log(`the build kept as a release: ${((performance.now() - started) / 1000).toFixed(1)} s`)
    const publishWith = async (dir: string, id: string) => {
      const publisher = new ShellPublisher({ releases, shell: new ProcessPublishedShell({ siteDir: root, env: { CONTENT_DIR: dir } }) })
      started = performance.now()
      const made = await publisher.publish({ releaseId: id, signal: new AbortController().signal })
      if (!made.ok) throw new Error(`the shell publish declined: ${made.reason}`)
      releases.setCurrent(made.release.id)
      console.log(`shell publish ${id}: ${((performance.now() - started) / 1000).toFixed(1)} s, slices ${made.slices.join(', ')}, ${made.pages} pages stitched again, ${made.stored} objects stored (load ${os.loadavg()[0].toFixed(1)})`)
      return made.release
    }
    await publishWith(changedContent, 'b2-changed')
    const back = await publishWith(contentDir, 'b3-back')
    const built = (base.publicFiles as ManifestPublicFiles).entries()
    const published = (back.publicFiles as ManifestPublicFiles).entries()
    const differing = [...new Set([...built.keys(), ...published.keys()])].filter((sitePath) => built.get(sitePath)?.object !== published.get(sitePath)?.object)
    console.log(`${published.size} files compared with the build's: ${differing.length === 0 ? 'all the same bytes' : `${differing.length} differ, e.g. ${differing.slice(0, 5).join(', ')}`}`)
    return differing.length === 0 ? 0 : 1
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
