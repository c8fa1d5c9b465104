import { delayOf, initialPlaceholder, nextPlaceholder, placeholderText, type PlaceholderState } from './placeholder'

/** The timer functions the typer runs on (the page's own by default; tests pass fakes). */
export interface TyperTimers {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

/**
 * The typing placeholder of the search fields, written straight
 * to the inputs it holds: a character every 50 ms, a 3000 ms pause on a full
 * phrase. A field renders with `text()` (the first phrase, whole, in the
 * server's HTML); each character then changes only the attached inputs'
 * `placeholder`, with no render of the search box (decision 0020: a render and
 * a repaint per character was most of what an idle page's main thread still did).
 */
export interface PlaceholderTyper {
  /** What the fields show now. */
  text(): string
  /** Writes the current text to `input` and keeps it current; the returned function lets go of it. */
  attach(input: HTMLInputElement): () => void
  /** Types on while enabled (the fields are empty); disabled holds the text where it is. */
  setEnabled(enabled: boolean): void
}

const pageTimers: TyperTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export function createPlaceholderTyper(phrases: readonly string[], timers: TyperTimers = pageTimers): PlaceholderTyper {
  let state: PlaceholderState = initialPlaceholder(phrases)
  let timer: unknown = null
  const inputs = new Set<HTMLInputElement>()
  const text = () => placeholderText(phrases, state)

  const write = (input: HTMLInputElement) => {
    const shown = text()
    if (input.placeholder !== shown) input.placeholder = shown
  }

  const schedule = () => {
    timer = timers.setTimeout(() => {
      state = nextPlaceholder(phrases, state).state
      inputs.forEach(write)
      schedule()
    }, delayOf(phrases, state))
  }

  return {
    text,
    attach(input) {
      inputs.add(input)
      write(input)
      return () => {
        inputs.delete(input)
      }
    },
    setEnabled(enabled) {
      if (!enabled) {
        if (timer !== null) timers.clearTimeout(timer)
        timer = null
        return
      }
      if (timer === null && phrases.length > 0) schedule()
    },
  }
}
