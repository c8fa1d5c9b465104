import fs from 'node:fs'
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

/** On disk: one JSON object, site path → [object, size, mtimeMs]. */
type ManifestFile = Record<string, [object: string, size: number, mtimeMs: number]>

export function serializeManifest(manifest: ReleaseManifest): string {
  const file: ManifestFile = {}
  for (const [sitePath, { object, size, mtimeMs }] of manifest) file[sitePath] = [object, size, mtimeMs]
  return JSON.stringify(file)
}

/** A path that is not a site path of a build: absolute, with an empty, `.` or `..` part. */
const NOT_A_SITE_PATH = /^\/|\/\/|(^|\/)\.\.?(\/|$)|^$/

/** Reads a manifest; throws when it is not one (an entry of another shape, an object name that is not one, a path that leaves the build). */
export function parseManifest(text: string): ReleaseManifest {
  const parsed: unknown = JSON.parse(text)
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('a release manifest is a JSON object')
  const file = parsed as Record<string, unknown>
  const manifest = new Map<string, ManifestEntry>()
  for (const sitePath in file) {
    const entry = file[sitePath]
    if (
      NOT_A_SITE_PATH.test(sitePath) ||
      !Array.isArray(entry) ||
      entry.length !== 3 ||
      typeof entry[0] !== 'string' ||
      !isObjectName(entry[0]) ||
      typeof entry[1] !== 'number' ||
      typeof entry[2] !== 'number'
    ) {
      throw new Error(`not a release manifest entry: ${JSON.stringify(sitePath)}`)
    }
    manifest.set(sitePath, { object: entry[0], size: entry[1], mtimeMs: entry[2] })
  }
  return manifest
}

/** The manifest's key for a site path (`/a/index.html` → `a/index.html`), or null for none it can hold. */
function keyOf(sitePath: string): string | null {
  const key = path.posix.normalize(sitePath).replace(/^\/+/, '')
  return key === '' || key === '.' || key === '..' || key.startsWith('../') ? null : key
}

/**
 * A release's public files: a site path is the object its manifest names for
 * it. The manifest is read when first needed (when the site switches to the
 * release); a path the manifest does not hold is not found, and nothing
 * outside the store's objects is ever answered.
 */
export class ManifestPublicFiles implements PublicFiles {
  private manifest: ReleaseManifest | null = null
  private objectNames: Set<string> | null = null

  constructor(
    readonly location: string,
    private readonly objects: ObjectStore,
    private readonly read: () => ReleaseManifest,
  ) {}

  /** The manifest (read once); throws when it cannot be read. */
  entries(): ReleaseManifest {
    this.manifest ??= this.read()
    return this.manifest
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
      this.objectNames = new Set([...manifest.values()].map((entry) => entry.object))
    }
    const name = path.basename(otherFile)
    return this.objectNames.has(name) && this.objects.pathOf(name) === otherFile ? otherFile : null
  }
}
