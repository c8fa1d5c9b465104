import { Children, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react'
import type { CSSProperties, FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, ReactNode, Ref } from 'react'

import { SLIDER_AUTOPLAY_MS } from '../../config/constants'
import { loadSwiper, type SwiperInstance } from './load-swiper'
import { indexForKey, swiperOptions } from './swiper-options'
import { nextIndex } from './slider-rules'
import { startWhenWanted } from './start-when-wanted'
import * as styles from './Slider.module.css'

/** What controls outside or inside a slider can do with it. */
export interface SliderApi {
  index: number
  count: number
  next(): void
  prev(): void
  goTo(index: number): void
}

export interface SliderControlsState extends SliderApi {
  /** Null when the slider does not autoplay. */
  autoplay: { running: boolean; toggle(): void } | null
}

export interface SliderProps {
  children: ReactNode
  /** Accessible name of the carousel. */
  label: string
  /** Milliseconds between slides (SLIDER_AUTOPLAY_MS, 4 s, by default), or null for no autoplay. */
  autoplayMs?: number | null
  effect?: 'slide' | 'fade'
  /** 'one': a slide fills the slider; 'auto': slides are as wide as CSS says (--slide-width). */
  layout?: 'one' | 'auto'
  /** Space between slides in the 'auto' layout. */
  gapPx?: number
  /** Controls drawn inside the carousel (arrows, dots, pause). */
  controls?: (state: SliderControlsState) => ReactNode
  /** For controls outside the carousel (a shelf's heading arrows, a gallery's thumbnails). */
  apiRef?: Ref<SliderApi>
  onIndexChange?: (index: number) => void
  /** The autoplay state, for a pause button outside the carousel (null: no autoplay). */
  onAutoplayChange?: (autoplay: SliderControlsState['autoplay']) => void
  className?: string
  slideClassName?: string
  style?: CSSProperties
  testId?: string
}

/** Whether the element shows a keyboard focus (browsers without :focus-visible count every focus). */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

/** A press that moved further than this is a drag, not a click on a slide's link (our choice). */
export const DRAG_CLICK_TOLERANCE_PX = 10

/** Resolves with `value` in a later task: each slider's Swiper is built in a task of its own, not all in the one that loaded the code. */
const nextTask = <T,>(value: T): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(value), 0))

const reducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * A carousel on Swiper (autoplay unless hovered or dragged, rewinding at the ends). The static HTML already holds
 * every slide in Swiper's layout (the first one showing), so nothing moves
 * when Swiper, loaded in a chunk of its own when the slider is wanted (after
 * the first paint and near the viewport, or at the shopper's first touch),
 * takes over.
 * Autoplay pauses while hovered, dragged or focused and can be paused for
 * good with its button; arrow keys move the focused slider; slides are
 * labelled 'n de N' for assistive technology.
 */
export function Slider({
  children,
  label,
  autoplayMs = SLIDER_AUTOPLAY_MS,
  effect = 'slide',
  layout = 'auto',
  gapPx = 12,
  controls,
  apiRef,
  onIndexChange,
  onAutoplayChange,
  className,
  slideClassName,
  style,
  testId,
}: SliderProps) {
  const slides = Children.toArray(children)
  const count = slides.length
  const rootRef = useRef<HTMLElement>(null)
  const swiperRef = useRef<SwiperInstance | null>(null)
  const [index, setIndex] = useState(0)
  const [autoplayOn, setAutoplayOn] = useState(autoplayMs !== null)
  const autoplays = autoplayMs !== null && count > 1
  const onIndexChangeRef = useRef(onIndexChange)
  onIndexChangeRef.current = onIndexChange

  /** Starts Swiper now if it has not started (a control used before it was wanted); set while mounted. */
  const startNowRef = useRef<() => void>(() => {})
  /** Where a control asked to go before Swiper took over: it goes there when it does. */
  const pendingIndex = useRef<number | null>(null)

  // Swiper takes over the rendered slides when the slider is wanted (startWhenWanted), each in a task of its own.
  useEffect(() => {
    const root = rootRef.current
    if (!root || count < 2) return undefined
    let cancelled = false
    const autoplay = autoplayMs !== null && !reducedMotion()
    if (!autoplay) setAutoplayOn(false)
    const start = () => {
      loadSwiper()
        .then(nextTask)
        .then((Swiper) => {
          if (cancelled || !rootRef.current) return
          const swiper = new Swiper(
            rootRef.current,
            swiperOptions({ autoplayMs: autoplay ? autoplayMs : null, effect, layout, gapPx, label }, { wrapper: styles.wrapper, slide: styles.slide }),
          )
          swiper.on('slideChange', () => {
            setIndex(swiper.realIndex)
            onIndexChangeRef.current?.(swiper.realIndex)
          })
          swiperRef.current = swiper
          if (pendingIndex.current !== null) swiper.slideTo(pendingIndex.current)
          pendingIndex.current = null
          root.dataset.sliderReady = 'true'
        })
        .catch((error: unknown) => console.warn('[slider] Swiper did not load; the first slide stays', error))
    }
    const cancelStart = startWhenWanted(root, start)
    startNowRef.current = () => {
      cancelStart()
      startNowRef.current = () => {}
      start()
    }
    return () => {
      cancelled = true
      cancelStart()
      startNowRef.current = () => {}
      swiperRef.current?.destroy(true, false)
      swiperRef.current = null
    }
    // One Swiper per mounted slider: its options do not change while mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count])

  const goTo = useCallback(
    (target: number) => {
      const swiper = swiperRef.current
      const wrapped = nextIndex(target, 0, count)
      if (swiper && !swiper.destroyed) swiper.slideTo(wrapped)
      else {
        pendingIndex.current = wrapped
        startNowRef.current()
      }
    },
    [count],
  )
  const next = useCallback(() => {
    const swiper = swiperRef.current
    if (swiper) swiper.slideNext()
    else goTo(index + 1)
  }, [goTo, index])
  const prev = useCallback(() => {
    const swiper = swiperRef.current
    if (swiper) swiper.slidePrev()
    else goTo(index - 1)
  }, [goTo, index])
  /** Whether the rotation is on as far as the user is concerned (the pause button), and whether focus inside holds it. */
  const wantedOn = useRef(autoplayOn)
  wantedOn.current = autoplayOn
  const heldByFocus = useRef(false)
  const toggleAutoplay = useCallback(() => {
    const autoplay = swiperRef.current?.autoplay
    if (!autoplay) return
    const on = !wantedOn.current
    wantedOn.current = on
    // While the focus is inside (the pause button is), the rotation stays stopped; it follows the choice on leaving.
    if (!on && autoplay.running) autoplay.stop()
    else if (on && !heldByFocus.current && !autoplay.running) autoplay.start()
    setAutoplayOn(on)
  }, [])

  const onAutoplayChangeRef = useRef(onAutoplayChange)
  onAutoplayChangeRef.current = onAutoplayChange
  useEffect(() => {
    onAutoplayChangeRef.current?.(autoplays ? { running: autoplayOn, toggle: toggleAutoplay } : null)
  }, [autoplays, autoplayOn, toggleAutoplay])

  const api: SliderApi = { index, count, next, prev, goTo }
  useImperativeHandle(apiRef, () => api, [index, count, next, prev, goTo]) // eslint-disable-line react-hooks/exhaustive-deps

  // A drag (even one too short to move a slide) does not follow the link it started on.
  const pressedAt = useRef<{ x: number; y: number } | null>(null)
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    pressedAt.current = { x: event.clientX, y: event.clientY }
  }
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    const start = pressedAt.current
    pressedAt.current = null
    if (!start || event.detail === 0) return
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_CLICK_TOLERANCE_PX) {
      event.preventDefault()
      event.stopPropagation()
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return
    const move = indexForKey(event.key)
    if (!move || count < 2) return
    event.preventDefault()
    if (move === 'next') next()
    else if (move === 'prev') prev()
    else goTo(move === 'first' ? 0 : count - 1)
  }

  // Focus inside stops the rotation (the content stays put while read, whatever the keys move); leaving
  // starts it again unless the user paused it. Stopped rather than paused: a slide change restarts a pause.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Keyboard focus only: a press on a dot or an arrow with the mouse is no reading.
    if (!isFocusVisible(event.target)) return
    const autoplay = swiperRef.current?.autoplay
    if (!autoplay || heldByFocus.current) return
    heldByFocus.current = true
    if (autoplay.running) autoplay.stop()
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return
    if (!heldByFocus.current) return
    heldByFocus.current = false
    const autoplay = swiperRef.current?.autoplay
    if (autoplay && wantedOn.current && !autoplay.running) autoplay.start()
  }

  return (
    <section
      ref={rootRef}
      className={[styles.slider, effect === 'fade' ? styles.fade : '', className ?? ''].join(' ')}
      style={{ ...style, '--slider-gap': `${layout === 'one' ? 0 : gapPx}px` } as CSSProperties}
      aria-roledescription="carrossel"
      aria-label={label}
      data-layout={layout}
      data-active-index={index}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClickCapture={onClickCapture}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.wrapper} aria-live={autoplays && autoplayOn ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // Slides are groups (WAI-ARIA carousel pattern), so the wrapper is no list (a list holds list items only).
          <div
            key={i}
            className={[styles.slide, slideClassName ?? ''].join(' ')}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} de ${count}`}
            data-active={i === index}
          >
            {slide}
          </div>
        ))}
      </div>
      {controls?.({ ...api, autoplay: autoplays ? { running: autoplayOn, toggle: toggleAutoplay } : null })}
    </section>
  )
}
