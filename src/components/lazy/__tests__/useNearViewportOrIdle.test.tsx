/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'

import { NEAR_VIEWPORT_MARGIN_PX } from '../../../config/constants'
import { useNearViewportOrIdle } from '../useNearViewportOrIdle'

/** A stand-in IntersectionObserver the test drives. */
class FakeObserver {
  static last: FakeObserver | null = null
  observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
  enter(isIntersecting: boolean) {
    this.callback(this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver)
  }
}

function Section() {
  const ref = useRef<HTMLElement>(null)
  const wanted = useNearViewportOrIdle(ref)
  return (
    <section ref={ref} data-testid="section">
      {wanted ? 'avaliações' : 'ainda não'}
    </section>
  )
}

let idle: Array<() => void> = []
let frames: FrameRequestCallback[] = []

beforeEach(() => {
  FakeObserver.last = null
  idle = []
  frames = []
  Object.assign(window, {
    IntersectionObserver: FakeObserver,
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
  })
})

/** Runs the frames and idle callbacks scheduled so far (afterFirstPaint: two frames, then idle). */
function paintAndIdle() {
  act(() => {
    for (let round = 0; round < 3; round += 1) {
      const [pendingFrames, pendingIdle] = [frames, idle]
      frames = []
      idle = []
      pendingFrames.forEach((frame) => frame(0))
      pendingIdle.forEach((callback) => callback())
    }
  })
}

describe('useNearViewportOrIdle', () => {
  it('is false at first (as on the server), then true when the element comes within the margin below the viewport', () => {
    render(<Section />)
    expect(screen.getByTestId('section').textContent).toBe('ainda não')
    const observer = FakeObserver.last!
    expect(observer.observed).toEqual([screen.getByTestId('section')])
    expect(observer.options.rootMargin).toBe(`0px 0px ${NEAR_VIEWPORT_MARGIN_PX}px 0px`)
    act(() => observer.enter(false))
    expect(screen.getByTestId('section').textContent).toBe('ainda não')
    act(() => observer.enter(true))
    expect(screen.getByTestId('section').textContent).toBe('avaliações')
    expect(observer.disconnected).toBe(true)
  })

  it('turns true once the page has painted and the browser is idle, without any scrolling', () => {
    render(<Section />)
    expect(screen.getByTestId('section').textContent).toBe('ainda não')
    paintAndIdle()
    expect(screen.getByTestId('section').textContent).toBe('avaliações')
  })

  it('does nothing after its component is gone', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { unmount } = render(<Section />)
    const observer = FakeObserver.last!
    unmount()
    expect(observer.disconnected).toBe(true)
    paintAndIdle()
    act(() => observer.enter(true))
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('still turns true when the browser has no IntersectionObserver', () => {
    Object.assign(window, { IntersectionObserver: undefined })
    render(<Section />)
    paintAndIdle()
    expect(screen.getByTestId('section').textContent).toBe('avaliações')
  })
})
