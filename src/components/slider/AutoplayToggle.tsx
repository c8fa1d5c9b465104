import type { SliderControlsState } from './Slider'
import * as styles from './Slider.module.css'

/**
 * Pauses or resumes a slider's rotation for good (moving content that lasts
 * more than five seconds can be stopped, WCAG 2.2.2); hovering, dragging or
 * focusing the slider only pauses it for the while.
 */
export function AutoplayToggle({ autoplay, subject, className }: { autoplay: SliderControlsState['autoplay']; subject: string; className?: string }) {
  if (!autoplay) return null
  return (
    <button
      type="button"
      className={[styles.pause, className ?? ''].join(' ')}
      onClick={autoplay.toggle}
      aria-label={autoplay.running ? `Pausar ${subject}` : `Retomar ${subject}`}
      aria-pressed={!autoplay.running}
      data-testid="slider-autoplay-toggle"
    >
      <span aria-hidden="true">{autoplay.running ? '❚❚' : '▶'}</span>
    </button>
  )
}
