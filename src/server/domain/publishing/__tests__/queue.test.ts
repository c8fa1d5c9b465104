import { BuildQueue, type QueueTimers } from '../queue'
import type { PublishTrigger } from '../triggers'

/** A clock the test moves. */
class ManualTimers implements QueueTimers {
  time = 0
  private timers: Array<{ at: number; fn: () => void; cancelled: boolean }> = []
  now = () => this.time
  schedule = (fn: () => void, ms: number) => {
    const timer = { at: this.time + ms, fn, cancelled: false }
    this.timers.push(timer)
    return () => {
      timer.cancelled = true
    }
  }
  async advance(ms: number): Promise<void> {
    const until = this.time + ms
    for (;;) {
      const due = this.timers.filter((t) => !t.cancelled && t.at <= until).sort((a, b) => a.at - b.at)[0]
      if (!due) break
      this.time = due.at
      due.cancelled = true
      due.fn()
      await Promise.resolve()
    }
    this.time = until
  }
}

const notice = (id: string): PublishTrigger => ({ source: 'cms', topic: 'ContentManagement.Entry.publish', entryId: id, contentType: 'menu', revision: 1 })

describe('build queue', () => {
  let timers: ManualTimers
  let runs: PublishTrigger[][]
  let finishRun: Array<() => void>
  let queue: BuildQueue

  beforeEach(() => {
    timers = new ManualTimers()
    runs = []
    finishRun = []
    queue = new BuildQueue(
      (triggers) => {
        runs.push([...triggers])
        return new Promise<void>((resolve) => finishRun.push(resolve))
      },
      { debounceMs: 2000, maxWaitMs: 20_000, timers },
    )
  })

  it('debounces a burst into one build, started after the last notice', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(queue.enqueue(notice(`e${i}`))).toEqual({ build: 'scheduled', startsInMs: 2000 })
      await timers.advance(100)
    }
    expect(runs).toHaveLength(0)
    expect(queue.status()).toEqual({ state: 'waiting', pendingNotices: 10, buildQueued: false })
    await timers.advance(1900)
    expect(runs).toHaveLength(1)
    expect(runs[0].map((t) => (t.source === 'cms' ? t.entryId : ''))).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9'])
    expect(queue.status().state).toBe('building')
  })

  it('publishes a steady stream at most maxWait after its first notice', async () => {
    for (let elapsed = 0; elapsed < 20_000; elapsed += 1000) {
      queue.enqueue(notice(`e${elapsed}`))
      await timers.advance(1000)
    }
    expect(runs).toHaveLength(1)
    expect(timers.time).toBe(20_000)
  })

  it('runs one build at a time; notices during a build make exactly one more build', async () => {
    queue.enqueue(notice('a'))
    await timers.advance(2000)
    expect(runs).toHaveLength(1)
    expect(queue.enqueue(notice('b'))).toEqual({ build: 'after-current-build', startsInMs: null })
    queue.enqueue(notice('c'))
    await timers.advance(10_000)
    expect(runs).toHaveLength(1)
    expect(queue.status()).toEqual({ state: 'building', pendingNotices: 2, buildQueued: true })
    finishRun[0]()
    await Promise.resolve()
    await Promise.resolve()
    await timers.advance(0)
    // They have waited 10 s, less than maxWait: the debounce applies once more.
    await timers.advance(2000)
    expect(runs).toHaveLength(2)
    expect(runs[1].map((t) => (t.source === 'cms' ? t.entryId : ''))).toEqual(['b', 'c'])
    finishRun[1]()
    await queue.idle()
    expect(queue.status()).toEqual({ state: 'idle', pendingNotices: 0, buildQueued: false })
  })

  it('keeps going after a build that throws', async () => {
    const errors: unknown[] = []
    queue = new BuildQueue(async () => { runs.push([]); throw new Error('boom') }, { debounceMs: 10, maxWaitMs: 100, timers, onError: (e) => errors.push(e) })
    queue.enqueue(notice('a'))
    await timers.advance(10)
    await queue.idle()
    queue.enqueue(notice('b'))
    await timers.advance(10)
    await queue.idle()
    expect(runs).toHaveLength(2)
    expect(errors).toHaveLength(2)
  })

  it('drops waiting notices on close and refuses new ones', async () => {
    queue.enqueue(notice('a'))
    await queue.close()
    await timers.advance(5000)
    expect(runs).toHaveLength(0)
    expect(() => queue.enqueue(notice('b'))).toThrow(/closed/)
  })
})
