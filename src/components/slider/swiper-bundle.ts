import Swiper from 'swiper'
import { A11y, Autoplay, EffectFade } from 'swiper/modules'
import type { SwiperConstructor } from './load-swiper'

/** Swiper's core with the modules the sliders use (the chunk loadSwiper() loads). */
export function createSwiperClass(): SwiperConstructor {
  const install = Swiper.use.bind(Swiper)
  install([A11y, Autoplay, EffectFade])
  return Swiper as unknown as SwiperConstructor
}
