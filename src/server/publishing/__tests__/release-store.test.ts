import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { BUILD_INFO_FILE } from '../../../contracts/publishing'
import { RELEASE_OBJECT_GRACE_MS } from '../../domain/publishing/limits'
import type { Release } from '../../domain/publishing/ports'
import { FileReleaseRepository, readBuildInfo } from '../release-store'
import { failureSummary } from '../build-output'
import { BuildLock } from '../build-lock'

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

describe('releases on disk', () => {
  let root: string
  let site: string
  const output = () => ({ publicDir: path.join(site, 'public'), cacheDir: path.join(site, '.cache'), info: null })
  /** The objects stored, by name. */
  const objects = () =>
    fs
      .readdirSync(path.join(root, 'objects'))
      .filter((folder) => /^[0-9a-f]{2}$/.test(folder))
      .flatMap((folder) => fs.readdirSync(path.join(root, 'objects', folder)))
      .sort()
  const text = (release: Release, sitePath: string) => fs.readFileSync(release.publicFiles.resolve(sitePath)!, 'utf8')
  const recordOf = (id: string) => JSON.parse(fs.readFileSync(path.join(root, 'releases', id, 'release.json'), 'utf8')) as Record<string, unknown>
  /** A file of the build written again (as Gatsby does for a changed page): new content and a later time. */
  const rewrite = (sitePath: string, content: string) => {
    const file = path.join(site, 'public', sitePath)
    fs.writeFileSync(file, content)
    const later = new Date(Date.now() + 2000)
    fs.utimesSync(file, later, later)
  }
  /** Sets a stored object's time into the past (older than the grace period). */
  const age = (name: string) => {
    const past = new Date(Date.now() - RELEASE_OBJECT_GRACE_MS - 60_000)
    fs.utimesSync(path.join(root, 'objects', name.slice(0, 2), name), past, past)
  }

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'))
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'))
    write(path.join(site, 'public', 'index.html'), '<h1>v1</h1>')
    write(path.join(site, 'public', 'app-1.js'), 'app')
    write(path.join(site, 'public', 'page-data', 'index', 'page-data.json'), '{"v":1}')
    write(path.join(site, '.cache', 'redirects.json'), '[]')
    write(path.join(site, '.cache', 'page-ssr', 'routes', 'search-region.js'), 'module.exports = {}')
    write(path.join(site, '.cache', 'page-ssr', 'routes', 'render-page.js'), 'not needed')
    write(path.join(site, '.cache', 'page-ssr', 'routes', 'search-region.js.map'), '{}')
    write(path.join(site, '.cache', 'unrelated.json'), '{}')
  })

  afterEach(() => {
    jest.restoreAllMocks()
    fs.rmSync(root, { recursive: true, force: true })
    fs.rmSync(site, { recursive: true, force: true })
  })

  it('stores a build as a release with what the server reads of the cache, and makes it live on demand', async () => {
    const store = new FileReleaseRepository(root)
    const release = await store.create('b1-x', output())
    expect(store.current()).toBeNull()
    store.setCurrent(release.id)
    expect(store.current()?.id).toBe('b1-x')
    expect(text(release, '/index.html')).toBe('<h1>v1</h1>')
    expect(text(release, '/page-data/index/page-data.json')).toBe('{"v":1}')
    expect(fs.readdirSync(release.cacheDir).sort()).toEqual(['page-ssr', 'redirects.json'])
    expect(fs.readdirSync(path.join(release.cacheDir, 'page-ssr', 'routes'))).toEqual(['search-region.js'])
    // Each file once, under the digest of its content, with its extension; the release's folder holds no page.
    const digest = crypto.createHash('sha256').update('<h1>v1</h1>').digest('hex')
    expect(release.publicFiles.resolve('/index.html')).toBe(path.join(root, 'objects', digest.slice(0, 2), `${digest}.html`))
    expect(objects()).toHaveLength(3)
    expect(fs.readdirSync(path.join(root, 'releases', 'b1-x')).sort()).toEqual(['cache', 'manifest.tsv', 'release.json'])
    expect(recordOf('b1-x')).toMatchObject({ layout: 'objects', files: 3, hashed: 3, stored: 3 })
    // The build folder is written again by the next build: the release does not change.
    rewrite('index.html', '<h1>v2</h1>')
    expect(text(release, '/index.html')).toBe('<h1>v1</h1>')
  })

  it('after a one-file change, reads and stores that file alone: one new object, no link or copy for the others', async () => {
    const store = new FileReleaseRepository(root)
    const first = await store.create('b1-x', output())
    store.setCurrent(first.id)
    for (let page = 0; page < 50; page += 1) write(path.join(site, 'public', `p${page}`, 'index.html'), `<h1>page ${page}</h1>`)
    store.setCurrent((await store.create('b2-x', output())).id)
    const before = objects()
    rewrite('index.html', '<h1>v2</h1>')
    const reads = jest.spyOn(fsp, 'readFile')
    const links = jest.spyOn(fsp, 'link')
    const copies = jest.spyOn(fsp, 'copyFile')
    const third = await store.create('b3-x', output())
    const added = objects().filter((name) => !before.includes(name))
    expect(added).toHaveLength(1)
    expect(added[0]).toMatch(/\.html$/)
    expect(third.publicFiles.resolve('/index.html')).toBe(path.join(root, 'objects', added[0].slice(0, 2), added[0]))
    // The changed page is read once and linked once (its temporary file to its name); nothing else is read, linked or copied
    // (the two copies are the cache's redirects and rendered region).
    expect(reads.mock.calls.map(([file]) => file)).toEqual([path.join(site, 'public', 'index.html')])
    expect(links).toHaveBeenCalledTimes(1)
    expect(copies.mock.calls.map(([from]) => path.relative(site, String(from))).sort()).toEqual(['.cache/page-ssr/routes/search-region.js', '.cache/redirects.json'])
    expect(recordOf('b3-x')).toMatchObject({ files: 53, hashed: 1, stored: 1 })
  })

  it('shares the objects of unchanged files between releases, and stores a content once however many files hold it', async () => {
    const store = new FileReleaseRepository(root)
    const first = await store.create('b1-x', output())
    store.setCurrent(first.id)
    rewrite('index.html', '<h1>v2</h1>')
    write(path.join(site, 'public', 'copy', 'index.html'), '<h1>v2</h1>')
    const second = await store.create('b2-x', output())
    expect(second.publicFiles.resolve('/app-1.js')).toBe(first.publicFiles.resolve('/app-1.js'))
    expect(second.publicFiles.resolve('/index.html')).not.toBe(first.publicFiles.resolve('/index.html'))
    expect(second.publicFiles.resolve('/copy/index.html')).toBe(second.publicFiles.resolve('/index.html'))
    expect(text(second, '/index.html')).toBe('<h1>v2</h1>')
    expect(text(first, '/index.html')).toBe('<h1>v1</h1>')
    expect(objects()).toHaveLength(4)
    expect(recordOf('b2-x')).toMatchObject({ files: 4, hashed: 2, stored: 1 })
  })

  it('finds the files its manifest names only: an unknown path, a folder, a path leaving the build are not found', async () => {
    const store = new FileReleaseRepository(root)
    const release = await store.create('b1-x', output())
    write(path.join(root, 'secret.txt'), 'no')
    for (const sitePath of ['/nope.html', '/', '/page-data', '/../secret.txt', '/../../etc/passwd', '/page-data/../../secret.txt', '/objects', '\0']) {
      expect(release.publicFiles.resolve(sitePath)).toBeNull()
    }
    expect(text(release, '/page-data/../index.html')).toBe('<h1>v1</h1>')
    expect(text(release, '//index.html')).toBe('<h1>v1</h1>')
  })

  it('refuses a manifest that names something other than a stored object', async () => {
    const store = new FileReleaseRepository(root)
    await store.create('b1-x', output())
    const manifestFile = path.join(root, 'releases', 'b1-x', 'manifest.tsv')
    const written = fs.readFileSync(manifestFile, 'utf8')
    expect(written.split('\n')[0]).toBe('site path\tobject\tsize\tmtimeMs')
    expect(written).toMatch(/^index\.html\t[0-9a-f]{64}\.html\t11\t[\d.]+$/m)
    const reading = () => new FileReleaseRepository(root).list()[0].publicFiles
    for (const [tampered, line] of [
      [written.replace(/^index\.html\t[0-9a-f]{64}\.html/m, 'index.html\t../../../secret.txt'), 'index.html\t../../../secret.txt'],
      [written.replace(/^index\.html\t/m, '../index.html\t'), '../index.html'],
      [written.replace(/^index\.html\t(.*)$/m, 'index.html\t$1\textra'), 'index.html'],
      [written.replace(/^index\.html\t([0-9a-f]{64}\.html)\t11/m, 'index.html\t$1\t-1'), 'index.html'],
    ]) {
      fs.writeFileSync(manifestFile, tampered)
      const files = reading()
      // The message quotes the line (its start here).
      expect(() => files.check()).toThrow(`not a release manifest line: ${JSON.stringify(line).slice(0, -1)}`)
      await expect(files.prepare()).rejects.toThrow(/not a release manifest line/)
      expect(files.resolve('/index.html')).toBeNull()
    }
    fs.writeFileSync(manifestFile, written.replace('site path', 'path'))
    expect(() => reading().check()).toThrow(/first line is not the header/)
  })

  it('refuses a build with a file its manifest cannot hold (a tab in its name), leaving no release', async () => {
    const store = new FileReleaseRepository(root)
    write(path.join(site, 'public', 'odd\tname.html'), 'x')
    await expect(store.create('b1-x', output())).rejects.toThrow('a release cannot hold the file "odd\\tname.html"')
    expect(store.list()).toEqual([])
    expect(fs.readdirSync(path.join(root, 'releases'))).toEqual([])
  })

  it('prunes releases, then the objects no kept release names; keeps young ones and the base of a release being written', async () => {
    const store = new FileReleaseRepository(root)
    const versions = ['v1', 'v2', 'v3']
    for (const [index, version] of versions.entries()) {
      rewrite('index.html', `<h1>${version}</h1>`)
      store.setCurrent((await store.create(`b${index + 1}-x`, output())).id)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const objectOf = (version: string) => objects().find((name) => name.startsWith(crypto.createHash('sha256').update(`<h1>${version}</h1>`).digest('hex')))!
    expect(objects()).toHaveLength(5)
    // A release written by another instance right now names b1-x as its base: b1-x stays for now.
    fs.mkdirSync(path.join(root, 'releases', '.tmp-b9-other'))
    fs.writeFileSync(path.join(root, 'releases', '.tmp-b9-other', 'base'), 'b1-x')
    await store.prune(['b3-x'])
    expect(store.list().map((release) => release.id)).toEqual(['b3-x', 'b1-x'])
    fs.rmSync(path.join(root, 'releases', '.tmp-b9-other'), { recursive: true })
    // v2's page is named by no kept release, but was stored within the grace period: kept.
    expect(objects()).toContain(objectOf('v2'))
    for (const version of versions) age(objectOf(version))
    await store.prune(['b3-x'])
    expect(store.list().map((release) => release.id)).toEqual(['b3-x'])
    // What is left is what the kept release names, every one of them.
    const kept = store.current()!
    const named = ['/index.html', '/app-1.js', '/page-data/index/page-data.json'].map((sitePath) => path.basename(kept.publicFiles.resolve(sitePath)!))
    expect(objects()).toEqual(named.sort())
    expect(named).toContain(objectOf('v3'))
    expect(text(kept, '/index.html')).toBe('<h1>v3</h1>')
  })

  it('an interrupted release leaves no listed release without its objects; its left-overs go at the next start and sweep', async () => {
    const store = new FileReleaseRepository(root)
    store.setCurrent((await store.create('b1-x', output())).id)
    rewrite('index.html', '<h1>v2</h1>')
    // The release's record cannot be written: the objects are stored, the release is not.
    const writeFile = fsp.writeFile
    jest.spyOn(fsp, 'writeFile').mockImplementation(async (file, data, options) => {
      if (String(file).endsWith('release.json')) throw new Error('disk full')
      return writeFile(file, data, options)
    })
    await expect(store.create('b2-x', output())).rejects.toThrow('disk full')
    jest.restoreAllMocks()
    expect(store.list().map((release) => release.id)).toEqual(['b1-x'])
    expect(fs.readdirSync(path.join(root, 'releases'))).toEqual(['b1-x'])
    const orphan = objects().find((name) => name.startsWith(crypto.createHash('sha256').update('<h1>v2</h1>').digest('hex')))!
    expect(orphan).toBeDefined()
    // A process stopped while writing: its temporary folder and a temporary object.
    fs.mkdirSync(path.join(root, 'releases', '.tmp-b3-x'))
    write(path.join(root, 'objects', 'ab', '.tmp-1-1-abcd'), 'half')
    write(path.join(root, 'objects', 'tmp', '.tmp-1-2-abcd'), 'half of a large file')
    const again = new FileReleaseRepository(root)
    expect(fs.readdirSync(path.join(root, 'releases'))).toEqual(['b1-x'])
    age(orphan)
    const past = new Date(Date.now() - RELEASE_OBJECT_GRACE_MS - 60_000)
    fs.utimesSync(path.join(root, 'objects', 'ab', '.tmp-1-1-abcd'), past, past)
    fs.utimesSync(path.join(root, 'objects', 'tmp', '.tmp-1-2-abcd'), past, past)
    expect(await again.collectObjects()).toMatchObject({ objects: 3, removed: 3 })
    expect(objects()).not.toContain(orphan)
    expect(objects()).toHaveLength(3)
    expect(fs.readdirSync(path.join(root, 'objects', 'tmp'))).toEqual([])
    const live = again.current()!
    expect(() => live.publicFiles.check()).not.toThrow()
    expect(text(live, '/index.html')).toBe('<h1>v1</h1>')
  })

  it('serves a release of the folder layout (made before the object store), and stores every file of the next one', async () => {
    const old = path.join(root, 'releases', 'b1-old')
    write(path.join(old, 'public', 'index.html'), '<h1>old</h1>')
    write(path.join(old, 'manifest.json'), JSON.stringify({ 'index.html': [12, 1] }))
    write(path.join(old, 'release.json'), JSON.stringify({ id: 'b1-old', createdAt: new Date(0).toISOString(), info: null, files: 1, bytes: 12, linked: 0, copied: 1 }))
    const store = new FileReleaseRepository(root)
    store.setCurrent('b1-old')
    const live = store.current()!
    expect(live.publicFiles.location).toBe(path.join(old, 'public'))
    expect(text(live, '/index.html')).toBe('<h1>old</h1>')
    expect(live.publicFiles.resolve('/../release.json')).toBeNull()
    store.setCurrent((await store.create('b2-x', output())).id)
    expect(recordOf('b2-x')).toMatchObject({ files: 3, hashed: 3, stored: 3 })
    expect(store.previous()?.id).toBe('b1-old')
    await store.prune([])
    expect(store.list().map((release) => release.id)).toEqual(['b2-x'])
  })

  it('names the previous release, prunes the others, never removes the live one, and cleans half-written ones', async () => {
    const store = new FileReleaseRepository(root)
    for (const id of ['b1-a', 'b2-b', 'b3-c']) {
      store.setCurrent((await store.create(id, output())).id)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(store.list().map((r) => r.id)).toEqual(['b3-c', 'b2-b', 'b1-a'])
    expect(store.previous()?.id).toBe('b2-b')
    await store.prune(['b2-b'])
    expect(store.list().map((r) => r.id)).toEqual(['b3-c', 'b2-b'])
    await expect(store.remove('b3-c')).rejects.toThrow(/live/)
    fs.mkdirSync(path.join(root, 'releases', '.tmp-b4-d'))
    expect(new FileReleaseRepository(root).list().map((r) => r.id)).toEqual(['b3-c', 'b2-b'])
    expect(fs.existsSync(path.join(root, 'releases', '.tmp-b4-d'))).toBe(false)
  })

  it('reads the build record a build left in its cache folder', () => {
    expect(readBuildInfo(path.join(site, '.cache'))).toBeNull()
    const info = { buildId: 'x', builtAt: 'now', commit: null, contentVersion: 'c', catalogueVersion: 'k', shellVersion: 's', webpackCompilationHash: 'h', pages: 1 }
    write(path.join(site, '.cache', BUILD_INFO_FILE), JSON.stringify(info))
    expect(readBuildInfo(path.join(site, '.cache'))).toEqual(info)
    write(path.join(site, '.cache', BUILD_INFO_FILE), '{"buildId": 3}')
    expect(readBuildInfo(path.join(site, '.cache'))).toBeNull()
  })
})

describe('build output and lock', () => {
  it('sums up a failed Gatsby build by its first error block', () => {
    const output = '\u001b[32msuccess\u001b[39m load plugins\n\n ERROR #85923  GRAPHQL\n\nThere was an error in your GraphQL query:\n\nCannot query field "nope"\n'
    expect(failureSummary(output, 1)).toBe('the build failed (exit code 1): ERROR #85923  GRAPHQL / There was an error in your GraphQL query: / Cannot query field "nope"')
    expect(failureSummary('killed', null)).toBe('the build failed (exit code none): killed')
  })

  it('lets one holder build at a time and takes over a lock whose owner is gone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'))
    const lock = new BuildLock(path.join(dir, 'build.lock'))
    const release = await lock.acquire()
    const controller = new AbortController()
    const waiting = lock.acquire(controller.signal)
    setTimeout(() => controller.abort(new Error('gave up')), 700)
    await expect(waiting).rejects.toThrow('gave up')
    release()
    // A lock left by a process that no longer exists.
    fs.writeFileSync(path.join(dir, 'build.lock'), '999999999')
    const again = await lock.acquire()
    expect(fs.readFileSync(path.join(dir, 'build.lock'), 'utf8')).toBe(String(process.pid))
    again()
    expect(fs.existsSync(path.join(dir, 'build.lock'))).toBe(false)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
