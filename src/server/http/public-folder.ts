import fs from 'node:fs'
import path from 'node:path'
import type { PublicFiles } from '../domain/publishing/ports'

/**
 * A build's public folder as it is on disk (`public/` of a build, or a
 * release of the folder layout): a site path is the file at that path
 * under the folder.
 */
export class PublicFolder implements PublicFiles {
  readonly dir: string

  constructor(dir: string) {
    this.dir = path.resolve(dir)
  }

  get location(): string {
    return this.dir
  }

  /** Nothing to read first: a missing file is simply not found. */
  async prepare(): Promise<void> {}

  check(): void {}

  resolve(sitePath: string): string | null {
    const absolute = path.join(this.dir, sitePath)
    if (absolute !== this.dir && !absolute.startsWith(this.dir + path.sep)) return null
    try {
      return fs.statSync(absolute).isFile() ? absolute : null
    } catch {
      return null
    }
  }

  /** The file at the same place under this folder, when `other` is a folder too. */
  counterpartOf(otherFile: string, other: PublicFiles): string | null {
    if (!(other instanceof PublicFolder)) return null
    const relative = path.relative(other.dir, otherFile)
    if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return null
    return path.join(this.dir, relative)
  }
}
