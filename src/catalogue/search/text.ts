/**
 * Portuguese-aware text handling for the search engine: accent- and
 * case-insensitive normalisation, tokenisation, a light plural stemmer and a
 * bounded Damerau–Levenshtein distance for typo tolerance.
 */

/** Words that carry no meaning in a product search ("tênis de corrida para homem"). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'o', 'as', 'os', 'e', 'de', 'da', 'do', 'das', 'dos', 'em', 'na', 'no', 'nas', 'nos',
  'um', 'uma', 'uns', 'umas', 'para', 'pra', 'por', 'com', 'sem', 'que', 'ao', 'aos', 'ou', 'the', 'and',
])

/** Typo tolerance applies only to words at least this long. */
export const TYPO_MIN_WORD_LENGTH = 5

const COMBINING_MARKS = /[\u0300-\u036f]/g
const NON_WORD = /[^a-z0-9]+/

/** Lower case, accents removed (`Tênis Ação` → `tenis acao`). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase()
}

/** The words of a text, folded; stop words kept. */
export function words(text: string): string[] {
  return foldText(text).split(NON_WORD).filter((w) => w.length > 0)
}

/** The words of a text without stop words (all of them when every word is a stop word). */
export function meaningfulWords(text: string): string[] {
  const all = words(text)
  const kept = all.filter((w) => !STOP_WORDS.has(w))
  return kept.length > 0 ? kept : all
}

/** URL-safe value of a facet (`Azul Marinho` → `azul-marinho`). */
export function slugify(text: string): string {
  return words(text).join('-')
}

/**
 * Light Portuguese plural stemmer on folded words: maps plural forms to their
 * singular so `bolas`/`bola`, `camisetas`/`camiseta`, `botões`/`botão`,
 * `mulheres`/`mulher` share one key. Words ending in -is/-us/-ss (`tênis`,
 * `bônus`) are left alone; digits-only words too.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || /^\d+$/.test(word)) return word
  if (word.endsWith('oes') || word.endsWith('aes')) return `${word.slice(0, -3)}ao`
  if (word.endsWith('ais') && word.length > 4) return `${word.slice(0, -3)}al`
  if (word.endsWith('eis') && word.length > 4) return `${word.slice(0, -3)}el`
  if (word.endsWith('ois') && word.length > 4) return `${word.slice(0, -3)}ol`
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`
  if ((word.endsWith('res') || word.endsWith('zes')) && word.length > 4) return word.slice(0, -2)
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word
  return word.slice(0, -1)
}

/**
 * Damerau–Levenshtein (optimal string alignment) distance between a and b,
 * giving up (returning max + 1) as soon as it exceeds `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > max) return max + 1
  if (a === b) return 0
  let prevPrev = new Array<number>(lb + 1).fill(0)
  let prev = new Array<number>(lb + 1)
  let cur = new Array<number>(lb + 1)
  for (let j = 0; j <= lb; j++) prev[j] = j
  for (let i = 1; i <= la; i++) {
    cur[0] = i
    let rowMin = cur[0]
    for (let j = 1; j <= lb; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let value = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, prevPrev[j - 2] + 1)
      }
      cur[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    const spare = prevPrev
    prevPrev = prev
    prev = cur
    cur = spare
  }
  return prev[lb] > max ? max + 1 : prev[lb]
}

/** Every string obtained by deleting one character of `word` (for a one-typo neighbourhood index). */
export function singleDeletions(word: string): string[] {
  const out: string[] = []
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1))
  return out
}

/** Removes control characters and collapses whitespace. */
export function cleanTerm(term: string): string {
   
  return term.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ').trim()
}

/** True when the text holds a control character (rejected by the API). */
export function hasControlCharacters(text: string): boolean {
   
  return /[\u0000-\u001f\u007f-\u009f]/.test(text)
}
