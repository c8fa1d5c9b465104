import { Children, useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react'

import { SLIDER_AUTOPLAY_MS, SLIDER_DRAG_THRESHOLD_PX } from '../../config/constants'
import * as styles from './Slider.module.css'
import { nextIndex, slideAfterDrag } from './slider-rules'

export interface SliderProps {
  children: ReactNode
  /** Accessible name of the carousel. */
  label: string
  /** Slides visible at once is left to CSS (--slide-width); autoplay can be turned off. */
  autoplay?: boolean
  className?: string
}

/**
 * A light carousel (commerce §2): autoplay every 4 s unless hovered or
 * dragged, rewinding at the ends; a drag of 80 px moves one slide.
 */
export function Slider({ children, label, autoplay = true, className }: SliderProps) {
  const slides = Children.toArray(children)
  const count = slides.length
  const trackRef = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const drag = useRef<{ x: number; id: number } | null>(null)

  const go = useCallback(
    (target: number) => {
      const track = trackRef.current
      const slide = track?.children[target] as HTMLElement | undefined
      if (track && slide) track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: 'smooth' })
      setIndex(target)
    },
    [],
  )

  useEffect(() => {
    if (!autoplay || paused || count < 2) return undefined
    const timer = setInterval(() => go(nextIndex(index, 1, count)), SLIDER_AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [autoplay, paused, count, index, go])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return
    drag.current = { x: event.clientX, id: event.pointerId }
    setPaused(true)
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    drag.current = null
    if (!start) return
    const target = slideAfterDrag(index, event.clientX - start.x, count, SLIDER_DRAG_THRESHOLD_PX)
    if (target !== index) go(target)
  }

  return (
    <div
      className={`${styles.slider} ${className ?? ''}`}
      role="region"
      aria-roledescription="carrossel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
      onFocus={() => setPaused(true)}
    >
      <div ref={trackRef} className={styles.track} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (drag.current = null)}>
        {slides.map((slide, i) => (
          <div key={i} className={styles.slide} aria-roledescription="slide" aria-label={`${i + 1} de ${count}`}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label="Anterior" onClick={() => go(nextIndex(index, -1, count))}>
            ‹
          </button>
          <button type="button" className={styles.arrow} aria-label="Próximo" onClick={() => go(nextIndex(index, 1, count))}>
            ›
          </button>
        </div>
      )}
    </div>
  )
}
