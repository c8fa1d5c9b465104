import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import vm from 'node:vm'

import { emittedAssetsRecorder, hashedAssetPaths, manifestFiles, workerManifest, writeServiceWorker } from '../service-worker'
import { webAppManifestOptions } from '../web-app-manifest'

function fakeBuild(): { publicDir: string; emitted: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-build-'))
  const publicDir = path.join(root, 'public')
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), body)
  }
  write('page-data/app-data.json', JSON.stringify({ webpackCompilationHash: 'abc123' }))
  write('offline/index.html', '<html></html>')
  write('page-data/offline/page-data.json', JSON.stringify({ staticQueryHashes: ['111', '222'], slicesMap: { 'shell-stripe': 'shell-stripe', 'shell-footer': 'shell-footer' } }))
  write('manifest.webmanifest', JSON.stringify({ icons: [{ src: 'icons/icon-192x192.png' }, { src: '/icons/icon-512x512.png' }, { src: 'https://cdn.example/x.png' }] }))
  write('favicon.svg', '<svg/>')
  write('app-1234567890ab.js', 'app')
  write('framework-1234567890ab.js', 'framework')
  write('styles.1234567890ab.css', 'css')
  // A leftover of an earlier build: not this build's, so not cached.
  write('app-00000000000000.js', 'old')
  const emitted = path.join(root, 'emitted.json')
  fs.writeFileSync(
    emitted,
    JSON.stringify(['app-1234567890ab.js', 'app-1234567890ab.js.map', 'framework-1234567890ab.js', 'framework-1234567890ab.js.LICENSE.txt', 'styles.1234567890ab.css', 'webpack.stats.json', 'chunk-map.json']),
  )
  return { publicDir, emitted }
}

describe('the service worker of a build', () => {
  it('caches the offline shell and exactly this build’s scripts and style sheets', () => {
    const { publicDir, emitted } = fakeBuild()
    expect(workerManifest({ publicDir, emittedAssetsFile: emitted, trailingSlash: 'never' })).toEqual({
      build: 'abc123',
      offlinePage: '/offline',
      shell: [
        '/offline',
        '/page-data/offline/page-data.json',
        '/page-data/app-data.json',
        '/page-data/sq/d/111.json',
        '/page-data/sq/d/222.json',
        '/slice-data/shell-stripe.json',
        '/slice-data/shell-footer.json',
        '/manifest.webmanifest',
        '/icons/icon-192x192.png',
        '/icons/icon-512x512.png',
        '/favicon.svg',
      ],
      assets: ['/app-1234567890ab.js', '/framework-1234567890ab.js', '/styles.1234567890ab.css'],
    })
    expect(workerManifest({ publicDir, emittedAssetsFile: emitted, trailingSlash: 'always' }).offlinePage).toBe('/offline/')
  })

  it('refuses a build whose listed files are missing or that has no offline page', () => {
    const { publicDir, emitted } = fakeBuild()
    fs.rmSync(path.join(publicDir, 'framework-1234567890ab.js'))
    expect(() => workerManifest({ publicDir, emittedAssetsFile: emitted, trailingSlash: 'never' })).toThrow('/framework-1234567890ab.js')
    const other = fakeBuild()
    fs.rmSync(path.join(other.publicDir, 'offline'), { recursive: true })
    expect(() => workerManifest({ publicDir: other.publicDir, emittedAssetsFile: other.emitted, trailingSlash: 'never' })).toThrow('no /offline page')
  })

  it('lists hashed files only, and the manifest’s icons', () => {
    expect(hashedAssetPaths(['a-1.js', 'a-1.js', 'x/y.js', 'b.css', 'c.js.LICENSE.txt', 'd.json'])).toEqual(['/a-1.js', '/b.css'])
    const { publicDir } = fakeBuild()
    expect(manifestFiles(publicDir)).toEqual(['/manifest.webmanifest', '/icons/icon-192x192.png', '/icons/icon-512x512.png'])
    fs.rmSync(path.join(publicDir, 'manifest.webmanifest'))
    expect(manifestFiles(publicDir)).toEqual([])
  })

  it('records what webpack emitted', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sw-assets-')), 'deep', 'assets.json')
    let done: ((stats: { compilation: { getAssets(): Array<{ name: string }> } }) => void) | null = null
    emittedAssetsRecorder(file).apply({ hooks: { done: { tap: (_name, callback) => (done = callback) } } })
    done!({ compilation: { getAssets: () => [{ name: 'app-1.js' }, { name: 'styles.2.css' }] } })
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(['app-1.js', 'styles.2.css'])
  })

  it('writes /sw.js: one classic script that installs the worker with the manifest', async () => {
    const { publicDir, emitted } = fakeBuild()
    const manifest = workerManifest({ publicDir, emittedAssetsFile: emitted, trailingSlash: 'never' })
    const bytes = await writeServiceWorker(publicDir, manifest)
    const code = fs.readFileSync(path.join(publicDir, 'sw.js'), 'utf8')
    expect(bytes).toBe(Buffer.byteLength(code))
    expect(code).not.toMatch(/^\s*(import|export)\b/m)
    expect(code).toContain('abc123')
    // Run it in a bare worker-like scope: it registers its four listeners.
    const listeners: string[] = []
    const self = { location: { origin: 'https://loja.example' }, addEventListener: (type: string) => listeners.push(type) }
    vm.runInNewContext(code, { self, URL, Request, Response, Headers })
    expect(listeners.sort()).toEqual(['activate', 'fetch', 'install', 'message'])
  })
})

describe('the web app manifest', () => {
  it('uses the spec’s theme colours, Portuguese and an icon made locally', () => {
    expect(webAppManifestOptions('consumer')).toMatchObject({
      name: 'Arena Esportes',
      lang: 'pt-BR',
      start_url: '/',
      display: 'standalone',
      theme_color: '#007cb9',
      background_color: '#3643ba',
      icon: 'src/images/app-icon.svg',
      include_favicon: false,
    })
    expect(webAppManifestOptions('business').name).toBe('Arena Esportes Empresas')
    expect(fs.existsSync(path.resolve(__dirname, '../../..', webAppManifestOptions('consumer').icon))).toBe(true)
  })
})
