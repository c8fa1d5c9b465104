/** @jest-environment jsdom */
import { TimerAutoplay, type TimerAutoplayApi } from '../timer-autoplay'

/**
 * The module on a stand-in for Swiper's instance: its events are played by the
 * test (the real Swiper runs it in the browser tests, e2e/sliders.spec.ts).
 */
type Handler = (...args: unknown[]) => void

function host(autoplay: Record<string, unknown> | false = { enabled: true, delay: 4000, pauseOnMouseEnter: true }) {
  const handlers = new Map<string, Handler[]>()
  const el = document.createElement('section')
  document.body.append(el)
  const swiper = {
    el,
    params: { speed: 400, autoplay },
    autoplay: undefined as unknown as TimerAutoplayApi,
    slideNext: jest.fn(),
  }
  const extended: unknown[] = []
  TimerAutoplay({
    swiper: swiper as never,
    params: swiper.params as never,
    extendParams: (defaults) => extended.push(defaults),
    on: ((event: string, handler: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler])) as never,
    once: (() => {}) as never,
    off: (() => {}) as never,
    emit: (() => {}) as never,
  })
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler(swiper))
  return { swiper, emit, el, extended }
}

function pointer(type: 'pointerenter' | 'pointerleave', pointerType: string): Event {
  const event = new Event(type)
  Object.defineProperty(event, 'pointerType', { value: pointerType })
  return event
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('TimerAutoplay (the sliders’ Swiper autoplay module)', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    setVisibility('visible')
  })
  afterEach(() => {
    jest.useRealTimers()
    document.body.replaceChildren()
  })

  it('declares its options with their defaults and is stopped until Swiper has started', () => {
    const { swiper, extended } = host()
    expect(extended).toEqual([{ autoplay: { enabled: false, delay: 4000, pauseOnMouseEnter: false } }])
    expect(swiper.autoplay.running).toBe(false)
  })

  it('moves to the next slide every period, at Swiper’s speed, waiting for each transition', () => {
    const { swiper, emit } = host()
    emit('init')
    expect(swiper.autoplay.running).toBe(true)
    jest.advanceTimersByTime(3999)
    expect(swiper.slideNext).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(swiper.slideNext).toHaveBeenCalledWith(400, true)
    emit('transitionStart')
    jest.advanceTimersByTime(20_000)
    expect(swiper.slideNext).toHaveBeenCalledTimes(1)
    emit('transitionEnd')
    jest.advanceTimersByTime(4000)
    expect(swiper.slideNext).toHaveBeenCalledTimes(2)
  })

  it('leaves no timer or frame callback running between two slides besides the period’s', () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame')
    const { emit } = host()
    emit('init')
    expect(jest.getTimerCount()).toBe(1)
    jest.advanceTimersByTime(10_000)
    expect(frame).not.toHaveBeenCalled()
    frame.mockRestore()
  })

  it('a mouse over the slider holds it with the time left; a touch pointer does not', () => {
    const { swiper, emit, el } = host()
    emit('init')
    jest.advanceTimersByTime(1000)
    el.dispatchEvent(pointer('pointerenter', 'touch'))
    expect(swiper.autoplay.paused).toBe(false)
    el.dispatchEvent(pointer('pointerenter', 'mouse'))
    expect(swiper.autoplay.paused).toBe(true)
    expect(swiper.autoplay.timeLeft).toBe(3000)
    jest.advanceTimersByTime(10_000)
    expect(swiper.slideNext).not.toHaveBeenCalled()
    el.dispatchEvent(pointer('pointerleave', 'mouse'))
    jest.advanceTimersByTime(3000)
    expect(swiper.slideNext).toHaveBeenCalledTimes(1)
  })

  it('without pauseOnMouseEnter, the mouse does not hold it', () => {
    const { swiper, emit, el } = host({ enabled: true, delay: 4000, pauseOnMouseEnter: false })
    emit('init')
    el.dispatchEvent(pointer('pointerenter', 'mouse'))
    expect(swiper.autoplay.paused).toBe(false)
  })

  it('a drag holds it from its first move to its release', () => {
    const { swiper, emit } = host()
    emit('init')
    emit('sliderFirstMove')
    jest.advanceTimersByTime(10_000)
    expect(swiper.slideNext).not.toHaveBeenCalled()
    emit('touchEnd')
    jest.advanceTimersByTime(4000)
    expect(swiper.slideNext).toHaveBeenCalledTimes(1)
  })

  it('a hidden page holds it (and one hidden when it starts), a visible page goes on', () => {
    const { swiper, emit } = host()
    setVisibility('hidden')
    emit('init')
    expect(swiper.autoplay.paused).toBe(true)
    jest.advanceTimersByTime(10_000)
    expect(swiper.slideNext).not.toHaveBeenCalled()
    setVisibility('visible')
    jest.advanceTimersByTime(4000)
    expect(swiper.slideNext).toHaveBeenCalledTimes(1)
  })

  it('pause() and resume(); resume() also ends a transition cut short (Swiper calls it after a resize)', () => {
    const { swiper, emit } = host()
    emit('init')
    swiper.autoplay.pause()
    jest.advanceTimersByTime(10_000)
    expect(swiper.slideNext).not.toHaveBeenCalled()
    swiper.autoplay.resume()
    jest.advanceTimersByTime(4000)
    expect(swiper.slideNext).toHaveBeenCalledTimes(1)
    emit('transitionStart')
    expect(swiper.autoplay.paused).toBe(true)
    swiper.autoplay.resume()
    jest.advanceTimersByTime(4000)
    expect(swiper.slideNext).toHaveBeenCalledTimes(2)
  })

  it('stop() and start() (the pause button, keyboard focus)', () => {
    const { swiper, emit } = host()
    emit('init')
    expect(swiper.autoplay.stop()).toBe(true)
    jest.advanceTimersByTime(10_000)
    expect(swiper.slideNext).not.toHaveBeenCalled()
    expect(swiper.autoplay.start()).toBe(true)
    jest.advanceTimersByTime(4000)
    expect(swiper.slideNext).toHaveBeenCalledTimes(1)
  })

  it('destroyed, it stops and lets go of the page’s events', () => {
    const { swiper, emit, el } = host()
    emit('init')
    emit('destroy')
    expect(jest.getTimerCount()).toBe(0)
    expect(swiper.autoplay.running).toBe(false)
    el.dispatchEvent(pointer('pointerenter', 'mouse'))
    setVisibility('hidden')
    setVisibility('visible')
    jest.advanceTimersByTime(10_000)
    expect(swiper.slideNext).not.toHaveBeenCalled()
  })

  it('a slider without autoplay gets none', () => {
    const { swiper, emit } = host(false)
    emit('init')
    expect(swiper.autoplay.running).toBe(false)
    expect(swiper.autoplay.start()).toBe(false)
    expect(jest.getTimerCount()).toBe(0)
  })
})
