import { Worker } from 'node:worker_threads'
import type { Db } from './database'

/** How often the background connection folds the write-ahead log into the database. */
export const WAL_CHECKPOINT_INTERVAL_MS = 250
/**
 * Once the log holds more than this, the request thread finishes the fold itself (only what was
 * written since the background pass), so that the next write starts the log again from its beginning.
 */
export const WAL_RESTART_BYTES = 16 * 1024 * 1024
/** SQLite's own checkpoint threshold (pages), restored when the background connection is gone. */
export const SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES = 1000

/** What `PRAGMA wal_checkpoint` answers: frames in the log, and how many of them are in the database now. */
export interface CheckpointResult {
  busy: number
  log: number
  checkpointed: number
}

/**
 * The background connection, as a worker's source: it opens the same database file and folds the log
 * into it on each message (PASSIVE: it never waits for, nor blocks, the writer), answering with the
 * result. Plain JavaScript, run as it is (`eval`), so that the sources (tsx) and the compiled server
 * (one bundled file) start it alike; the driver's path comes from the main thread.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file, { fileMustExist: true })
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)')
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close()
    parentPort.close()
    return
  }
  try {
    parentPort.postMessage({ result: checkpoint.get() })
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) })
  }
})
`

type WorkerAnswer = { result: CheckpointResult } | { error: string }

export interface WalCheckpointerOptions {
  intervalMs?: number
  restartBytes?: number
  /** Where a failed background pass is told (default console.error). */
  onError?: (message: string) => void
  /** The SQLite driver the worker loads (default: this server's better-sqlite3). */
  driver?: string
}

/**
 * Checkpoints off the request thread. SQLite folds its write-ahead log into
 * the database on the connection that commits once the log passes 1,000
 * pages: copying those pages and syncing both files stopped the request
 * thread for ~10 ms about every 150 cart writes under load. Here the
 * connection's own checkpoints are off, and a worker thread with its own
 * connection runs a passive checkpoint every WAL_CHECKPOINT_INTERVAL_MS
 * (it copies what is committed, never blocking the writer).
 *
 * A passive pass cannot start the log again while the writer keeps adding to
 * it, so under steady writes the log would grow without end: once it holds
 * more than WAL_RESTART_BYTES, the request thread runs one passive checkpoint
 * itself right after a background pass, which has only the frames written
 * since to copy; the next write then starts the log from its beginning (and
 * `journal_size_limit` trims the file back).
 *
 * If the worker fails or exits, SQLite's own checkpoints are turned back on.
 * Only for a database in a file (an in-memory one has no log).
 */
export class WalCheckpointer {
  private readonly worker: Worker
  private readonly timer: NodeJS.Timeout
  private readonly restartBytes: number
  private readonly pageSize: number
  private readonly onError: (message: string) => void
  private inFlight = false
  private stopped = false
  private readonly exited: Promise<void>
  /** Background passes answered, and restarts of the log the request thread made possible. */
  readonly counts = { passes: 0, restarts: 0, failures: 0 }

  constructor(
    private readonly db: Db,
    {
      intervalMs = WAL_CHECKPOINT_INTERVAL_MS,
      restartBytes = WAL_RESTART_BYTES,
      onError = (message) => console.error(`[storage] ${message}`),
      driver = require.resolve('better-sqlite3'),
    }: WalCheckpointerOptions = {},
  ) {
    if (db.memory) throw new Error('an in-memory database has no write-ahead log to checkpoint')
    this.restartBytes = restartBytes
    this.onError = onError
    this.pageSize = db.pragma('page_size', { simple: true }) as number
    db.pragma(`journal_size_limit = ${restartBytes}`)
    db.pragma('wal_autocheckpoint = 0')
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file: db.name } })
    this.worker.unref()
    this.worker.on('message', (answer: WorkerAnswer) => this.answered(answer))
    this.worker.on('error', (error) => this.fallBack(`the checkpoint worker failed: ${error.message}`))
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()))
    this.worker.once('exit', () => {
      if (!this.stopped) this.fallBack('the checkpoint worker exited')
    })
    this.timer = setInterval(() => this.requestPass(), intervalMs)
    this.timer.unref()
  }

  /** Asks the worker for a pass, unless one is under way. */
  private requestPass(): void {
    if (this.inFlight || this.stopped) return
    this.inFlight = true
    this.worker.postMessage('checkpoint')
  }

  private answered(answer: WorkerAnswer): void {
    this.inFlight = false
    if (this.stopped || !this.db.open) return
    if ('error' in answer) {
      this.counts.failures++
      this.onError(`a background checkpoint failed: ${answer.error}`)
      return
    }
    this.counts.passes++
    if (answer.result.log * this.pageSize > this.restartBytes) {
      const finished = this.db.pragma('wal_checkpoint(PASSIVE)', { simple: false }) as CheckpointResult[]
      if (finished[0] && finished[0].checkpointed === finished[0].log) this.counts.restarts++
    }
  }

  /** The worker is gone: the connection checkpoints by itself again. */
  private fallBack(message: string): void {
    if (this.stopped) return
    this.stopped = true
    clearInterval(this.timer)
    this.onError(`${message}; SQLite checkpoints on the request thread again`)
    if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES}`)
  }

  /** Stops the passes and closes the worker's connection (before the database itself is closed). */
  async close(): Promise<void> {
    if (!this.stopped) {
      this.stopped = true
      clearInterval(this.timer)
      this.worker.postMessage('close')
    }
    await this.exited
    if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES}`)
  }
}
