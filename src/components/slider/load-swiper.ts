/** The part of a Swiper instance the slider uses. */
export interface SwiperInstance {
  realIndex: number
  destroyed: boolean
  autoplay?: { running: boolean; paused: boolean; start(): boolean; stop(): boolean; pause(): void; resume(): void }
  slideNext(): void
  slidePrev(): void
  slideTo(index: number): void
  on(event: 'slideChange', handler: () => void): void
  destroy(deleteInstance?: boolean, cleanStyles?: boolean): void
}

export type SwiperConstructor = new (element: HTMLElement, options: object) => SwiperInstance

let loading: Promise<SwiperConstructor> | null = null

/**
 * Swiper and the modules the sliders use, loaded on demand (after hydration),
 * in a chunk of their own: never in the first-load bundle.
 */
export function loadSwiper(): Promise<SwiperConstructor> {
  loading ??= import(/* webpackChunkName: "swiper" */ './swiper-bundle').then((module) => module.createSwiperClass())
  return loading
}
