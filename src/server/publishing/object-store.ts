import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

/** The digest that names a stored file. */
const DIGEST = 'sha256'
/** An object's name: its content's SHA-256 in hex, then its site path's extension (the content type is read from the name). */
const OBJECT_NAME = /^[0-9a-f]{64}(\.[a-z0-9]{1,16})?$/
/** The extensions kept in an object's name (any other: none). */
const KEPT_EXTENSION = /^\.[a-z0-9]{1,16}$/
/** Files up to this size are read whole, hashed and written from memory; larger ones are copied, then hashed from the copy. */
const IN_MEMORY_MAX_BYTES = 8 * 1024 * 1024
/** An object being written: `.tmp-…` in its folder, linked to its name once whole. */
const TEMP_PREFIX = '.tmp-'
/** The folders of the objects: the first two hex digits of the digest. */
const FAN_OUT = /^[0-9a-f]{2}$/

export const isObjectName = (name: string): boolean => OBJECT_NAME.test(name)

/** The name a file of this content and site path is stored under. */
export function objectNameOf(digest: string, sitePath: string): string {
  const extension = path.posix.extname(sitePath).toLowerCase()
  return KEPT_EXTENSION.test(extension) ? `${digest}${extension}` : digest
}

const isCode = (error: unknown, code: string): boolean => (error as NodeJS.ErrnoException | null)?.code === code

async function digestOfFile(file: string): Promise<string> {
  const hash = crypto.createHash(DIGEST)
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** What storing one file did. */
export interface StoredObject {
  name: string
  /** False when an object of that content was stored already (it is then marked as just used). */
  written: boolean
}

/** What a sweep found and removed. */
export interface SweepCounts {
  objects: number
  removed: number
  removedBytes: number
}

/**
 * The files of every release, each stored once under the digest of its
 * content: `<dir>/<2 hex>/<sha-256><extension>`. An object is written under a
 * temporary name and linked to its own name whole, never written again; a
 * file stored again is only marked as used (its time set to now), which
 * protects it from a sweep running meanwhile.
 */
export class ObjectStore {
  private readonly folders = new Set<string>()
  private temps = 0

  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true })
  }

  /** The file of an object (the name must be one isObjectName accepts). */
  pathOf(name: string): string {
    return path.join(this.dir, name.slice(0, 2), name)
  }

  /** Stores a build's file (its site path gives the object's extension) unless an object of its content is stored. */
  async put(source: string, sitePath: string, size: number): Promise<StoredObject> {
    if (size <= IN_MEMORY_MAX_BYTES) return this.putBody(await fsp.readFile(source), sitePath)
    // A large file: copied first, and named by the digest of the copy (what is stored is what was hashed).
    const folder = await this.folder('tmp')
    const temp = this.tempIn(folder)
    try {
      await fsp.copyFile(source, temp, fs.constants.COPYFILE_EXCL)
      const name = objectNameOf(await digestOfFile(temp), sitePath)
      if (await this.touch(name)) return { name, written: false }
      const own = this.pathOf(name)
      await this.folder(name.slice(0, 2))
      try {
        await fsp.link(temp, own)
        return { name, written: true }
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error
        await this.touch(name)
        return { name, written: false }
      }
    } finally {
      await this.unlinkTemp(temp)
    }
  }

  /** Stores a body held in memory (a page stitched again by a shell publish, decision record 0041) unless an object of its content is stored. */
  async putBody(body: Buffer, sitePath: string): Promise<StoredObject> {
    const name = objectNameOf(crypto.createHash(DIGEST).update(body).digest('hex'), sitePath)
    if (await this.touch(name)) return { name, written: false }
    return { name, written: await this.link(name, (temp) => fsp.writeFile(temp, body, { flag: 'wx' })) }
  }

  /**
   * Removes the objects not named in `kept`, and the temporary files, that
   * are older than `olderThanMs` (what releases being written right now, by
   * this process or another one sharing the folder, have stored or used).
   */
  async sweep(kept: ReadonlySet<string>, olderThanMs: number): Promise<SweepCounts> {
    const before = Date.now() - olderThanMs
    const counts: SweepCounts = { objects: 0, removed: 0, removedBytes: 0 }
    for (const folder of await fsp.readdir(this.dir)) {
      if (!FAN_OUT.test(folder) && folder !== 'tmp') continue
      let names: string[]
      try {
        names = await fsp.readdir(path.join(this.dir, folder))
      } catch {
        continue
      }
      for (const name of names) {
        if (kept.has(name)) {
          counts.objects += 1
          continue
        }
        const file = path.join(this.dir, folder, name)
        try {
          const stat = await fsp.lstat(file)
          if (stat.mtimeMs >= before) {
            if (isObjectName(name)) counts.objects += 1
            continue
          }
          await fsp.unlink(file)
          counts.removed += 1
          counts.removedBytes += stat.size
        } catch (error) {
          if (!isCode(error, 'ENOENT')) throw error
        }
      }
    }
    return counts
  }

  /** Marks a stored object as just used; false when there is none of that name. */
  private async touch(name: string): Promise<boolean> {
    const now = new Date()
    try {
      await fsp.utimes(this.pathOf(name), now, now)
      return true
    } catch (error) {
      if (isCode(error, 'ENOENT')) return false
      throw error
    }
  }

  /** Writes an object under a temporary name and links it to its own; false when another writer stored it first. */
  private async link(name: string, write: (temp: string) => Promise<void>): Promise<boolean> {
    const folder = await this.folder(name.slice(0, 2))
    const temp = this.tempIn(folder)
    try {
      await write(temp)
      await fsp.link(temp, this.pathOf(name))
      return true
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error
      await this.touch(name)
      return false
    } finally {
      await this.unlinkTemp(temp)
    }
  }

  /** Removes a temporary file (gone already when its write failed before creating it). */
  private async unlinkTemp(temp: string): Promise<void> {
    try {
      await fsp.unlink(temp)
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw error
    }
  }

  private async folder(name: string): Promise<string> {
    const folder = path.join(this.dir, name)
    if (!this.folders.has(folder)) {
      await fsp.mkdir(folder, { recursive: true })
      this.folders.add(folder)
    }
    return folder
  }

  private tempIn(folder: string): string {
    this.temps += 1
    return path.join(folder, `${TEMP_PREFIX}${process.pid}-${this.temps}-${crypto.randomBytes(4).toString('hex')}`)
  }
}
