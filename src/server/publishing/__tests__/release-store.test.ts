import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BUILD_INFO_FILE } from '../../../contracts/publishing'
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
    fs.rmSync(root, { recursive: true, force: true })
    fs.rmSync(site, { recursive: true, force: true })
  })

  it('copies a build into a release with what the server reads of the cache, and makes it live on demand', async () => {
    const store = new FileReleaseRepository(root)
    const release = await store.create('b1-x', output())
    expect(store.current()).toBeNull()
    store.setCurrent(release.id)
    expect(store.current()?.id).toBe('b1-x')
    expect(fs.readFileSync(path.join(release.publicDir, 'index.html'), 'utf8')).toBe('<h1>v1</h1>')
    expect(fs.readdirSync(release.cacheDir).sort()).toEqual(['page-ssr', 'redirects.json'])
    expect(fs.readdirSync(path.join(release.cacheDir, 'page-ssr', 'routes'))).toEqual(['search-region.js'])
    // The build folder is written again by the next build: the release does not change.
    fs.writeFileSync(path.join(site, 'public', 'index.html'), '<h1>v2</h1>')
    expect(fs.readFileSync(path.join(release.publicDir, 'index.html'), 'utf8')).toBe('<h1>v1</h1>')
  })

  it('shares unchanged files with the live release and copies changed ones', async () => {
    const store = new FileReleaseRepository(root)
    store.setCurrent((await store.create('b1-x', output())).id)
    fs.writeFileSync(path.join(site, 'public', 'index.html'), '<h1>v2</h1>')
    const second = await store.create('b2-x', output())
    const first = store.current()!
    const inode = (dir: string, file: string) => fs.statSync(path.join(dir, file)).ino
    expect(inode(second.publicDir, 'app-1.js')).toBe(inode(first.publicDir, 'app-1.js'))
    expect(inode(second.publicDir, 'index.html')).not.toBe(inode(first.publicDir, 'index.html'))
    expect(fs.readFileSync(path.join(second.publicDir, 'index.html'), 'utf8')).toBe('<h1>v2</h1>')
    const record = JSON.parse(fs.readFileSync(path.join(root, 'releases', 'b2-x', 'release.json'), 'utf8')) as { files: number; linked: number; copied: number }
    expect(record).toMatchObject({ files: 3, linked: 2, copied: 1 })
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
