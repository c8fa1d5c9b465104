import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { LiveSite } from '../../http/live-site'
import { PublicFolder } from '../../http/public-folder'
import { FileReleaseRepository } from '../release-store'

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

/** The live site switched between releases of the object store, as publishing does. */
describe('switching between stored releases', () => {
  let root: string
  let site: string
  const output = () => ({ publicDir: path.join(site, 'public'), cacheDir: path.join(site, '.cache'), info: null })
  const bundle = `window.app=${'1+'.repeat(4000)}1`

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'switch-releases-'))
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'switch-site-'))
    write(path.join(site, 'public', 'index.html'), `<!doctype html><html><body>${'Início v1 '.repeat(200)}</body></html>`)
    write(path.join(site, 'public', 'page-data', 'app-data.json'), '{"webpackCompilationHash":"h1"}')
    write(path.join(site, 'public', 'app-h1.js'), bundle)
    write(path.join(site, '.cache', 'redirects.json'), JSON.stringify([{ fromPath: '/home', toPath: '/', isPermanent: false }]))
  })

  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true })
    fs.rmSync(site, { recursive: true, force: true })
  })

  it('serves the new file after the switch while a request on the old release finishes on it, and keeps the compressed bodies of unchanged files', async () => {
    const store = new FileReleaseRepository(root)
    const live = new LiveSite({ id: 'public', publicFiles: new PublicFolder(path.join(site, 'public')), cacheDir: path.join(site, '.cache') })
    const first = await store.create('b1-x', output())
    live.switchTo(first)
    store.setCurrent(first.id)
    const old = live.current()
    expect(old.id).toBe('b1-x')
    expect(old.redirect('/home', '')).toMatchObject({ location: '/' })
    const script = old.files.load(old.files.resolve('/app-h1.js')!)
    const compressed = old.files.encoded(script, 'br').body
    // A request on the old release has found its page…
    const oldPage = old.files.resolve('/index.html')!

    write(path.join(site, 'public', 'index.html'), `<!doctype html><html><body>${'Início v2 '.repeat(200)}</body></html>`)
    const second = await store.create('b2-x', output())
    live.switchTo(second)
    store.setCurrent(second.id)
    await store.prune([second.id, first.id])

    // …and reads it after the switch: the old release's files are still whole.
    expect(old.files.load(oldPage).body.toString()).toContain('Início v1')
    const now = live.current()
    expect(now.id).toBe('b2-x')
    expect(live.previous()).toBe(old)
    expect(now.files.load(now.files.resolve('/index.html')!).body.toString()).toContain('Início v2')
    // The unchanged bundle is the same stored file: its compressed body came along, not made again.
    const adopted = now.files.load(now.files.resolve('/app-h1.js')!)
    expect(adopted.absolutePath).toBe(script.absolutePath)
    expect(adopted.compressed.br).toBe(compressed)
    // Paths the manifest does not name are not found.
    for (const missing of ['/nao-existe', '/../manifest.tsv', '/manifest.tsv', '/release.json', '/cache/redirects.json']) expect(now.files.resolve(missing)).toBeNull()
  })

  it('refuses to switch to a release whose manifest cannot be read, and keeps serving the live one', async () => {
    const store = new FileReleaseRepository(root)
    const live = new LiveSite({ id: 'public', publicFiles: new PublicFolder(path.join(site, 'public')), cacheDir: path.join(site, '.cache') })
    live.switchTo(await store.create('b1-x', output()))
    await store.create('b2-x', output())
    fs.writeFileSync(path.join(root, 'releases', 'b2-x', 'manifest.tsv'), 'site path\tobject\tsize\tmtimeMs\nindex.html\t3\n')
    // Read by another instance (this one keeps the manifests it wrote in memory).
    expect(() => live.switchTo(new FileReleaseRepository(root).list().find((release) => release.id === 'b2-x')!)).toThrow(/not a release manifest line/)
    expect(live.current().id).toBe('b1-x')
    // A release without its home page is refused too.
    fs.rmSync(path.join(site, 'public', 'index.html'))
    const incomplete = await store.create('b3-x', output())
    expect(() => live.switchTo(incomplete)).toThrow(/releases\/b3-x\/manifest.tsv is incomplete: index.html missing/)
    expect(live.current().id).toBe('b1-x')
  })
})
