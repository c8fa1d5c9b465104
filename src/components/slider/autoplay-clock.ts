/**
 * The period of a slider's rotation, on one timer: it counts down the delay,
 * calls `advance` when it is due, and starts the next period when the slide's
 * transition has ended. Nothing runs between two slide changes: no frame
 * loop, no polling (the page stays idle while a slider waits).
 *
 * What holds the count (a mouse over the slider, a drag, a hidden page, a
 * caller's pause) keeps the time left; the count goes on from there once
 * nothing holds it. A transition (the rotation's own, an arrow, a dot, a
 * drag's release) starts a full period when it ends.
 */

/** Why a rotation is not counting for now. */
export type AutoplayHold = 'pointer' | 'touch' | 'hidden' | 'caller'

/** The timer functions the clock uses (the page's, or a test's). */
export interface AutoplayTimers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  now(): number
}

export interface AutoplayClock {
  /** Started and not stopped. */
  readonly running: boolean
  /** Running but not counting: held, or waiting for a slide's transition to end. */
  readonly paused: boolean
  /** Milliseconds before the next slide (the whole delay while a transition runs). */
  readonly timeLeft: number
  /** Starts a full period; false when it was running already. */
  start(): boolean
  /** Stops the rotation (what was left of the period is forgotten); false when it was stopped already. */
  stop(): boolean
  hold(reason: AutoplayHold): void
  release(reason: AutoplayHold): void
  /** A slide's transition began: the count waits for its end. */
  transitionStarted(): void
  /** The transition ended (or was cut short): a full period starts, unless something holds the count. */
  transitionEnded(): void
}

const pageTimers: AutoplayTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
}

export function createAutoplayClock(delayMs: number, advance: () => void, timers: AutoplayTimers = pageTimers): AutoplayClock {
  let running = false
  let waitingForTransition = false
  const holds = new Set<AutoplayHold>()
  /** What is left of the period while the timer is not set. */
  let remainingMs = delayMs
  let timer: { handle: unknown; dueAt: number } | null = null

  const counting = () => running && holds.size === 0 && !waitingForTransition

  function countDown() {
    if (!counting() || timer) return
    const dueAt = timers.now() + remainingMs
    timer = { handle: timers.setTimeout(due, remainingMs), dueAt }
  }

  function halt() {
    if (!timer) return
    timers.clearTimeout(timer.handle)
    remainingMs = Math.max(0, timer.dueAt - timers.now())
    timer = null
  }

  function due() {
    timer = null
    remainingMs = delayMs
    advance()
    // A slide that moved began a transition (the count waits for it); one that could not move counts again.
    countDown()
  }

  return {
    get running() {
      return running
    },
    get paused() {
      return running && !counting()
    },
    get timeLeft() {
      return timer ? Math.max(0, timer.dueAt - timers.now()) : remainingMs
    },
    start() {
      if (running) return false
      running = true
      waitingForTransition = false
      remainingMs = delayMs
      countDown()
      return true
    },
    stop() {
      if (!running) return false
      halt()
      running = false
      remainingMs = delayMs
      return true
    },
    hold(reason) {
      holds.add(reason)
      halt()
    },
    release(reason) {
      if (!holds.delete(reason)) return
      countDown()
    },
    transitionStarted() {
      halt()
      waitingForTransition = true
    },
    transitionEnded() {
      if (!waitingForTransition) return
      waitingForTransition = false
      remainingMs = delayMs
      countDown()
    },
  }
}
