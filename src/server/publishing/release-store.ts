import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { BUILD_INFO_FILE, CATALOGUE_RECORD_FILE } from '../../contracts/publishing'
import { buildInfoSchema, type BuildInfo } from '../../contracts/schemas/publishing'
import { KEPT_RELEASES, RELEASE_OBJECT_GRACE_MS } from '../domain/publishing/limits'
import type { BuildOutput, Release, ReleaseRepository } from '../domain/publishing/ports'
import { PublicFolder } from '../http/public-folder'
import { scanFolder, type ScannedFile } from './folder-scan'
import { inBatches } from './in-batches'
import { ObjectStore, type SweepCounts } from './object-store'
import { isManifestPath, ManifestPublicFiles, parseManifest, parseManifestInSlices, writeManifest, type ManifestEntry, type ReleaseManifest } from './release-manifest'

/** What the server reads from a build's cache directory besides the page files. */
const CACHE_FILES = ['redirects.json', 'match-paths.json', BUILD_INFO_FILE, CATALOGUE_RECORD_FILE]
/** Gatsby's HTML renderer output: the server-rendered regions and the chunks they load. */
const RENDERER_DIR = 'page-ssr/routes'
/** The page renderer of the build itself: not needed to serve. */
const RENDERER_SKIPPED = new Set(['render-page.js'])
/** New or changed build files read, hashed and stored at once. */
const STORE_CONCURRENCY = 16

const RELEASES_DIR = 'releases'
const OBJECTS_DIR = 'objects'
const CURRENT_FILE = 'current'
const RELEASE_FILE = 'release.json'
const MANIFEST_FILE = 'manifest.tsv'
/** A release of the folder layout (made before decision 0039): its files in `public/`. */
const FOLDER_LAYOUT_DIR = 'public'
const TEMP_PREFIX = '.tmp-'
/** In a release being written: the id of the release whose unchanged files it names (a prune meanwhile keeps that one). */
const BASE_FILE = 'base'
/** Manifests kept parsed in memory: the live release's, the previous one's, and the one being written. */
const MANIFESTS_KEPT = KEPT_RELEASES + 1

interface ReleaseFile {
  id: string
  createdAt: string
  info: BuildInfo | null
  /** 'objects': its public files are its manifest over the stored objects; absent: a `public/` folder (the folder layout). */
  layout?: 'objects'
  files: number
  bytes: number
  /** Files read and hashed (new, or changed in size or time since the release before), and objects written (contents not stored before). */
  hashed?: number
  stored?: number
}

/** Reads a build's record from its cache directory (null when absent or not valid). */
export function readBuildInfo(cacheDir: string): BuildInfo | null {
  try {
    const parsed = buildInfoSchema.safeParse(JSON.parse(fs.readFileSync(path.join(cacheDir, BUILD_INFO_FILE), 'utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const isCode = (error: unknown, code: string): boolean => (error as NodeJS.ErrnoException | null)?.code === code

/**
 * The modification time a file changed by a release made from another one
 * (a shell publish, decision record 0041) has in its manifest: no build's
 * file has it, so the next release made from a build reads and hashes that
 * file again rather than take this entry for it.
 */
export const DERIVED_MTIME_MS = -1

/** A release being made from another one: its files as they are, and what changes. */
export interface DerivedFiles {
  /** The base release's files. */
  readonly base: ReleaseManifest
  /** A file of the base release, as stored. */
  read(sitePath: string): Promise<Buffer>
  /** Gives the new release this content at this site path (stored once by its content, as any file). */
  write(sitePath: string, body: Buffer | string): Promise<void>
  /** Gives the new release's cache this file instead of the base's (one of the cache files a release keeps). */
  replaceCacheFile(name: string, fromFile: string): void
}

/** What a derived release changed. */
export interface DerivedCounts {
  /** Files written (given a new content). */
  changed: number
  /** Objects stored (contents not stored before). */
  stored: number
}

/**
 * Releases on disk, under BUILDS_DIR (decision records 0035, 0039):
 *   objects/<2 hex>/<sha-256><ext>  every public file of every release, stored once by its content
 *   releases/<id>/manifest.tsv      site path → object, size and the build file's modification time
 *   releases/<id>/cache/…           what the server reads from .cache (redirects, client-only routes, the build record, the rendered regions)
 *   releases/<id>/release.json      id, creation time, build record, file counts
 *   current                         the id of the live release
 * Making a release looks at each file of the build (its size and time):
 * only files new or changed since the live release are read, hashed and,
 * when their content is not stored yet, written as objects; unchanged
 * files are named in the manifest, nothing is linked or copied for them.
 * Objects are stored before the manifest, and the release's small folder
 * is written under a temporary name and renamed into place, so a listed
 * release is always whole; releases and objects are never written after
 * they are made. The switch is one rename of `current`. Pruning removes
 * releases, then the objects no kept release names.
 */
export class FileReleaseRepository implements ReleaseRepository {
  private readonly releasesDir: string
  private readonly objects: ObjectStore
  /** Parsed manifests by release id (a release never changes once made). */
  private readonly manifests = new Map<string, ReleaseManifest>()

  constructor(readonly root: string) {
    this.releasesDir = path.join(root, RELEASES_DIR)
    this.objects = new ObjectStore(path.join(root, OBJECTS_DIR))
    fs.mkdirSync(this.releasesDir, { recursive: true })
    for (const name of fs.readdirSync(this.releasesDir)) {
      if (name.startsWith(TEMP_PREFIX)) fs.rmSync(path.join(this.releasesDir, name), { recursive: true, force: true })
    }
  }

  private dirOf(id: string): string {
    return path.join(this.releasesDir, id)
  }

  private read(id: string): (Release & { createdAtMs: number }) | null {
    let file: ReleaseFile
    try {
      file = JSON.parse(fs.readFileSync(path.join(this.dirOf(id), RELEASE_FILE), 'utf8')) as ReleaseFile
    } catch {
      return null
    }
    const publicFiles =
      file.layout === 'objects'
        ? new ManifestPublicFiles(path.join(this.dirOf(id), MANIFEST_FILE), this.objects, { read: () => this.manifestOf(id), readInSlices: () => this.manifestInSlicesOf(id) })
        : new PublicFolder(path.join(this.dirOf(id), FOLDER_LAYOUT_DIR))
    return {
      id: file.id,
      createdAt: file.createdAt,
      createdAtMs: Date.parse(file.createdAt),
      publicFiles,
      cacheDir: path.join(this.dirOf(id), 'cache'),
      info: file.info,
    }
  }

  /** Every whole release, newest first. */
  list(): Release[] {
    return fs
      .readdirSync(this.releasesDir)
      .filter((name) => !name.startsWith(TEMP_PREFIX))
      .map((name) => this.read(name))
      .filter((release): release is Release & { createdAtMs: number } => release !== null)
      .sort((a, b) => b.createdAtMs - a.createdAtMs || (a.id < b.id ? 1 : -1))
      .map(({ createdAtMs: _createdAtMs, ...release }) => release)
  }

  current(): Release | null {
    let id: string
    try {
      id = fs.readFileSync(path.join(this.root, CURRENT_FILE), 'utf8').trim()
    } catch {
      return null
    }
    return id ? this.read(id) : null
  }

  previous(): Release | null {
    const current = this.current()
    return this.list().find((release) => release.id !== current?.id) ?? null
  }

  setCurrent(id: string): void {
    if (!this.read(id)) throw new Error(`no release ${id}`)
    const temp = path.join(this.root, `${TEMP_PREFIX}${CURRENT_FILE}`)
    fs.writeFileSync(temp, `${id}\n`)
    fs.renameSync(temp, path.join(this.root, CURRENT_FILE))
  }

  async create(id: string, output: BuildOutput): Promise<Release> {
    const base = this.current()
    return this.writeRelease(id, base?.id ?? '', async (temp) => {
      const { manifest, ...counts } = await this.storePublic(output.publicDir, base)
      await this.copyCache(output.cacheDir, path.join(temp, 'cache'))
      return { manifest, file: { id, createdAt: new Date().toISOString(), info: output.info, layout: 'objects', ...counts } }
    })
  }

  /**
   * Makes a release from another one (of the object layout) with some files
   * changed by `rewrite`, which returns the new release's build record (a shell publish,
   * decision record 0041): the other files are the base's entries, nothing
   * is read for them. Written and renamed into place as `create` does.
   */
  async derive(id: string, base: Release, rewrite: (files: DerivedFiles) => Promise<BuildInfo | null>): Promise<{ release: Release; counts: DerivedCounts }> {
    if (!(base.publicFiles instanceof ManifestPublicFiles)) throw new Error(`release ${base.id} is of the folder layout: a release cannot be made from it`)
    const counts: DerivedCounts = { changed: 0, stored: 0 }
    const release = await this.writeRelease(id, base.id, async (temp) => {
      const known = await this.manifestInSlicesOf(base.id)
      const manifest = new Map(known)
      const cacheFiles = new Map<string, string>()
      const info = await rewrite({
        base: known,
        read: (sitePath) => {
          const entry = known.get(sitePath)
          if (!entry) return Promise.reject(new Error(`release ${base.id} has no file ${sitePath}`))
          return fsp.readFile(this.objects.pathOf(entry.object))
        },
        write: async (sitePath, body) => {
          if (!isManifestPath(sitePath)) throw new Error(`a release cannot hold the file ${JSON.stringify(sitePath)}`)
          const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
          const object = await this.objects.putBody(bytes, sitePath)
          counts.changed += 1
          if (object.written) counts.stored += 1
          manifest.set(sitePath, { object: object.name, size: bytes.length, mtimeMs: DERIVED_MTIME_MS })
        },
        replaceCacheFile: (name, fromFile) => {
          if (!CACHE_FILES.includes(name) || name === BUILD_INFO_FILE) throw new Error(`a release's cache does not keep a file ${JSON.stringify(name)} (the build record is the rewrite's answer)`)
          cacheFiles.set(name, fromFile)
        },
      })
      await this.copyCache(base.cacheDir, path.join(temp, 'cache'))
      for (const [name, fromFile] of cacheFiles) await fsp.copyFile(fromFile, path.join(temp, 'cache', name))
      if (info) await fsp.writeFile(path.join(temp, 'cache', BUILD_INFO_FILE), JSON.stringify(info, null, 2))
      let bytes = 0
      for (const entry of manifest.values()) bytes += entry.size
      return { manifest, file: { id, createdAt: new Date().toISOString(), info, layout: 'objects', files: manifest.size, bytes, hashed: counts.changed, stored: counts.stored } }
    })
    return { release, counts }
  }

  /**
   * Writes release `id` in a temporary folder (marked with its base's id while
   * under way), `fill` storing its files and returning its manifest and
   * record, then renames it into place; on any failure the folder is removed
   * and nothing else changes.
   */
  private async writeRelease(id: string, baseId: string, fill: (temp: string) => Promise<{ manifest: ReleaseManifest; file: ReleaseFile }>): Promise<Release> {
    if (fs.existsSync(this.dirOf(id))) throw new Error(`release ${id} exists already`)
    const temp = path.join(this.releasesDir, `${TEMP_PREFIX}${id}`)
    try {
      await fsp.mkdir(temp, { recursive: true })
      await fsp.writeFile(path.join(temp, BASE_FILE), baseId)
      const { manifest, file } = await fill(temp)
      await writeManifest(path.join(temp, MANIFEST_FILE), manifest)
      await fsp.writeFile(path.join(temp, RELEASE_FILE), JSON.stringify(file, null, 2))
      await fsp.rm(path.join(temp, BASE_FILE))
      await fsp.rename(temp, this.dirOf(id))
      this.remember(id, manifest)
    } catch (error) {
      await fsp.rm(temp, { recursive: true, force: true })
      throw error
    }
    const release = this.read(id)
    if (!release) throw new Error(`release ${id} could not be read back`)
    return release
  }

  /**
   * Removes the releases that are neither live, nor asked to be kept, nor
   * the base of a release being written (by any instance sharing the store),
   * then the objects no remaining release names.
   */
  async prune(keep: readonly string[]): Promise<void> {
    const current = this.current()?.id
    const bases = this.basesInUse()
    for (const release of this.list()) {
      if (release.id !== current && !keep.includes(release.id) && !bases.has(release.id)) await this.remove(release.id)
    }
    await this.collectObjects()
  }

  async remove(id: string): Promise<void> {
    if (this.current()?.id === id) throw new Error(`release ${id} is live`)
    this.manifests.delete(id)
    await fsp.rm(this.dirOf(id), { recursive: true, force: true })
  }

  /**
   * Removes the objects that no listed release names, once older than the
   * grace period (younger ones may belong to a release being written). When
   * a listed release's manifest cannot be read, nothing is removed.
   */
  async collectObjects(): Promise<SweepCounts | null> {
    const named = new Set<string>()
    for (const release of this.list()) {
      if (!(release.publicFiles instanceof ManifestPublicFiles)) continue
      let manifest: ReleaseManifest
      try {
        await release.publicFiles.prepare()
        manifest = release.publicFiles.entries()
      } catch {
        return null
      }
      for (const entry of manifest.values()) named.add(entry.object)
    }
    return this.objects.sweep(named, RELEASE_OBJECT_GRACE_MS)
  }

  /** The ids the releases being written name as their base (those written for longer than the grace period are left-overs). */
  private basesInUse(): Set<string> {
    const bases = new Set<string>()
    for (const name of fs.readdirSync(this.releasesDir)) {
      if (!name.startsWith(TEMP_PREFIX)) continue
      const file = path.join(this.releasesDir, name, BASE_FILE)
      try {
        if (Date.now() - fs.statSync(file).mtimeMs > RELEASE_OBJECT_GRACE_MS) continue
        const id = fs.readFileSync(file, 'utf8').trim()
        if (id) bases.add(id)
      } catch (error) {
        if (!isCode(error, 'ENOENT')) throw error
      }
    }
    return bases
  }

  /**
   * Stores the build's public files: each one's size and time is compared
   * with the base release's manifest; only new or changed files are read,
   * hashed and stored (written when their content is new).
   */
  private async storePublic(from: string, base: Release | null): Promise<Pick<ReleaseFile, 'files' | 'bytes' | 'hashed' | 'stored'> & { manifest: ReleaseManifest }> {
    const known = base ? await this.baseManifestOf(base.id) : new Map<string, ManifestEntry>()
    const manifest = new Map<string, ManifestEntry>()
    const changed: ScannedFile[] = []
    let files = 0
    let bytes = 0
    await scanFolder(from, (file) => {
      files += 1
      bytes += file.size
      const before = known.get(file.sitePath)
      if (before && before.size === file.size && before.mtimeMs === file.mtimeMs) manifest.set(file.sitePath, before)
      else changed.push(file)
    })
    let stored = 0
    await inBatches(changed, STORE_CONCURRENCY, async ({ sitePath, size, mtimeMs }) => {
      const object = await this.objects.put(path.join(from, sitePath), sitePath, size)
      if (object.written) stored += 1
      manifest.set(sitePath, { object: object.name, size, mtimeMs })
    })
    return { manifest, files, bytes, hashed: changed.length, stored }
  }

  private async copyCache(from: string, to: string): Promise<void> {
    await fsp.mkdir(to, { recursive: true })
    for (const name of CACHE_FILES) {
      if (fs.existsSync(path.join(from, name))) await fsp.copyFile(path.join(from, name), path.join(to, name))
    }
    const renderer = path.join(from, RENDERER_DIR)
    if (!fs.existsSync(renderer)) return
    await fsp.mkdir(path.join(to, RENDERER_DIR), { recursive: true })
    for (const name of await fsp.readdir(renderer)) {
      if (name.endsWith('.js') && !RENDERER_SKIPPED.has(name)) await fsp.copyFile(path.join(renderer, name), path.join(to, RENDERER_DIR, name))
    }
  }

  /** A release's manifest, parsed once; throws when it cannot be read. */
  private manifestOf(id: string): ReleaseManifest {
    const kept = this.manifests.get(id)
    if (kept) return kept
    const manifest = parseManifest(fs.readFileSync(path.join(this.dirOf(id), MANIFEST_FILE), 'utf8'))
    this.remember(id, manifest)
    return manifest
  }

  /** The same, read and parsed without holding the event loop long. */
  private async manifestInSlicesOf(id: string): Promise<ReleaseManifest> {
    const kept = this.manifests.get(id)
    if (kept) return kept
    const manifest = await parseManifestInSlices(await fsp.readFile(path.join(this.dirOf(id), MANIFEST_FILE), 'utf8'))
    this.remember(id, manifest)
    return manifest
  }

  /** The manifest a new release compares the build with: none when the base is of the folder layout or cannot be read (every file is then hashed). */
  private async baseManifestOf(id: string): Promise<ReleaseManifest> {
    try {
      return await this.manifestInSlicesOf(id)
    } catch {
      return new Map()
    }
  }

  private remember(id: string, manifest: ReleaseManifest): void {
    this.manifests.delete(id)
    this.manifests.set(id, manifest)
    for (const oldest of this.manifests.keys()) {
      if (this.manifests.size <= MANIFESTS_KEPT) break
      this.manifests.delete(oldest)
    }
  }
}
