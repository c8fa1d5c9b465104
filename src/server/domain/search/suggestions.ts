import type { SearchEngine } from '../../../catalogue/search/engine'
import type { LoggedTerm } from './query-log'
import type { SearchIndex } from '../../../catalogue/search/search-index'
import { TYPO_MIN_WORD_LENGTH, boundedEditDistance, foldText, meaningfulWords, stem, words } from '../../../catalogue/search/text'

/**
 * Suggested search terms while typing: catalogue phrases (category, brand and
 * sport names, subcategory + brand pairs) and popular logged searches whose
 * words match the typed words (the last one as a prefix), accent-insensitive,
 * plural-insensitive and with one typo allowed in words of five letters or more.
 */

interface Phrase {
  term: string
  key: string
  words: string[]
  stems: string[]
}

export interface Suggestion {
  term: string
  /** Times the term was searched (0 for catalogue phrases never searched). */
  count: number
  products: number
}

function toPhrase(term: string): Phrase {
  const w = meaningfulWords(term)
  return { term, key: words(term).join(' '), words: w, stems: w.map(stem) }
}

function wordMatches(token: string, tokenStem: string, phrase: Phrase, asPrefix: boolean): 'exact' | 'typo' | null {
  for (let i = 0; i < phrase.words.length; i++) {
    const word = phrase.words[i]
    if (phrase.stems[i] === tokenStem || word === token) return 'exact'
    if (asPrefix && word.startsWith(token)) return 'exact'
  }
  if (token.length < TYPO_MIN_WORD_LENGTH) return null
  for (let i = 0; i < phrase.words.length; i++) {
    const word = phrase.words[i]
    if (boundedEditDistance(phrase.stems[i], tokenStem, 1) <= 1) return 'typo'
    if (asPrefix && word.length >= token.length - 1) {
      for (const len of [token.length, token.length - 1, token.length + 1]) {
        if (len <= word.length && boundedEditDistance(word.slice(0, len), token, 1) <= 1) return 'typo'
      }
    }
  }
  return null
}

export class Suggester {
  private readonly catalogPhrases: Phrase[]
  private readonly productCounts = new Map<string, number>()

  constructor(
    private readonly index: SearchIndex,
    private readonly engine: SearchEngine,
  ) {
    const { catalogue, lookups } = index
    const phrases = new Map<string, Phrase>()
    const addPhrase = (name: string) => {
      const phrase = toPhrase(name.toLocaleLowerCase('pt-BR'))
      if (phrase.key && !phrases.has(phrase.key)) phrases.set(phrase.key, phrase)
    }
    for (const node of lookups.categories.values()) addPhrase(node.name)
    for (const brand of catalogue.brands) addPhrase(brand.name)
    for (const sport of catalogue.sports) addPhrase(sport.name)
    const pairs = new Map<string, number>()
    for (const product of catalogue.products) {
      const leaf = lookups.categories.get(product.categoryIds[product.categoryIds.length - 1])
      const brand = lookups.brands.get(product.brandId)
      if (!leaf || !brand) continue
      const pair = `${leaf.name} ${brand.name}`
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1)
    }
    for (const [pair, count] of pairs) if (count >= 2) addPhrase(pair)
    this.catalogPhrases = [...phrases.values()]
  }

  /** Forgets cached product counts (after a stock change). */
  clearCounts(): void {
    this.productCounts.clear()
  }

  /** Products (available ones) a phrase finds; cached. */
  productCount(term: string): number {
    const key = words(term).join(' ')
    let count = this.productCounts.get(key)
    if (count === undefined) {
      const match = this.engine.matchText(term)
      count = 0
      if (match.operator === 'and') for (const doc of match.docs) if (this.index.available[doc] === 1) count++
      this.productCounts.set(key, count)
    }
    return count
  }

  suggest(typed: string, logged: readonly LoggedTerm[], limit: number): Suggestion[] {
    const tokens = meaningfulWords(typed)
    if (tokens.length === 0) return []
    const tokenStems = tokens.map(stem)
    const typedFolded = foldText(typed).trim()
    const searchedCount = new Map(logged.map((t) => [t.key, t.count]))
    const candidates = new Map<string, Phrase>()
    for (const t of logged) if (!candidates.has(t.key)) candidates.set(t.key, toPhrase(t.term))
    for (const p of this.catalogPhrases) if (!candidates.has(p.key)) candidates.set(p.key, p)

    const scored: Array<{ phrase: Phrase; typo: boolean; startsWith: boolean; searched: number; products: number }> = []
    for (const phrase of candidates.values()) {
      let typo = false
      let ok = true
      for (let t = 0; t < tokens.length && ok; t++) {
        const result = wordMatches(tokens[t], tokenStems[t], phrase, t === tokens.length - 1)
        if (result === null) ok = false
        else if (result === 'typo') typo = true
      }
      if (!ok) continue
      const products = this.productCount(phrase.term)
      if (products === 0) continue
      scored.push({ phrase, typo, startsWith: phrase.key.startsWith(typedFolded), searched: searchedCount.get(phrase.key) ?? 0, products })
    }
    scored.sort(
      (a, b) =>
        Number(a.typo) - Number(b.typo) ||
        Number(b.startsWith) - Number(a.startsWith) ||
        b.searched - a.searched ||
        b.products - a.products ||
        a.phrase.key.length - b.phrase.key.length ||
        a.phrase.key.localeCompare(b.phrase.key),
    )
    return scored.slice(0, limit).map((s) => ({ term: s.phrase.term, count: s.searched, products: s.products }))
  }
}
