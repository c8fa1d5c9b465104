import type { PublishTrigger } from './triggers'

/** Runs one build for the notices collected since the last one. */
export type BuildRun = (triggers: readonly PublishTrigger[]) => Promise<void>

export interface QueueTimers {
  now(): number
  /** Calls `fn` after `ms`; returns a cancel function. */
  schedule(fn: () => void, ms: number): () => void
}

export const realTimers: QueueTimers = {
  now: () => Date.now(),
  schedule(fn, ms) {
    const timer = setTimeout(fn, ms)
    return () => clearTimeout(timer)
  },
}

export interface QueueOptions {
  debounceMs: number
  maxWaitMs: number
  timers?: QueueTimers
  /** A build that throws (the runner records its own failures; this is the last resort). */
  onError?: (error: unknown) => void
}

export type QueueState = 'idle' | 'waiting' | 'building'

export interface QueueStatus {
  state: QueueState
  /** Notices waiting for the next build. */
  pendingNotices: number
  /** Whether one more build will follow the running one. */
  buildQueued: boolean
}

/** What a notice was told. */
export interface EnqueueAnswer {
  /** 'scheduled': a build starts in `startsInMs`; 'after-current-build': one more build follows the running one. */
  build: 'scheduled' | 'after-current-build'
  startsInMs: number | null
}

/**
 * The build queue: notices are collected and debounced into one build
 * (`debounceMs` after the last notice, at most `maxWaitMs` after the first);
 * only one build runs at a time, and notices that arrive during a build make
 * exactly one more build after it.
 */
export class BuildQueue {
  private readonly timers: QueueTimers
  private pending: PublishTrigger[] = []
  private firstPendingAt: number | null = null
  private dueAt: number | null = null
  private cancelTimer: (() => void) | null = null
  private running: Promise<void> | null = null
  private closed = false
  private readonly idleWaiters: Array<() => void> = []

  constructor(
    private readonly run: BuildRun,
    private readonly options: QueueOptions,
  ) {
    this.timers = options.timers ?? realTimers
  }

  enqueue(trigger: PublishTrigger): EnqueueAnswer {
    if (this.closed) throw new Error('the build queue is closed')
    this.pending.push(trigger)
    this.firstPendingAt ??= this.timers.now()
    if (this.running) return { build: 'after-current-build', startsInMs: null }
    this.arm()
    return { build: 'scheduled', startsInMs: Math.max(0, (this.dueAt ?? this.timers.now()) - this.timers.now()) }
  }

  status(): QueueStatus {
    const state: QueueState = this.running ? 'building' : this.pending.length ? 'waiting' : 'idle'
    return { state, pendingNotices: this.pending.length, buildQueued: Boolean(this.running) && this.pending.length > 0 }
  }

  /** Resolves when nothing is waiting or building. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  /** Drops waiting notices and waits for a running build to end (the runner stops it). */
  async close(): Promise<void> {
    this.closed = true
    this.cancelTimer?.()
    this.cancelTimer = null
    this.dueAt = null
    this.pending = []
    this.firstPendingAt = null
    await this.running
    this.notifyIdle()
  }

  private isIdle(): boolean {
    return !this.running && this.pending.length === 0
  }

  private arm(): void {
    this.cancelTimer?.()
    const now = this.timers.now()
    const deadline = (this.firstPendingAt ?? now) + this.options.maxWaitMs
    const delay = Math.max(0, Math.min(this.options.debounceMs, deadline - now))
    this.dueAt = now + delay
    this.cancelTimer = this.timers.schedule(() => this.start(), delay)
  }

  private start(): void {
    this.cancelTimer = null
    this.dueAt = null
    if (this.running || this.closed || this.pending.length === 0) return
    const triggers = this.pending
    this.pending = []
    this.firstPendingAt = null
    this.running = this.run(triggers)
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.running = null
        if (this.pending.length > 0 && !this.closed) this.arm()
        else this.notifyIdle()
      })
  }

  private notifyIdle(): void {
    if (!this.isIdle()) return
    for (const resolve of this.idleWaiters.splice(0)) resolve()
  }
}
