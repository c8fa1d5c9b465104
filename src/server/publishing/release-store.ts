import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { BUILD_INFO_FILE } from '../../contracts/publishing'
import { buildInfoSchema, type BuildInfo } from '../../contracts/schemas/publishing'
import type { BuildOutput, Release, ReleaseRepository } from '../domain/publishing/ports'

/** What the server reads from a build's cache directory besides the page files. */
const CACHE_FILES = ['redirects.json', 'match-paths.json', BUILD_INFO_FILE]
/** Gatsby's HTML renderer output: the server-rendered regions and the chunks they load. */
const RENDERER_DIR = 'page-ssr/routes'
/** The page renderer of the build itself: not needed to serve. */
const RENDERER_SKIPPED = new Set(['render-page.js'])
const COPY_CONCURRENCY = 32

const RELEASES_DIR = 'releases'
const CURRENT_FILE = 'current'
const RELEASE_FILE = 'release.json'
const MANIFEST_FILE = 'manifest.json'
const TEMP_PREFIX = '.tmp-'

/** Size and modification time of each file of a release's public folder, as it was in the build. */
type Manifest = Record<string, [size: number, mtimeMs: number]>

interface ReleaseFile {
  id: string
  createdAt: string
  info: BuildInfo | null
  files: number
  bytes: number
  /** Files shared (hard-linked) with the release before, and files copied. */
  linked: number
  copied: number
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

async function filesUnder(root: string): Promise<string[]> {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort()
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]
      next += 1
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker))
}

/**
 * Releases on disk, under BUILDS_DIR:
 *   releases/<id>/public/…       the build's public folder
 *   releases/<id>/cache/…        what the server reads from .cache (redirects, client-only routes, the build record, the rendered regions)
 *   releases/<id>/release.json   id, creation time, build record, file counts
 *   releases/<id>/manifest.json  size and time of every public file
 *   current                      the id of the live release
 * A release is written into a temporary folder and renamed into place, so a
 * listed release is always whole. Files unchanged since the live release
 * (same size and modification time in the build folder) are hard links to
 * it rather than copies; releases are never written after they are made.
 */
export class FileReleaseRepository implements ReleaseRepository {
  private readonly releasesDir: string

  constructor(readonly root: string) {
    this.releasesDir = path.join(root, RELEASES_DIR)
    fs.mkdirSync(this.releasesDir, { recursive: true })
    for (const name of fs.readdirSync(this.releasesDir)) {
      if (name.startsWith(TEMP_PREFIX)) fs.rmSync(path.join(this.releasesDir, name), { recursive: true, force: true })
    }
  }

  private dirOf(id: string): string {
    return path.join(this.releasesDir, id)
  }

  private read(id: string): (Release & { createdAtMs: number }) | null {
    try {
      const file = JSON.parse(fs.readFileSync(path.join(this.dirOf(id), RELEASE_FILE), 'utf8')) as ReleaseFile
      return {
        id: file.id,
        createdAt: file.createdAt,
        createdAtMs: Date.parse(file.createdAt),
        publicDir: path.join(this.dirOf(id), 'public'),
        cacheDir: path.join(this.dirOf(id), 'cache'),
        info: file.info,
      }
    } catch {
      return null
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
    if (fs.existsSync(this.dirOf(id))) throw new Error(`release ${id} exists already`)
    const temp = path.join(this.releasesDir, `${TEMP_PREFIX}${id}`)
    try {
      const counts = await this.copyPublic(output.publicDir, path.join(temp, 'public'))
      await this.copyCache(output.cacheDir, path.join(temp, 'cache'))
      const file: ReleaseFile = { id, createdAt: new Date().toISOString(), info: output.info, ...counts }
      await fsp.writeFile(path.join(temp, RELEASE_FILE), JSON.stringify(file, null, 2))
      await fsp.rename(temp, this.dirOf(id))
    } catch (error) {
      await fsp.rm(temp, { recursive: true, force: true })
      throw error
    }
    const release = this.read(id)
    if (!release) throw new Error(`release ${id} could not be read back`)
    return release
  }

  async prune(keep: readonly string[]): Promise<void> {
    const current = this.current()?.id
    for (const release of this.list()) {
      if (release.id !== current && !keep.includes(release.id)) await this.remove(release.id)
    }
  }

  async remove(id: string): Promise<void> {
    if (this.current()?.id === id) throw new Error(`release ${id} is live`)
    await fsp.rm(this.dirOf(id), { recursive: true, force: true })
  }

  /** The public folder, sharing unchanged files with the live release. */
  private async copyPublic(from: string, to: string): Promise<Omit<ReleaseFile, 'id' | 'createdAt' | 'info'>> {
    const base = this.current()
    const baseManifest = base ? this.manifestOf(base.id) : {}
    const files = await filesUnder(from)
    const dirs = new Set(files.map((file) => path.dirname(path.join(to, file))))
    for (const dir of [...dirs].sort()) await fsp.mkdir(dir, { recursive: true })
    const manifest: Manifest = {}
    let bytes = 0
    let linked = 0
    await inBatches(files, COPY_CONCURRENCY, async (file) => {
      const source = path.join(from, file)
      const stat = await fsp.stat(source)
      const entry: [number, number] = [stat.size, stat.mtimeMs]
      const known = baseManifest[file]
      let shared = false
      if (base && known && known[0] === entry[0] && known[1] === entry[1]) {
        try {
          await fsp.link(path.join(base.publicDir, file), path.join(to, file))
          shared = true
        } catch {
          shared = false
        }
      }
      if (!shared) await fsp.copyFile(source, path.join(to, file))
      else linked += 1
      manifest[file] = entry
      bytes += stat.size
    })
    await fsp.writeFile(path.join(path.dirname(to), MANIFEST_FILE), JSON.stringify(manifest))
    return { files: files.length, bytes, linked, copied: files.length - linked }
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

  private manifestOf(id: string): Manifest {
    try {
      return JSON.parse(fs.readFileSync(path.join(this.dirOf(id), MANIFEST_FILE), 'utf8')) as Manifest
    } catch {
      return {}
    }
  }
}
