import { SLIDER_DRAG_THRESHOLD_PX } from '../../config/constants'

/** How a slider behaves (the Slider component's props, reduced to what Swiper is told). */
export interface SliderBehaviour {
  /** Milliseconds between slides, or null for no autoplay. */
  autoplayMs: number | null
  effect: 'slide' | 'fade'
  /** 'one': a slide fills the slider; 'auto': slides are as wide as their CSS says. */
  layout: 'one' | 'auto'
  gapPx: number
  /** The accessible name of the carousel. */
  label: string
}

/** Class names Swiper gives its parts: the component's CSS module classes, so the static HTML has the same layout. */
export interface SliderClassNames {
  wrapper: string
  slide: string
}

/** Controls inside slides that never start a swipe. */
export const SLIDER_NO_SWIPING_SELECTOR = 'button, input, select, textarea, label'

/**
 * Swiper's `threshold` for a drag that moves nothing until it has gone
 * `dragPx`. Swiper (11.2) counts its threshold twice: once from the press to
 * let the drag begin, then again from where the first one was passed before
 * the slides follow (touches.startX is reset there). Its own 80 would let a
 * 160 px drag move nothing; half of it moves the slides after 80 px.
 */
export function swiperThresholdFor(dragPx: number): number {
  return dragPx / 2
}

/**
 * Swiper's options for a slider: autoplay unless hovered
 * or dragged (it resumes after either), rewinding at the ends, a drag moves
 * nothing until it passes 80 px and then moves one slide; Portuguese labels
 * for assistive technology. Keyboard arrows are the component's own (scoped
 * to the focused slider, not every slider on the page).
 */
export function swiperOptions(behaviour: SliderBehaviour, classNames: SliderClassNames) {
  return {
    wrapperClass: classNames.wrapper,
    slideClass: classNames.slide,
    slidesPerView: behaviour.layout === 'one' ? 1 : ('auto' as const),
    spaceBetween: behaviour.layout === 'one' ? 0 : behaviour.gapPx,
    rewind: true,
    speed: 400,
    threshold: swiperThresholdFor(SLIDER_DRAG_THRESHOLD_PX),
    // Past the threshold, any further drag in one direction is enough to move one slide.
    longSwipesRatio: 0.02,
    // Swiper's own keyboard module listens on the whole document: arrows are handled per slider instead.
    keyboard: { enabled: false },
    grabCursor: true,
    // A press on a control inside a slide (quick-add, the wishlist heart) is a press, not the start of a
    // swipe: Swiper would cancel its pointerdown, and the button would never take the focus (the focus
    // could then not go back to it when the dialog it opens closes).
    noSwipingSelector: SLIDER_NO_SWIPING_SELECTOR,
    // Swiper knows which slides are in view, so focus on one of them (Tab, or the focus a closing dialog
    // gives back to the quick-add that opened it) leaves the slider where it is: only a slide out of view
    // is brought in (a11y.scrollOnFocus). Without it, any focused slide but the first became the first,
    // and the cards before it left the view.
    watchSlidesProgress: true,
    effect: behaviour.effect,
    ...(behaviour.effect === 'fade' ? { fadeEffect: { crossFade: true } } : {}),
    autoplay:
      behaviour.autoplayMs === null
        ? false
        : // The store's autoplay module (timer-autoplay.ts): it resumes after a drag and waits for each transition.
          { delay: behaviour.autoplayMs, pauseOnMouseEnter: true },
    a11y: {
      enabled: true,
      containerMessage: null,
      containerRoleDescriptionMessage: 'carrossel',
      itemRoleDescriptionMessage: 'slide',
      slideLabelMessage: '{{index}} de {{slidesLength}}',
      prevSlideMessage: 'Anterior',
      nextSlideMessage: 'Próximo',
      firstSlideMessage: 'Este é o primeiro item',
      lastSlideMessage: 'Este é o último item',
      slideRole: 'group',
      scrollOnFocus: true,
    },
  }
}

export type SwiperOptions = ReturnType<typeof swiperOptions>

/** The next index for an arrow key, or null for other keys. */
export function indexForKey(key: string): 'prev' | 'next' | 'first' | 'last' | null {
  if (key === 'ArrowLeft') return 'prev'
  if (key === 'ArrowRight') return 'next'
  if (key === 'Home') return 'first'
  if (key === 'End') return 'last'
  return null
}
