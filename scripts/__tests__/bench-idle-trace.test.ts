import { idleFigures, type TraceEvent } from '../bench/idle-trace'

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } })
const task = (pid: number, tid: number, dur: number, tdur: number): TraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid, ts: 0, dur, tdur })
const frame = (pid: number, tid: number): TraceEvent => ({ name: 'FireAnimationFrame', ph: 'X', pid, tid, ts: 0, dur: 10 })

describe('idleFigures', () => {
  it('counts the busiest renderer main thread: its tasks, their CPU time and its animation frames', () => {
    const events = [
      thread(1, 10, 'CrRendererMain'),
      thread(2, 20, 'CrRendererMain'),
      thread(1, 11, 'Compositor'),
      task(1, 10, 4000, 3000),
      task(1, 10, 2000, 1500),
      frame(1, 10),
      frame(1, 10),
      // Another renderer (an idle frame), and a thread that is no renderer's main thread.
      task(2, 20, 100, 100),
      frame(2, 20),
      task(1, 11, 90_000, 90_000),
    ]
    expect(idleFigures(events)).toEqual({ tasks: 2, cpuMs: 4.5, animationFrames: 2 })
  })

  it('is zero for a trace without a renderer', () => {
    expect(idleFigures([task(1, 1, 10, 10)])).toEqual({ tasks: 0, cpuMs: 0, animationFrames: 0 })
  })
})
