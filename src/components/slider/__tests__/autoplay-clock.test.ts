import { createAutoplayClock, type AutoplayTimers } from '../autoplay-clock'

/** Timers the test moves by hand: what is due runs when the time passes it. */
class ManualTimers implements AutoplayTimers {
  time = 0
  private pending = new Map<number, { at: number; callback: () => void }>()
  private nextHandle = 1

  setTimeout(callback: () => void, ms: number): unknown {
    const handle = this.nextHandle++
    this.pending.set(handle, { at: this.time + ms, callback })
    return handle
  }

  clearTimeout(handle: unknown) {
    this.pending.delete(handle as number)
  }

  now() {
    return this.time
  }

  get pendingCount() {
    return this.pending.size
  }

  advance(ms: number) {
    const end = this.time + ms
    for (;;) {
      const next = [...this.pending.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0]
      if (!next) break
      this.pending.delete(next[0])
      this.time = next[1].at
      next[1].callback()
    }
    this.time = end
  }
}

const DELAY = 4000

function setUp(options: { transitions?: boolean } = {}) {
  const timers = new ManualTimers()
  let moves = 0
  // The slider: each move starts a transition the test ends (or none, when it cannot move).
  const clock = createAutoplayClock(
    DELAY,
    () => {
      moves += 1
      if (options.transitions !== false) clock.transitionStarted()
    },
    timers,
  )
  return { timers, clock, moves: () => moves }
}

describe('autoplay clock', () => {
  it('moves once per period, counting the next period from the end of the transition', () => {
    const { timers, clock, moves } = setUp()
    expect(clock.start()).toBe(true)
    expect(clock.start()).toBe(false)
    timers.advance(DELAY - 1)
    expect(moves()).toBe(0)
    timers.advance(1)
    expect(moves()).toBe(1)
    // While the slide moves, nothing counts.
    expect(clock.paused).toBe(true)
    expect(clock.timeLeft).toBe(DELAY)
    timers.advance(10 * DELAY)
    expect(moves()).toBe(1)
    clock.transitionEnded()
    expect(clock.paused).toBe(false)
    timers.advance(DELAY - 1)
    expect(moves()).toBe(1)
    timers.advance(1)
    expect(moves()).toBe(2)
  })

  it('sets one timer per period and none while waiting or held (nothing runs between two slides)', () => {
    const { timers, clock } = setUp()
    clock.start()
    expect(timers.pendingCount).toBe(1)
    timers.advance(DELAY)
    expect(timers.pendingCount).toBe(0)
    clock.transitionEnded()
    expect(timers.pendingCount).toBe(1)
    clock.hold('pointer')
    expect(timers.pendingCount).toBe(0)
  })

  it('a hold keeps the time left, and the count goes on from there when nothing holds it', () => {
    const { timers, clock, moves } = setUp()
    clock.start()
    timers.advance(1500)
    clock.hold('pointer')
    expect(clock.paused).toBe(true)
    expect(clock.timeLeft).toBe(DELAY - 1500)
    timers.advance(3 * DELAY)
    expect(moves()).toBe(0)
    // Two holds at once: both must go.
    clock.hold('hidden')
    clock.release('pointer')
    timers.advance(DELAY)
    expect(moves()).toBe(0)
    clock.release('hidden')
    timers.advance(DELAY - 1500 - 1)
    expect(moves()).toBe(0)
    timers.advance(1)
    expect(moves()).toBe(1)
  })

  it('releasing a hold that was never taken changes nothing', () => {
    const { timers, clock, moves } = setUp()
    clock.start()
    timers.advance(1000)
    clock.release('touch')
    timers.advance(DELAY - 1000)
    expect(moves()).toBe(1)
  })

  it('a transition that is not its own (an arrow, a dot, a drag) starts a full period when it ends', () => {
    const { timers, clock, moves } = setUp()
    clock.start()
    timers.advance(3000)
    clock.transitionStarted()
    timers.advance(400)
    clock.transitionEnded()
    timers.advance(DELAY - 1)
    expect(moves()).toBe(0)
    timers.advance(1)
    expect(moves()).toBe(1)
  })

  it('a transition that ends while held waits for the release, with a full period', () => {
    const { timers, clock, moves } = setUp()
    clock.start()
    timers.advance(DELAY)
    clock.hold('pointer')
    clock.transitionEnded()
    timers.advance(2 * DELAY)
    expect(moves()).toBe(1)
    clock.release('pointer')
    expect(clock.timeLeft).toBe(DELAY)
    timers.advance(DELAY)
    expect(moves()).toBe(2)
  })

  it('an end with no transition under way is ignored', () => {
    const { timers, clock, moves } = setUp()
    clock.start()
    timers.advance(3000)
    clock.transitionEnded()
    timers.advance(1000)
    expect(moves()).toBe(1)
  })

  it('stopped, nothing moves; started again, a full period', () => {
    const { timers, clock, moves } = setUp()
    clock.start()
    timers.advance(3000)
    expect(clock.stop()).toBe(true)
    expect(clock.stop()).toBe(false)
    expect(clock.running).toBe(false)
    expect(clock.paused).toBe(false)
    timers.advance(3 * DELAY)
    expect(moves()).toBe(0)
    clock.start()
    timers.advance(DELAY - 1)
    expect(moves()).toBe(0)
    timers.advance(1)
    expect(moves()).toBe(1)
  })

  it('started while a transition was pending, it does not wait for an end that was forgotten', () => {
    const { timers, clock, moves } = setUp()
    clock.start()
    timers.advance(DELAY)
    clock.stop()
    clock.start()
    timers.advance(DELAY)
    expect(moves()).toBe(2)
  })

  it('a slider that cannot move (no transition) keeps its rhythm', () => {
    const { timers, clock, moves } = setUp({ transitions: false })
    clock.start()
    timers.advance(3 * DELAY)
    expect(moves()).toBe(3)
    expect(clock.paused).toBe(false)
  })
})
