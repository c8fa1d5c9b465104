import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { PublicFiles } from '../domain/publishing/ports'
import { isObjectName, type ObjectStore } from './object-store'

/**
 * One public file of a release: the stored object that holds it, its size,
 * and the modification time its file had in the build folder (with the size,
 * how the next release recognises it unchanged without reading it).
 */
export interface ManifestEntry {
  object: string
  size: number
  mtimeMs: number
}

/** A release's public files by site path (`page-data/app-data.json`: relative, `/`-separated). */
export type ReleaseManifest = ReadonlyMap<string, ManifestEntry>

/**
 * On disk: this header, then one line per file, `site path⇥object⇥size⇥mtimeMs`.
 * Lines rather than one JSON object: read in slices, the event loop gets turns
 * (a follower at 100,000 products parsed 27 MB of JSON in 0.9–1.1 s at load 9,
 * in one piece; lines parse 2–4 times faster).
 */
export const MANIFEST_HEADER = 'site path\tobject\tsize\tmtimeMs'
/** The longest run of parsing (or writing) without giving the event loop a turn, when done in slices. */
const PARSE_SLICE_MS = 10
/** Lines parsed between two looks at the clock. */
const LINES_PER_CHECK = 500

/** A path that is not a site path of a build: absolute, with an empty, `.` or `..` part. */
const NOT_A_SITE_PATH = /^\/|\/\/|(^|\/)\.\.?(\/|$)|^$/
/** What a line of the manifest cannot hold in a site path. */
const LINE_BREAKING = /[\t\n\r]/

/** A build file's path that a manifest can hold (a tab or line break in a file name cannot be kept). */
export const isManifestPath = (sitePath: string): boolean => !LINE_BREAKING.test(sitePath) && !NOT_A_SITE_PATH.test(sitePath)

const lineOf = (sitePath: string, { object, size, mtimeMs }: ManifestEntry): string => {
  if (!isManifestPath(sitePath)) throw new Error(`a release cannot hold the file ${JSON.stringify(sitePath)}`)
  return `${sitePath}\t${object}\t${size}\t${mtimeMs}\n`
}

/** Writes a manifest into a new file, a slice of lines at a time with a turn of the event loop between them. */
export async function writeManifest(file: string, manifest: ReleaseManifest): Promise<void> {
  const handle = await fsp.open(file, 'wx')
  try {
    let chunk = `${MANIFEST_HEADER}\n`
    let lines = 0
    let sliceEnd = performance.now() + PARSE_SLICE_MS
    for (const [sitePath, entry] of manifest) {
      chunk += lineOf(sitePath, entry)
      lines += 1
      if (lines % LINES_PER_CHECK === 0 && performance.now() >= sliceEnd) {
        await handle.writeFile(chunk)
        chunk = ''
        sliceEnd = performance.now() + PARSE_SLICE_MS
      }
    }
    await handle.writeFile(chunk)
  } finally {
    await handle.close()
  }
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** Reads a manifest's lines from `text`, from `at`, until the end or `deadline` (performance.now()); returns where it stopped. */
function parseLines(text: string, at: number, manifest: Map<string, ManifestEntry>, deadline: number): number {
  let lines = 0
  while (at < text.length) {
    const newline = text.indexOf('\n', at)
    const lineEnd = newline < 0 ? text.length : newline
    const first = text.indexOf('\t', at)
    const second = text.indexOf('\t', first + 1)
    const third = text.indexOf('\t', second + 1)
    const fourth = third < 0 ? -1 : text.indexOf('\t', third + 1)
    const fields = first >= 0 && second >= 0 && third >= 0 && third < lineEnd && (fourth < 0 || fourth > lineEnd)
    const sitePath = fields ? text.slice(at, first) : ''
    const object = fields ? text.slice(first + 1, second) : ''
    const size = fields ? Number(text.slice(second + 1, third)) : Number.NaN
    const mtimeMs = fields ? Number(text.slice(third + 1, lineEnd)) : Number.NaN
    if (!fields || NOT_A_SITE_PATH.test(sitePath) || !isObjectName(object) || !Number.isSafeInteger(size) || size < 0 || !Number.isFinite(mtimeMs)) {
      throw new Error(`not a release manifest line: ${JSON.stringify(text.slice(at, Math.min(lineEnd, at + 200)))}`)
    }
    manifest.set(sitePath, { object, size, mtimeMs })
    at = lineEnd + 1
    lines += 1
    if (lines % LINES_PER_CHECK === 0 && performance.now() >= deadline) break
  }
  return at
}

/** Where a manifest's lines start (after its header); throws when the text is not a manifest. */
function bodyStart(text: string): number {
  const end = text.indexOf('\n')
  if (end < 0 || text.slice(0, end) !== MANIFEST_HEADER) throw new Error('not a release manifest: its first line is not the header')
  return end + 1
}

/** Reads a manifest; throws when it is not one (a line of another shape, an object name that is not one, a path that leaves the build). */
export function parseManifest(text: string): ReleaseManifest {
  const manifest = new Map<string, ManifestEntry>()
  parseLines(text, bodyStart(text), manifest, Infinity)
  return manifest
}

/** The same, in slices of about PARSE_SLICE_MS with a turn of the event loop between them. */
export async function parseManifestInSlices(text: string): Promise<ReleaseManifest> {
  const manifest = new Map<string, ManifestEntry>()
  let at = bodyStart(text)
  while (at < text.length) {
    at = parseLines(text, at, manifest, performance.now() + PARSE_SLICE_MS)
    if (at < text.length) await turn()
  }
  return manifest
}

/** The manifest's key for a site path (`/a/index.html` → `a/index.html`), or null for none it can hold. */
function keyOf(sitePath: string): string | null {
  const key = path.posix.normalize(sitePath).replace(/^\/+/, '')
  return key === '' || key === '.' || key === '..' || key.startsWith('../') ? null : key
}

/** How a release's manifest is read: at once, or in slices (both keep what they read). */
export interface ManifestSource {
  read(): ReleaseManifest
  readInSlices(): Promise<ReleaseManifest>
}

/**
 * A release's public files: a site path is the object its manifest names for
 * it. The manifest is read when first needed (prepared in slices before a
 * switch, or at once); a path the manifest does not hold is not found, and
 * nothing outside the store's objects is ever answered.
 */
export class ManifestPublicFiles implements PublicFiles {
  private manifest: ReleaseManifest | null = null
  private objectNames: Set<string> | null = null

  constructor(
    readonly location: string,
    private readonly objects: ObjectStore,
    private readonly source: ManifestSource,
  ) {}

  /** The manifest (read once); throws when it cannot be read. */
  entries(): ReleaseManifest {
    this.manifest ??= this.source.read()
    return this.manifest
  }

  async prepare(): Promise<void> {
    this.manifest ??= await this.source.readInSlices()
  }

  check(): void {
    this.entries()
  }

  resolve(sitePath: string): string | null {
    const key = keyOf(sitePath)
    if (key === null) return null
    let entry: ManifestEntry | undefined
    try {
      entry = this.entries().get(key)
    } catch {
      return null
    }
    if (!entry) return null
    const file = this.objects.pathOf(entry.object)
    try {
      return fs.statSync(file).isFile() ? file : null
    } catch {
      return null
    }
  }

  /** The same object, when this release holds it too (its file is then the same file). */
  counterpartOf(otherFile: string): string | null {
    if (!this.objectNames) {
      let manifest: ReleaseManifest
      try {
        manifest = this.entries()
      } catch {
        return null
      }
      this.objectNames = new Set<string>()
      for (const entry of manifest.values()) this.objectNames.add(entry.object)
    }
    const name = path.basename(otherFile)
    return this.objectNames.has(name) && this.objects.pathOf(name) === otherFile ? otherFile : null
  }
}
