import { SEARCH_SESSION_COOKIE_SECONDS } from '../../../config/constants'
import { QUERY_LOG_FLUSH_MS, SUGGESTION_LOG_TERMS } from './limits'
import { cleanTerm, words } from '../../../catalogue/search/text'

export const SEARCH_EVENT_TYPES = ['search.query', 'search.click', 'search.autocomplete.query', 'session.ping', 'recommendation.click'] as const
export type SearchEventType = (typeof SEARCH_EVENT_TYPES)[number]

export interface SearchEventEntry {
  type: SearchEventType
  term?: string | null
  productId?: string | null
  position?: number | null
  sessionId?: string | null
  anonymousId?: string | null
  userId?: string | null
  /** Who wrote it: the search API itself, a browser beacon, or the seeder. */
  source: 'api' | 'event'
}

export interface LoggedTerm {
  term: string
  key: string
  count: number
}

/** An event as written: cleaned term and its key, and whether it counts for its term. */
export interface StoredSearchEvent {
  type: SearchEventType
  term: string | null
  key: string | null
  productId: string | null
  position: number | null
  sessionId: string | null
  anonymousId: string | null
  userId: string | null
  source: SearchEventEntry['source']
  /** ISO instant. */
  at: string
  counted: boolean
}

/** Where the query log is kept. */
export interface SearchLogStore {
  /** False once the store is closed (a late flush then writes nothing). */
  isOpen(): boolean
  /** Writes events and adds the counted ones to their term's count (one transaction). */
  write(events: readonly StoredSearchEvent[]): void
  /** The most searched terms, most first. */
  topTerms(limit: number): LoggedTerm[]
  /** Latest searched terms of a user or anonymous visitor, newest first. */
  recentTermsOf(id: string, limit: number): string[]
  hasTerms(): boolean
  /** Sets starting counts of terms (the seeder). */
  insertTermCounts(terms: ReadonlyArray<LoggedTerm & { at: string }>): void
}

/** The day (UTC, yyyy-mm-dd) a search term vote counts for. */
export function voteDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10)
}

/** Key of a term in the log: folded words (`Tênis  de Corrida` → `tenis de corrida`). */
export function termKey(term: string): string {
  return words(term).join(' ')
}

/**
 * The search query log: every event row, and a per-term count that feeds top
 * searches and suggestions. A search counts once per term and search session
 * within the session lifetime, so the API call and the browser's
 * search.query beacon of the same search do not count twice. Writes are
 * buffered and flushed in one transaction every second (and before reads).
 */
export class QueryLog {
  private pending: StoredSearchEvent[] = []
  private readonly recent = new Map<string, number>()
  private readonly timer: NodeJS.Timeout
  private popular: LoggedTerm[] = []
  private popularDirty = true

  constructor(
    private readonly store: SearchLogStore,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => this.flush(), QUERY_LOG_FLUSH_MS)
    this.timer.unref()
  }

  record(entry: SearchEventEntry): void {
    const clean = entry.term ? cleanTerm(entry.term) : null
    const key = clean ? termKey(clean) : null
    let counted = false
    if (entry.type === 'search.query' && key) {
      const session = entry.sessionId || entry.anonymousId || entry.userId
      const at = this.now()
      if (session) {
        const seenKey = `${session}\u0000${key}`
        const last = this.recent.get(seenKey)
        counted = last === undefined || at - last > SEARCH_SESSION_COOKIE_SECONDS * 1000
        if (counted) this.recent.set(seenKey, at)
        if (this.recent.size > 50_000) this.recent.clear()
      } else {
        counted = true
      }
    }
    this.pending.push({
      type: entry.type,
      term: clean,
      key,
      productId: entry.productId ?? null,
      position: entry.position ?? null,
      sessionId: entry.sessionId ?? null,
      anonymousId: entry.anonymousId ?? null,
      userId: entry.userId ?? null,
      source: entry.source,
      at: new Date(this.now()).toISOString(),
      counted,
    })
  }

  /** Writes pending entries (one transaction). */
  flush(): void {
    if (this.pending.length === 0 || !this.store.isOpen()) return
    const batch = this.pending
    this.pending = []
    this.store.write(batch)
    if (batch.some((e) => e.counted && e.key && e.term)) this.popularDirty = true
  }

  /** The most searched terms, most first. */
  topTerms(limit: number): LoggedTerm[] {
    this.flush()
    return this.store.topTerms(limit)
  }

  /** Popular terms kept in memory for suggestions (refreshed after writes). */
  popularTerms(): LoggedTerm[] {
    if (this.popularDirty) {
      this.flush()
      this.popular = this.store.topTerms(SUGGESTION_LOG_TERMS)
      this.popularDirty = false
    }
    return this.popular
  }

  /** Latest searched terms of a user or anonymous visitor, newest first. */
  recentTermsOf(id: string, limit = 3): string[] {
    this.flush()
    return this.store.recentTermsOf(id, limit)
  }

  close(): void {
    clearInterval(this.timer)
    this.flush()
  }
}
