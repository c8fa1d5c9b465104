import Swiper from 'swiper'
import { A11y, EffectFade } from 'swiper/modules'
import type { SwiperConstructor } from './load-swiper'
import { TimerAutoplay } from './timer-autoplay'

/** Swiper's core with the modules the sliders use (the chunk loadSwiper() loads); the autoplay is the store's own (./timer-autoplay.ts). */
export function createSwiperClass(): SwiperConstructor {
  const install = Swiper.use.bind(Swiper)
  install([A11y, TimerAutoplay, EffectFade])
  return Swiper as unknown as SwiperConstructor
}
