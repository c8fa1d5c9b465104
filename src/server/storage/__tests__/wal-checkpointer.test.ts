import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Db } from '../database'
import { DATABASE_FILE_NAME, openDatabase } from '../database'
import { SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES, WalCheckpointer } from '../wal-checkpointer'

/** A row of about this many bytes spans several pages, as a stored cart does. */
const ROW_BYTES = 20_000

let dataDir: string
let db: Db
/** Every checkpointer a test starts, closed after it whatever happened. */
const started: WalCheckpointer[] = []
const start = (...args: ConstructorParameters<typeof WalCheckpointer>): WalCheckpointer => {
  const checkpointer = new WalCheckpointer(...args)
  started.push(checkpointer)
  return checkpointer
}

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpointer-'))
  db = openDatabase(dataDir)
  db.exec('CREATE TABLE docs (id INTEGER PRIMARY KEY, body TEXT NOT NULL)')
})

afterEach(async () => {
  await Promise.all(started.splice(0).map((checkpointer) => checkpointer.close()))
  if (db.open) db.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const walBytes = (): number => {
  const file = path.join(dataDir, `${DATABASE_FILE_NAME}-wal`)
  return fs.existsSync(file) ? fs.statSync(file).size : 0
}
const autocheckpoint = (): number => db.pragma('wal_autocheckpoint', { simple: true }) as number
const until = async (condition: () => boolean, timeoutMs = 4_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * Makes `count` writes of a ROW_BYTES row over 16 ids, each in its own transaction (as cart writes are),
 * letting timers run between batches; write i stores its last digit over and over.
 */
async function writeRows(count: number): Promise<void> {
  const upsert = db.prepare('INSERT INTO docs (id, body) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET body = excluded.body')
  const write = db.transaction((id: number, i: number) => upsert.run(id, String(i % 10).repeat(ROW_BYTES)))
  for (let i = 0; i < count; i++) {
    write.immediate(i % 16, i)
    if (i % 20 === 19) await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe('WalCheckpointer', () => {
  it('turns the connection’s own checkpoints off while it runs, and back on when closed', async () => {
    expect(autocheckpoint()).toBe(SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES)
    const checkpointer = start(db, { intervalMs: 20 })
    expect(autocheckpoint()).toBe(0)
    await checkpointer.close()
    expect(autocheckpoint()).toBe(SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES)
  })

  it('folds the log into the database from its own connection: what was written is there after a reopen', async () => {
    const checkpointer = start(db, { intervalMs: 20 })
    await writeRows(200)
    await until(() => checkpointer.counts.passes >= 3)
    await checkpointer.close()
    db.close()
    db = openDatabase(dataDir)
    const rows = db.prepare('SELECT id, length(body) AS bytes, substr(body, 1, 1) AS digit FROM docs ORDER BY id').all()
    expect(rows).toHaveLength(16)
    // Each id holds its last write: the largest write number below 200 on that id.
    const lastWrite = (id: number): number => id + 16 * Math.floor((199 - id) / 16)
    expect(rows).toEqual(Array.from({ length: 16 }, (_, id) => ({ id, bytes: ROW_BYTES, digit: String(lastWrite(id) % 10) })))
  })

  it('keeps the log bounded under steady writes: past the restart size the next write starts it again', async () => {
    const restartBytes = 512 * 1024
    const checkpointer = start(db, { intervalMs: 10, restartBytes })
    // ~8 MB written, in small batches so that the background passes interleave with the writes.
    await writeRows(400)
    await until(() => checkpointer.counts.restarts >= 1)
    await writeRows(20)
    await checkpointer.close()
    expect(checkpointer.counts.failures).toBe(0)
    // Without restarts the log would hold every frame written (~8 MB); journal_size_limit trims it back on a restart.
    expect(walBytes()).toBeLessThan(8 * restartBytes)
  })

  it('hands the checkpoints back to the connection when its worker fails, and says so', async () => {
    const errors: string[] = []
    const checkpointer = start(db, { intervalMs: 20, driver: path.join(dataDir, 'no-such-driver.js'), onError: (message) => errors.push(message) })
    await until(() => errors.length > 0)
    expect(errors[0]).toMatch(/^the checkpoint worker failed: Cannot find module[\s\S]*; SQLite checkpoints on the request thread again$/)
    expect(autocheckpoint()).toBe(SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES)
    await checkpointer.close()
  })

  it('refuses an in-memory database', () => {
    const memory = openDatabase(':memory:')
    expect(() => new WalCheckpointer(memory)).toThrow(/in-memory/)
    memory.close()
  })
})
