/**
 * Reads a Chromium performance trace of a page left alone: what the page's
 * main thread did (its tasks, their CPU time) and how many animation-frame
 * callbacks ran. The renderer's main thread is the `CrRendererMain` thread
 * with the most task time (a trace also holds other renderers' threads).
 */

/** The fields of a trace event this reader uses (Chrome's trace event format). */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The thread's CPU time in the event, µs. */
  tdur?: number
  args?: { name?: string }
}

export interface IdleFigures {
  /** Main-thread tasks run. */
  tasks: number
  /** Their CPU time, ms. */
  cpuMs: number
  /** Animation-frame callbacks run (a frame loop runs one per frame, ≈ 60 a second). */
  animationFrames: number
}

const TASK = 'RunTask'
const ANIMATION_FRAME = 'FireAnimationFrame'

export function idleFigures(events: readonly TraceEvent[]): IdleFigures {
  const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`
  const rendererThreads = new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(threadKey),
  )
  const perThread = new Map<string, IdleFigures & { wallUs: number }>()
  for (const event of events) {
    if (event.ph !== 'X' || !rendererThreads.has(threadKey(event))) continue
    const figures = perThread.get(threadKey(event)) ?? { tasks: 0, cpuMs: 0, animationFrames: 0, wallUs: 0 }
    if (event.name === TASK) {
      figures.tasks += 1
      figures.cpuMs += (event.tdur ?? 0) / 1000
      figures.wallUs += event.dur ?? 0
    } else if (event.name === ANIMATION_FRAME) figures.animationFrames += 1
    perThread.set(threadKey(event), figures)
  }
  const main = [...perThread.values()].sort((a, b) => b.wallUs - a.wallUs)[0]
  return main ? { tasks: main.tasks, cpuMs: main.cpuMs, animationFrames: main.animationFrames } : { tasks: 0, cpuMs: 0, animationFrames: 0 }
}
