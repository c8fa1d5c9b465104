import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { PublicFolder } from '../public-folder'
import { MEMORY_CACHE_MAX_FILE_BYTES, negotiateEncoding, StaticFileCache, staticLevelsFor } from '../static-files'

describe('encoding negotiation', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })
})

describe('static file store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'))
  fs.mkdirSync(path.join(root, 'a'))
  fs.writeFileSync(path.join(root, 'a', 'index.html'), `<p>${'olá '.repeat(500)}</p>`)
  fs.writeFileSync(path.join(root, 'tiny.txt'), 'x')
  const store = new StaticFileCache(new PublicFolder(root))

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('resolves files inside the root only', () => {
    expect(store.resolve('/a/index.html')).toBe(path.join(root, 'a', 'index.html'))
    expect(store.resolve('/a')).toBeNull()
    expect(store.resolve('/../../etc/passwd')).toBeNull()
  })

  it('compresses once and round-trips', () => {
    const file = store.load(path.join(root, 'a', 'index.html'))
    const br = store.encoded(file, 'br')
    expect(br.encoding).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(file.body.toString())
    expect(store.encoded(file, 'br').body).toBe(br.body)
    const gz = store.encoded(file, 'gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(file.body.toString())
  })

  it('compresses documents lightly, scripts and styles hardest off the request thread, and files it cannot keep as a per-request answer', async () => {
    for (const document of ['text/html; charset=utf-8', 'application/json; charset=utf-8', 'application/xml; charset=utf-8', 'application/manifest+json; charset=utf-8']) {
      expect(staticLevelsFor(document, true)).toEqual({ brotliQuality: 6, gzipLevel: 9 })
    }
    for (const asset of ['application/javascript; charset=utf-8', 'text/css; charset=utf-8', 'image/svg+xml']) {
      expect(staticLevelsFor(asset, true)).toEqual({ brotliQuality: 5, gzipLevel: 9 })
      expect(staticLevelsFor(asset, false)).toEqual({ brotliQuality: 4, gzipLevel: 6 })
    }
    expect(staticLevelsFor('text/html; charset=utf-8', false)).toEqual({ brotliQuality: 4, gzipLevel: 6 })

    // What the store sends is made at those levels (brotli's output is the same for the same input and quality).
    const text = Array.from({ length: 3000 }, (_, i) => `<li class="item-${i % 97}">produto ${(i * 7919) % 1013}</li>`).join('')
    const brotliAt = (body: Buffer, quality: number) =>
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    fs.writeFileSync(path.join(root, 'page.html'), text)
    fs.writeFileSync(path.join(root, 'app.js'), text)
    const page = store.load(path.join(root, 'page.html'))
    expect(store.encoded(page, 'br').body.equals(brotliAt(page.body, 6))).toBe(true)
    expect(brotliAt(page.body, 6).equals(brotliAt(page.body, 11))).toBe(false)

    const script = store.load(path.join(root, 'app.js'))
    const first = store.encoded(script, 'br').body
    expect(first.equals(brotliAt(script.body, 5))).toBe(true)
    await store.compressing()
    const later = store.encoded(store.load(path.join(root, 'app.js')), 'br').body
    expect(later.equals(brotliAt(script.body, 11))).toBe(true)
    expect(later.length).toBeLessThan(first.length)
    expect(zlib.gunzipSync(store.encoded(script, 'gzip').body).equals(script.body)).toBe(true)

    const large = path.join(root, 'large.js')
    fs.writeFileSync(large, text.repeat(Math.ceil((MEMORY_CACHE_MAX_FILE_BYTES + 1) / text.length)))
    const uncached = store.load(large)
    expect(store.encoded(uncached, 'br').body.equals(brotliAt(uncached.body, 4))).toBe(true)
    await store.compressing()
    expect(store.encoded(store.load(large), 'br').body.equals(brotliAt(uncached.body, 4))).toBe(true)
  })

  it('leaves tiny files uncompressed', () => {
    const file = store.load(path.join(root, 'tiny.txt'))
    expect(store.encoded(file, 'br').encoding).toBe('identity')
  })

  it('reloads a file that changed on disk', () => {
    const target = path.join(root, 'tiny.txt')
    const before = store.load(target).etag
    fs.writeFileSync(target, 'changed content')
    fs.utimesSync(target, new Date(), new Date(Date.now() + 5000))
    expect(store.load(target).etag).not.toBe(before)
  })
})

describe('a build folder', () => {
  it('keeps, across a switch between two folders, the compressed bodies of the files both hold (hard links of one file), not of copies', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-folders-'))
    const [before, after] = [path.join(root, 'before'), path.join(root, 'after')]
    for (const dir of [before, after]) fs.mkdirSync(dir)
    const script = `window.app=${'1+'.repeat(2000)}1`
    fs.writeFileSync(path.join(before, 'app.js'), script)
    fs.writeFileSync(path.join(before, 'copied.js'), script)
    fs.linkSync(path.join(before, 'app.js'), path.join(after, 'app.js'))
    fs.copyFileSync(path.join(before, 'copied.js'), path.join(after, 'copied.js'))
    const old = new StaticFileCache(new PublicFolder(before))
    const compressed = ['/app.js', '/copied.js'].map((sitePath) => old.encoded(old.load(old.resolve(sitePath)!), 'gzip').body)
    const next = new StaticFileCache(new PublicFolder(after))
    next.adopt(old)
    expect(next.load(next.resolve('/app.js')!).compressed.gzip).toBe(compressed[0])
    expect(next.load(next.resolve('/copied.js')!).compressed.gzip).toBeUndefined()
    expect(new PublicFolder(after).counterpartOf(path.join(root, 'elsewhere.js'), new PublicFolder(before))).toBeNull()
    fs.rmSync(root, { recursive: true, force: true })
  })
})
