import fs from 'node:fs'

/** How often a waiting build looks at the lock again. */
const LOCK_POLL_MS = 500

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One Gatsby build at a time in a site folder, across processes: a lock file
 * holding the owner's pid, created exclusively; a lock whose owner is gone is
 * taken over. The publisher holds it from the start of a build until its
 * output is copied into a release.
 */
export class BuildLock {
  constructor(readonly file: string) {}

  private tryTake(): boolean {
    try {
      fs.writeFileSync(this.file, String(process.pid), { flag: 'wx' })
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = Number(fs.readFileSync(this.file, 'utf8'))
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) return false
    fs.rmSync(this.file, { force: true })
    return false
  }

  /** Waits for the lock; returns its release. Rejects when `signal` aborts first. */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    while (!this.tryTake()) {
      if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted')
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS))
    }
    let released = false
    return () => {
      if (released) return
      released = true
      try {
        if (fs.readFileSync(this.file, 'utf8') === String(process.pid)) fs.rmSync(this.file, { force: true })
      } catch {
        // already gone
      }
    }
  }
}
