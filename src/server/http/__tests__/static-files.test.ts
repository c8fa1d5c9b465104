import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { negotiateEncoding, StaticFileStore } from '../static-files'

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
  const store = new StaticFileStore(root)

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
