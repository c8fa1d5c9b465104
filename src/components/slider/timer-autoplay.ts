import type { SwiperModule } from 'swiper/types'

import { SLIDER_AUTOPLAY_MS } from '../../config/constants'
import { createAutoplayClock, type AutoplayClock } from './autoplay-clock'

/** The `autoplay` options this module reads (Swiper's own option names). */
export interface TimerAutoplayParams {
  enabled: boolean
  delay: number
  /** A mouse over the slider holds the rotation; it goes on with the time that was left when the mouse leaves. */
  pauseOnMouseEnter: boolean
}

/** `swiper.autoplay` as this module gives it (the shape of Swiper's own autoplay). */
export interface TimerAutoplayApi {
  readonly running: boolean
  readonly paused: boolean
  readonly timeLeft: number
  start(): boolean
  stop(): boolean
  pause(): void
  resume(): void
}

const STOPPED: TimerAutoplayApi = {
  running: false,
  paused: false,
  timeLeft: 0,
  start: () => false,
  stop: () => false,
  pause: () => {},
  resume: () => {},
}

/**
 * The sliders' autoplay, a Swiper module in place of Swiper's Autoplay
 * (decision 0020): the same options and `swiper.autoplay` API, on one timer
 * per period (./autoplay-clock.ts). Swiper's module ran a requestAnimationFrame
 * loop for as long as a slider rotated, to report the time left: a frame on
 * the page's main thread 60 times a second for every rotating slider, the
 * stripe on every page and the home banners among them.
 *
 * Holds: a mouse over the slider (pauseOnMouseEnter), a drag (from its first
 * move to its release), a hidden page, `pause()`. The next period starts when
 * a slide's transition ends; Swiper's resize handler calls `resume()` on a
 * paused rotation after a resize, which also ends a transition the resize cut
 * short.
 */
export const TimerAutoplay: SwiperModule = ({ swiper, extendParams, on }) => {
  const defaults: TimerAutoplayParams = { enabled: false, delay: SLIDER_AUTOPLAY_MS, pauseOnMouseEnter: false }
  extendParams({ autoplay: defaults })
  // Swiper's core reads `swiper.autoplay` (its resize handler) even when autoplay is off.
  ;(swiper as unknown as { autoplay: TimerAutoplayApi }).autoplay = STOPPED

  let clock: AutoplayClock | null = null
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') clock?.hold('pointer')
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') clock?.release('pointer')
  }
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') clock?.hold('hidden')
    else clock?.release('hidden')
  }

  on('init', () => {
    const params = swiper.params.autoplay as TimerAutoplayParams | undefined
    if (!params?.enabled) return
    const running = createAutoplayClock(params.delay, () => swiper.slideNext(swiper.params.speed, true))
    clock = running
    const api: TimerAutoplayApi = {
      get running() {
        return running.running
      },
      get paused() {
        return running.paused
      },
      get timeLeft() {
        return running.timeLeft
      },
      start: () => running.start(),
      stop: () => running.stop(),
      pause: () => running.hold('caller'),
      resume: () => {
        running.release('caller')
        running.transitionEnded()
      },
    }
    ;(swiper as unknown as { autoplay: TimerAutoplayApi }).autoplay = api
    if (params.pauseOnMouseEnter) {
      swiper.el.addEventListener('pointerenter', onPointerEnter)
      swiper.el.addEventListener('pointerleave', onPointerLeave)
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    if (document.visibilityState === 'hidden') running.hold('hidden')
    running.start()
  })
  on('transitionStart', () => clock?.transitionStarted())
  on('transitionEnd', () => clock?.transitionEnded())
  on('sliderFirstMove', () => clock?.hold('touch'))
  on('touchEnd', () => clock?.release('touch'))
  on('destroy', () => {
    clock?.stop()
    clock = null
    if (swiper.el instanceof HTMLElement) {
      swiper.el.removeEventListener('pointerenter', onPointerEnter)
      swiper.el.removeEventListener('pointerleave', onPointerLeave)
    }
    document.removeEventListener('visibilitychange', onVisibilityChange)
  })
}
