import { PLACEHOLDER_PAUSE_MS, PLACEHOLDER_TYPING_MS_PER_CHAR } from '../../../config/constants'
import { delayOf, initialPlaceholder, nextPlaceholder, placeholderText } from '../placeholder'

describe('typing placeholder', () => {
  const phrases = ['Bola', 'Tênis']

  it('starts with the first phrase shown and pauses 3000 ms on it', () => {
    const state = initialPlaceholder(phrases)
    expect(placeholderText(phrases, state)).toBe('Bola')
    expect(delayOf(phrases, state)).toBe(PLACEHOLDER_PAUSE_MS)
  })

  it('types the next phrase one character every 50 ms, then pauses', () => {
    let state = nextPlaceholder(phrases, initialPlaceholder(phrases)).state
    const shown: string[] = []
    while (state.index === 1) {
      shown.push(placeholderText(phrases, state))
      if (shown.length <= 5) expect(delayOf(phrases, state)).toBe(shown.at(-1) === 'Tênis' ? PLACEHOLDER_PAUSE_MS : PLACEHOLDER_TYPING_MS_PER_CHAR)
      state = nextPlaceholder(phrases, state).state
    }
    expect(shown).toEqual(['', 'T', 'Tê', 'Tên', 'Têni', 'Tênis'])
    expect(state).toEqual({ index: 0, length: 0 })
  })
})
