import { PLACEHOLDER_PAUSE_MS, PLACEHOLDER_TYPING_MS_PER_CHAR } from '../../config/constants'

/** Where the typing placeholder is: phrase index and characters shown. */
export interface PlaceholderState {
  index: number
  length: number
}

/** Starts with the first phrase fully shown (the server-rendered text). */
export const initialPlaceholder = (phrases: readonly string[]): PlaceholderState => ({ index: 0, length: phrases[0]?.length ?? 0 })

export const placeholderText = (phrases: readonly string[], state: PlaceholderState): string =>
  (phrases[state.index] ?? '').slice(0, state.length)

/**
 * The next state and how long to wait before it: one more
 * character every 50 ms; a full phrase stays 3000 ms, then the next phrase
 * starts typing from nothing.
 */
export function nextPlaceholder(phrases: readonly string[], state: PlaceholderState): { state: PlaceholderState; delay: number } {
  const phrase = phrases[state.index] ?? ''
  if (state.length < phrase.length) {
    return { state: { index: state.index, length: state.length + 1 }, delay: PLACEHOLDER_TYPING_MS_PER_CHAR }
  }
  return { state: { index: (state.index + 1) % Math.max(phrases.length, 1), length: 0 }, delay: PLACEHOLDER_TYPING_MS_PER_CHAR }
}

/** The wait before leaving a state: a full phrase pauses, a partial one types on. */
export function delayOf(phrases: readonly string[], state: PlaceholderState): number {
  const phrase = phrases[state.index] ?? ''
  return state.length >= phrase.length ? PLACEHOLDER_PAUSE_MS : PLACEHOLDER_TYPING_MS_PER_CHAR
}
