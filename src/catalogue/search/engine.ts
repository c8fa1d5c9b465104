import { idQueryOf } from './id-query'
import type { SearchSort } from '../../config/constants'
import {
  FACET_NAMES,
  PRICE_BUCKETS_CENTS,
  PRICE_FACET_KEY,
  TEXT_FACET_KEYS,
  facetPath,
  formatPriceRange,
  parsePriceRange,
  type FacetKey,
  type PriceRange,
  type SelectedFacet,
} from './facet-keys'
import type { SearchIndex, SortOrder } from './search-index'
import { TYPO_MIN_WORD_LENGTH, meaningfulWords, stem } from './text'

/** Query words beyond this many are ignored. */
export const MAX_QUERY_TOKENS = 12

/** Relevance weight of a query word by how it matched a vocabulary key. */
const MATCH_WEIGHTS = { exact: 1, prefix: 0.75, typo: 0.6 } as const
/** Weight of popularity (0–1, log of sales) added to relevance: below one description hit. */
const POPULARITY_WEIGHT = 0.9

export interface TextMatch {
  /** No text query: every product matches. */
  all: boolean
  docs: Uint32Array
  scores: Float32Array
  operator: 'and' | 'or'
  misspelled: boolean
  /** The query with corrected words, when a typo was corrected. */
  correctedTerm: string | null
}

export interface SearchOptions {
  query: string
  selected: readonly SelectedFacet[]
  sort: SearchSort
  /** 1-based page. */
  page: number
  count: number
  hideUnavailableItems: boolean
  /** Treat the last word as a prefix (autocomplete while typing). */
  prefixLast?: boolean
  withFacets?: boolean
}

export interface FacetValueResult {
  id: string
  quantity: number
  name: string
  key: string
  value: string
  selected: boolean
  href: string
  range?: { from: number; to: number }
}

export interface FacetResult {
  type: 'TEXT' | 'PRICERANGE'
  name: string
  hidden: boolean
  key: FacetKey
  quantity: number
  values: FacetValueResult[]
}

export interface SearchOutcome {
  /** Document numbers of the requested page, in order. */
  docs: number[]
  total: number
  facets: FacetResult[] | null
  operator: 'and' | 'or'
  misspelled: boolean
  correctedTerm: string | null
}

const TEXT_KEY_COUNT = TEXT_FACET_KEYS.length
const PRICE_BIT = 1 << TEXT_KEY_COUNT
const RANK_SPACE = 2 ** 22
const NAME_COLLATOR = new Intl.Collator('pt-BR', { numeric: true })

interface WordExpansion {
  keys: Array<{ key: string; weight: number }>
  typo: boolean
  corrected: string
}

/**
 * Runs queries against a SearchIndex. Holds scratch buffers sized to the
 * catalogue and reuses them between (synchronous) queries.
 */
export class SearchEngine {
  private readonly tokenBest: Float32Array
  private readonly total: Float32Array
  private readonly stamp: Uint16Array
  private readonly hits: Uint8Array
  private readonly pass: Uint8Array
  private stampCounter = 0

  constructor(readonly index: SearchIndex) {
    const n = index.size
    this.tokenBest = new Float32Array(n)
    this.total = new Float32Array(n)
    this.stamp = new Uint16Array(n)
    this.hits = new Uint8Array(n)
    this.pass = new Uint8Array(n)
  }

  private expand(token: string, isPrefix: boolean): WordExpansion {
    const index = this.index
    let key = stem(token)
    if (key === token && token.endsWith('is') && token.length > 4 && index.hasKey(stem(token.slice(0, -1)))) key = stem(token.slice(0, -1))
    const keys: Array<{ key: string; weight: number }> = []
    if (index.hasKey(key)) keys.push({ key, weight: MATCH_WEIGHTS.exact })
    if (isPrefix) {
      for (const k of index.keysWithPrefix(token)) if (k !== key) keys.push({ key: k, weight: MATCH_WEIGHTS.prefix })
    }
    if (keys.length > 0 || token.length < TYPO_MIN_WORD_LENGTH || !/^[a-z]+$/.test(token)) {
      return { keys, typo: false, corrected: token }
    }
    const typoKeys = new Set(index.keysWithinOneEdit(key))
    if (key !== token) for (const k of index.keysWithinOneEdit(token)) typoKeys.add(k)
    if (isPrefix) for (const k of index.keysWithFuzzyPrefix(token)) typoKeys.add(k)
    if (typoKeys.size === 0) return { keys, typo: false, corrected: token }
    let best = ''
    let bestSize = -1
    for (const k of typoKeys) {
      keys.push({ key: k, weight: MATCH_WEIGHTS.typo })
      const size = index.posting(k)?.docs.length ?? 0
      if (size > bestSize || (size === bestSize && k < best)) {
        best = k
        bestSize = size
      }
    }
    return { keys, typo: true, corrected: index.displayWordOf(best) }
  }

  /** Full-text match of a query (empty query: everything; `product:{id};{id}` or `sku:{id};{id}`: those products). */
  matchText(query: string, prefixLast = false): TextMatch {
    if (query.trim() === '') {
      return { all: true, docs: new Uint32Array(0), scores: new Float32Array(0), operator: 'and', misspelled: false, correctedTerm: null }
    }
    const idQuery = idQueryOf(query)
    if (idQuery) {
      const field = idQuery.field === 'product' ? 'id' : 'sku'
      const docs = [...new Set(idQuery.ids.map((id) => this.index.docOfIdentifier(field, id)).filter((doc): doc is number => doc !== undefined))]
      return { all: false, docs: Uint32Array.from(docs), scores: new Float32Array(docs.length).fill(1), operator: 'and', misspelled: false, correctedTerm: null }
    }
    const tokens = meaningfulWords(query).slice(0, MAX_QUERY_TOKENS)
    const empty: TextMatch = { all: false, docs: new Uint32Array(0), scores: new Float32Array(0), operator: 'and', misspelled: false, correctedTerm: null }
    if (tokens.length === 0) return empty
    const touched: number[] = []
    const { tokenBest, total, stamp, hits } = this
    let misspelled = false
    const corrected: string[] = []
    tokens.forEach((token, t) => {
      const expansion = this.expand(token, prefixLast && t === tokens.length - 1)
      if (expansion.typo) misspelled = true
      corrected.push(expansion.corrected)
      const mark = this.nextStamp()
      for (const { key, weight } of expansion.keys) {
        const posting = this.index.posting(key)
        if (!posting) continue
        const { docs, weights } = posting
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]
          const score = weights[i] * weight
          if (stamp[doc] !== mark) {
            if (hits[doc] === 0) touched.push(doc)
            stamp[doc] = mark
            hits[doc]++
            tokenBest[doc] = score
            total[doc] += score
          } else if (score > tokenBest[doc]) {
            total[doc] += score - tokenBest[doc]
            tokenBest[doc] = score
          }
        }
      }
    })
    let required = tokens.length
    let operator: 'and' | 'or' = 'and'
    let matched = 0
    for (const doc of touched) if (hits[doc] >= required) matched++
    if (matched === 0 && tokens.length > 1) {
      required = 1
      operator = 'or'
      matched = touched.length
    }
    const docs = new Uint32Array(matched)
    const scores = new Float32Array(matched)
    let j = 0
    for (const doc of touched) {
      if (hits[doc] >= required) {
        docs[j] = doc
        scores[j] = total[doc] + POPULARITY_WEIGHT * this.index.popularity[doc]
        j++
      }
      hits[doc] = 0
      total[doc] = 0
    }
    return { all: false, docs, scores, operator, misspelled, correctedTerm: misspelled ? corrected.join(' ') : null }
  }

  private nextStamp(): number {
    this.stampCounter++
    if (this.stampCounter >= 0xffff) {
      this.stamp.fill(0)
      this.stampCounter = 1
    }
    return this.stampCounter
  }

  /** Text match, facet filters, facet counts, sort and one page. */
  search(options: SearchOptions): SearchOutcome {
    const match = this.matchText(options.query, options.prefixLast ?? false)
    return this.searchWithin(match, options)
  }

  searchWithin(match: TextMatch, options: SearchOptions): SearchOutcome {
    const index = this.index
    const n = index.size
    const { available, price } = index

    // Filters: one selection mask per text key, price ranges.
    const masks: Array<Uint8Array | null> = TEXT_FACET_KEYS.map(() => null)
    const ranges: PriceRange[] = []
    let activeBits = 0
    for (const facet of options.selected) {
      if (facet.key === PRICE_FACET_KEY) {
        const range = parsePriceRange(facet.value)
        if (range) ranges.push(range)
        activeBits |= PRICE_BIT
        continue
      }
      const k = TEXT_FACET_KEYS.indexOf(facet.key)
      const column = index.facets[facet.key]
      const mask = (masks[k] ??= new Uint8Array(column.values.length))
      const valueIdx = column.byValue.get(facet.value)
      if (valueIdx !== undefined) mask[valueIdx] = 1
      activeBits |= 1 << k
    }

    const withFacets = options.withFacets ?? false
    const counts = withFacets ? TEXT_FACET_KEYS.map((key) => new Uint32Array(index.facets[key].values.length)) : []
    const priceCounts = new Uint32Array(PRICE_BUCKETS_CENTS.length)
    const columns = TEXT_FACET_KEYS.map((key) => index.facets[key])
    const allOffsets = columns.map((c) => c.offsets)
    const allData = columns.map((c) => c.data)
    const activeKeys: number[] = []
    for (let k = 0; k < TEXT_KEY_COUNT; k++) if (masks[k]) activeKeys.push(k)
    const activeMasks = activeKeys.map((k) => masks[k]!)
    const activeOffsets = activeKeys.map((k) => allOffsets[k])
    const activeData = activeKeys.map((k) => allData[k])
    const filterPrice = (activeBits & PRICE_BIT) !== 0
    const hide = options.hideUnavailableItems
    const passing: number[] = []
    const passingScores: number[] = []
    const buckets = PRICE_BUCKETS_CENTS
    const size = match.all ? n : match.docs.length
    const matchDocs = match.docs
    const matchScores = match.scores

    for (let i = 0; i < size; i++) {
      const doc = match.all ? i : matchDocs[i]
      if (hide && available[doc] === 0) continue
      let fail = 0
      for (let a = 0; a < activeKeys.length; a++) {
        const offsets = activeOffsets[a]
        const data = activeData[a]
        const mask = activeMasks[a]
        let ok = false
        for (let j = offsets[doc], end = offsets[doc + 1]; j < end; j++) {
          if (mask[data[j]] === 1) {
            ok = true
            break
          }
        }
        if (!ok) fail |= 1 << activeKeys[a]
      }
      if (filterPrice) {
        const p = price[doc]
        let ok = false
        for (let r = 0; r < ranges.length; r++) if (p >= ranges[r].from && p < ranges[r].to) ok = true
        if (!ok) fail |= PRICE_BIT
      }
      if (fail === 0) {
        passing.push(doc)
        if (!match.all) passingScores.push(matchScores[i])
      }
      if (!withFacets) continue
      // Disjunctive counts: a value of key k counts documents that pass every other key.
      for (let k = 0; k < TEXT_KEY_COUNT; k++) {
        if ((fail & ~(1 << k)) !== 0) continue
        const offsets = allOffsets[k]
        const data = allData[k]
        const c = counts[k]
        for (let j = offsets[doc], end = offsets[doc + 1]; j < end; j++) c[data[j]]++
      }
      if ((fail & ~PRICE_BIT) === 0) {
        const p = price[doc]
        for (let b = 0; b < buckets.length; b++) {
          if (p >= buckets[b].from && p < buckets[b].to) {
            priceCounts[b]++
            break
          }
        }
      }
    }

    const offset = (options.page - 1) * options.count
    const pageDocs = offset >= passing.length || options.count === 0 ? [] : this.orderPage(passing, passingScores, match.all, options.sort, offset, options.count)

    return {
      docs: pageDocs,
      total: passing.length,
      facets: withFacets ? this.facetResults(options, counts, priceCounts) : null,
      operator: match.operator,
      misspelled: match.misspelled,
      correctedTerm: match.correctedTerm,
    }
  }

  private orderPage(passing: number[], scores: number[], all: boolean, sort: SearchSort, offset: number, count: number): number[] {
    const index = this.index
    const end = Math.min(offset + count, passing.length)
    if (sort === 'score_desc' && !all) {
      // Composite key: quantised relevance, then popularity rank; one native sort.
      let max = 0
      for (const score of scores) if (score > max) max = score
      const popRank = index.rank('popularity')
      const popOrder = index.order('popularity')
      const keys = new Float64Array(passing.length)
      for (let i = 0; i < passing.length; i++) {
        const doc = passing[i]
        keys[i] = Math.round((max - scores[i]) * 64) * RANK_SPACE + popRank[doc]
      }
      keys.sort()
      const out: number[] = []
      for (let i = offset; i < end; i++) out.push(popOrder[keys[i] % RANK_SPACE])
      return out
    }
    const order: SortOrder = sort === 'score_desc' ? 'popularity' : sort
    const permutation = index.order(order)
    if (passing.length * 8 > index.size) {
      // Dense result: walk the precomputed order.
      const pass = this.pass
      for (const doc of passing) pass[doc] = 1
      const out: number[] = []
      let seen = 0
      for (let i = 0; i < permutation.length && seen < end; i++) {
        const doc = permutation[i]
        if (pass[doc] === 0) continue
        if (seen >= offset) out.push(doc)
        seen++
      }
      for (const doc of passing) pass[doc] = 0
      return out
    }
    const rank = index.rank(order)
    const keys = new Float64Array(passing.length)
    for (let i = 0; i < passing.length; i++) keys[i] = rank[passing[i]]
    keys.sort()
    const out: number[] = []
    for (let i = offset; i < end; i++) out.push(permutation[keys[i]])
    return out
  }

  private facetResults(options: SearchOptions, counts: Uint32Array[], priceCounts: Uint32Array): FacetResult[] {
    const query = options.query.trim()
    const suffix = query ? `?query=${encodeURIComponent(query)}` : ''
    const selected = options.selected
    const isSelected = (key: FacetKey, value: string) => selected.some((f) => f.key === key && f.value === value)
    const toggledHref = (key: FacetKey, value: string) => {
      const next = isSelected(key, value) ? selected.filter((f) => !(f.key === key && f.value === value)) : [...selected, { key, value }]
      return `/${facetPath(next)}${suffix}`
    }
    const results: FacetResult[] = []
    TEXT_FACET_KEYS.forEach((key, k) => {
      const column = this.index.facets[key]
      const c = counts[k]
      const values: FacetValueResult[] = []
      for (let v = 0; v < column.values.length; v++) {
        const info = column.values[v]
        const chosen = isSelected(key, info.value)
        if (c[v] === 0 && !chosen) continue
        values.push({ id: info.id, quantity: c[v], name: info.name, key, value: info.value, selected: chosen, href: toggledHref(key, info.value) })
      }
      values.sort((a, b) => b.quantity - a.quantity || NAME_COLLATOR.compare(a.name, b.name))
      results.push({ type: 'TEXT', name: FACET_NAMES[key], hidden: false, key, quantity: values.length, values })
    })
    const priceValues: FacetValueResult[] = []
    PRICE_BUCKETS_CENTS.forEach((range, b) => {
      const value = formatPriceRange(range)
      const chosen = isSelected(PRICE_FACET_KEY, value)
      if (priceCounts[b] === 0 && !chosen) return
      priceValues.push({
        id: value,
        quantity: priceCounts[b],
        name: value,
        key: PRICE_FACET_KEY,
        value,
        selected: chosen,
        href: toggledHref(PRICE_FACET_KEY, value),
        range: { from: range.from / 100, to: range.to / 100 },
      })
    })
    results.push({ type: 'PRICERANGE', name: FACET_NAMES.price, hidden: false, key: PRICE_FACET_KEY, quantity: priceValues.length, values: priceValues })
    return results
  }
}
