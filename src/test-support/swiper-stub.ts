import type { SwiperConstructor, SwiperInstance } from '../components/slider/load-swiper'

/**
 * Stands in for Swiper in unit tests (jest maps the slider's swiper-bundle
 * here): records each instance's element and options and plays its events,
 * so the Slider's wiring can be checked without a layout engine. The real
 * Swiper runs in the browser tests.
 */
export class FakeSwiper implements SwiperInstance {
  static instances: FakeSwiper[] = []
  realIndex = 0
  destroyed = false
  readonly calls: string[] = []
  readonly handlers = new Map<string, Array<() => void>>()
  autoplay: NonNullable<SwiperInstance['autoplay']> | undefined
  private readonly count: number

  constructor(
    readonly element: HTMLElement,
    readonly options: Record<string, unknown>,
  ) {
    this.count = element.querySelectorAll('[aria-roledescription="slide"]').length
    if (options.autoplay) {
      const state = { running: true, paused: false }
      const calls = this.calls
      this.autoplay = {
        get running() {
          return state.running
        },
        get paused() {
          return state.paused
        },
        start: () => {
          calls.push('autoplay.start')
          state.running = true
          return true
        },
        stop: () => {
          calls.push('autoplay.stop')
          state.running = false
          return true
        },
        pause: () => {
          calls.push('autoplay.pause')
          state.paused = true
        },
        resume: () => {
          calls.push('autoplay.resume')
          state.paused = false
        },
      }
    }
    FakeSwiper.instances.push(this)
  }

  private move(index: number) {
    this.realIndex = ((index % this.count) + this.count) % this.count
    for (const handler of this.handlers.get('slideChange') ?? []) handler()
  }

  slideNext() {
    this.calls.push('slideNext')
    this.move(this.realIndex + 1)
  }

  slidePrev() {
    this.calls.push('slidePrev')
    this.move(this.realIndex - 1)
  }

  slideTo(index: number) {
    this.calls.push(`slideTo:${index}`)
    this.move(index)
  }

  on(event: 'slideChange', handler: () => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler])
  }

  destroy() {
    this.destroyed = true
  }
}

export function createSwiperClass(): SwiperConstructor {
  return FakeSwiper as unknown as SwiperConstructor
}
