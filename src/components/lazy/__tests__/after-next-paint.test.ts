import { afterNextPaint } from '../after-next-paint'

/** A window whose animation frames and timers run when the test says so. */
function fakeWindow() {
  const frames = new Map<number, FrameRequestCallback>()
  const timers = new Map<number, () => void>()
  let next = 1
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      frames.set(next, callback)
      return next++
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    setTimeout: (callback: () => void) => {
      timers.set(next, callback)
      return next++
    },
    clearTimeout: (id: number) => timers.delete(id),
  }
  return {
    win: win as unknown as Window,
    paintFrame: () => {
      const due = [...frames.values()]
      frames.clear()
      due.forEach((callback) => callback(0))
    },
    runTimers: () => {
      const due = [...timers.values()]
      timers.clear()
      due.forEach((callback) => callback())
    },
  }
}

describe('afterNextPaint', () => {
  it('runs the task in a task of its own after the next frame, not in the frame', () => {
    const { win, paintFrame, runTimers } = fakeWindow()
    const task = jest.fn()
    afterNextPaint(task, win)
    runTimers()
    expect(task).not.toHaveBeenCalled()
    paintFrame()
    expect(task).not.toHaveBeenCalled()
    runTimers()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('is cancelled before the frame and after it, and tasks run in the order they were asked for', () => {
    const { win, paintFrame, runTimers } = fakeWindow()
    const order: string[] = []
    const cancelledEarly = afterNextPaint(() => order.push('early'), win)
    afterNextPaint(() => order.push('first'), win)
    const cancelledLate = afterNextPaint(() => order.push('late'), win)
    afterNextPaint(() => order.push('second'), win)
    cancelledEarly()
    paintFrame()
    cancelledLate()
    runTimers()
    expect(order).toEqual(['first', 'second'])
  })

  it('does nothing outside a browser', () => {
    const task = jest.fn()
    expect(() => afterNextPaint(task, undefined)()).not.toThrow()
    expect(task).not.toHaveBeenCalled()
  })
})
