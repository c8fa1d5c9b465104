import fs from 'node:fs'
import path from 'node:path'
import type { WorkerManifest } from '../service-worker/worker-scope'

/**
 * The service worker of a build (decision record 0010): a manifest of what it
 * caches at install (the offline shell and every hashed script and style sheet
 * of this build), bundled with the worker's code into public/sw.js.
 */

/** Written by the browser bundle's webpack: every file it emitted (this build's, not leftovers of earlier ones). */
export const EMITTED_ASSETS_FILE = 'service-worker-assets.json'
export const WORKER_ENTRY = path.resolve(__dirname, '../service-worker/entry.ts')
export const WORKER_FILE = 'sw.js'
/** The page an offline navigation to a page never visited lands on. */
export const OFFLINE_PAGE = '/offline'

/** A webpack plugin (structural type: no webpack import here) recording the emitted file names into `file`. */
export function emittedAssetsRecorder(file: string) {
  return {
    apply(compiler: { hooks: { done: { tap(name: string, callback: (stats: { compilation: { getAssets(): Array<{ name: string }> } }) => void): void } } }) {
      compiler.hooks.done.tap('StoreServiceWorkerAssets', (stats) => {
        const names = stats.compilation.getAssets().map((asset) => asset.name)
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.writeFileSync(file, JSON.stringify(names))
      })
    },
  }
}

/** Hashed scripts and style sheets among the emitted files, as site paths. */
export function hashedAssetPaths(emitted: readonly string[]): string[] {
  return [...new Set(emitted.filter((name) => /\.(js|css)$/.test(name) && !name.includes('/') && !name.endsWith('.LICENSE.txt')))]
    .sort()
    .map((name) => `/${name}`)
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T
}

/** The offline page's address under the build's trailing-slash policy. */
export function offlinePagePath(publicDir: string, trailingSlash: 'always' | 'never' | 'ignore'): string {
  if (!fs.existsSync(path.join(publicDir, 'offline', 'index.html'))) throw new Error('The build has no /offline page')
  return trailingSlash === 'always' ? `${OFFLINE_PAGE}/` : OFFLINE_PAGE
}

/** Icons named by the web app manifest (gatsby-plugin-manifest writes manifest.webmanifest and icons/; their addresses are relative to it). */
export function manifestFiles(publicDir: string): string[] {
  const file = path.join(publicDir, 'manifest.webmanifest')
  if (!fs.existsSync(file)) return []
  const manifest = readJson<{ icons?: Array<{ src?: unknown }> }>(file)
  const base = 'https://site.invalid/manifest.webmanifest'
  const icons = (manifest.icons ?? [])
    .map((icon) => icon.src)
    .filter((src): src is string => typeof src === 'string')
    .map((src) => new URL(src, base))
    .filter((url) => url.origin === 'https://site.invalid')
    .map((url) => url.pathname)
  return ['/manifest.webmanifest', ...icons]
}

export function workerManifest({
  publicDir,
  emittedAssetsFile,
  trailingSlash,
}: {
  publicDir: string
  emittedAssetsFile: string
  trailingSlash: 'always' | 'never' | 'ignore'
}): WorkerManifest {
  const build = readJson<{ webpackCompilationHash?: unknown }>(path.join(publicDir, 'page-data', 'app-data.json')).webpackCompilationHash
  if (typeof build !== 'string' || build === '') throw new Error('page-data/app-data.json names no compilation hash')
  const offlinePage = offlinePagePath(publicDir, trailingSlash)
  const offlineData = readJson<{ staticQueryHashes?: unknown; slicesMap?: unknown }>(path.join(publicDir, 'page-data', 'offline', 'page-data.json'))
  const staticQueries = Array.isArray(offlineData.staticQueryHashes)
    ? offlineData.staticQueryHashes.filter((hash): hash is string => typeof hash === 'string').map((hash) => `/page-data/sq/d/${hash}.json`)
    : []
  // The shell's slices the offline page shows (decision record 0036): their data, as Gatsby loads it.
  const slices =
    offlineData.slicesMap && typeof offlineData.slicesMap === 'object'
      ? [...new Set(Object.values(offlineData.slicesMap as Record<string, unknown>))]
          .filter((name): name is string => typeof name === 'string' && /^[\w-]+$/.test(name))
          .map((name) => `/slice-data/${name}.json`)
      : []
  const assets = hashedAssetPaths(readJson<string[]>(emittedAssetsFile))
  for (const asset of assets) {
    if (!fs.existsSync(path.join(publicDir, asset))) throw new Error(`The build lists ${asset} but public/ has no such file`)
  }
  const favicon = fs.existsSync(path.join(publicDir, 'favicon.svg')) ? ['/favicon.svg'] : []
  return {
    build,
    offlinePage,
    shell: [offlinePage, '/page-data/offline/page-data.json', '/page-data/app-data.json', ...staticQueries, ...slices, ...manifestFiles(publicDir), ...favicon],
    assets,
  }
}

/** Bundles the worker with its manifest (esbuild, one classic script) and writes public/sw.js; resolves to its size in bytes. */
export async function writeServiceWorker(publicDir: string, manifest: WorkerManifest): Promise<number> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    define: { __STORE_WORKER_MANIFEST__: JSON.stringify(manifest) },
  })
  const code = result.outputFiles[0].contents
  fs.writeFileSync(path.join(publicDir, WORKER_FILE), code)
  return code.byteLength
}
