/** @jest-environment jsdom */
import { startWhenWanted } from '../start-when-wanted'

/** A window whose load, frames, idle time and intersections the test plays by hand. */
function fakeWindow() {
  const frames: Array<() => void> = []
  const idle: Array<() => void> = []
  const observers: Array<{ callback: (entries: Array<{ isIntersecting: boolean }>) => void; disconnected: boolean }> = []
  class FakeObserver {
    private readonly record: (typeof observers)[number]
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      this.record = { callback, disconnected: false }
      observers.push(this.record)
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true
    }
  }
  const win = {
    document: { readyState: 'complete' },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    setTimeout,
    IntersectionObserver: FakeObserver,
  } as unknown as Window & typeof globalThis
  const flushPaintAndIdle = () => {
    while (frames.length) frames.shift()!()
    while (idle.length) idle.shift()!()
  }
  const intersect = (isIntersecting: boolean) => observers.forEach((o) => !o.disconnected && o.callback([{ isIntersecting }]))
  return { win, flushPaintAndIdle, intersect, observers }
}

describe('startWhenWanted', () => {
  it('starts a slider near the viewport once the page has painted and the browser is idle, not before', () => {
    const { win, flushPaintAndIdle, intersect, observers } = fakeWindow()
    const start = jest.fn()
    startWhenWanted(document.createElement('section'), start, win)
    intersect(true)
    expect(start).not.toHaveBeenCalled()
    flushPaintAndIdle()
    expect(start).toHaveBeenCalledTimes(1)
    expect(observers[0].disconnected).toBe(true)
    intersect(true)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('leaves a slider far from the viewport until it is scrolled near', () => {
    const { win, flushPaintAndIdle, intersect } = fakeWindow()
    const start = jest.fn()
    startWhenWanted(document.createElement('section'), start, win)
    intersect(false)
    flushPaintAndIdle()
    expect(start).not.toHaveBeenCalled()
    intersect(true)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it.each(['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'keydown'])('starts at once on %s (the shopper reaches for it)', (type) => {
    const { win } = fakeWindow()
    const start = jest.fn()
    const element = document.createElement('section')
    startWhenWanted(element, start, win)
    element.dispatchEvent(new Event(type))
    element.dispatchEvent(new Event(type))
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('never starts once cancelled (the slider unmounted)', () => {
    const { win, flushPaintAndIdle, intersect } = fakeWindow()
    const start = jest.fn()
    const element = document.createElement('section')
    const cancel = startWhenWanted(element, start, win)
    cancel()
    intersect(true)
    flushPaintAndIdle()
    element.dispatchEvent(new Event('pointerdown'))
    expect(start).not.toHaveBeenCalled()
  })
})
