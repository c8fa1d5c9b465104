import crypto from 'node:crypto'
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
  /** The client address the event came from (as TRUST_PROXY reads it). */
  clientAddress?: string | null
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
  /**
   * Who vouches for the search (hashed: the client address, the visitor's
   * id): it counts for its term only if none of them voted for the term that
   * day. Empty for events that never count.
   */
  voters: string[]
  /** The day (UTC, yyyy-mm-dd) its votes count for. */
  day: string
}

/** Where the query log is kept. */
export interface SearchLogRepository {
  /** False once the store is closed (a late flush then writes nothing). */
  isOpen(): boolean
  /**
   * Writes events and counts each search for its term when none of its voters
   * voted for that term that day (one transaction).
   */
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

/** A voter's key: its kind and a hash of what it names (no address or id is stored as it is). */
function voterKey(kind: string, value: string): string {
  return `${kind}:${crypto.createHash('sha256').update(value).digest('base64url').slice(0, 22)}`
}

/**
 * The search query log: every event row, and a per-term count that feeds top
 * searches and suggestions. A search counts for its term at most once a day
 * per client address and per visitor (user, anonymous id or session): the API
 * call and the browser's search.query beacon of one search count once, and
 * one source — however many ids it makes up — adds at most 1 a day to a term.
 * Writes are buffered and flushed in one transaction every second (and
 * before reads).
 */
export class QueryLog {
  private pending: StoredSearchEvent[] = []
  private readonly timer: NodeJS.Timeout
  private popular: LoggedTerm[] = []
  private popularDirty = true

  constructor(
    private readonly store: SearchLogRepository,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => this.flush(), QUERY_LOG_FLUSH_MS)
    this.timer.unref()
  }

  record(entry: SearchEventEntry): void {
    const clean = entry.term ? cleanTerm(entry.term) : null
    const key = clean ? termKey(clean) : null
    const voters: string[] = []
    if (entry.type === 'search.query' && key) {
      const visitor = entry.userId || entry.anonymousId || entry.sessionId
      if (entry.clientAddress) voters.push(voterKey('address', entry.clientAddress))
      if (visitor) voters.push(voterKey('visitor', visitor))
      // A search no source vouches for (no address, no id) counts under one shared voter: once a day.
      if (voters.length === 0) voters.push('anonymous')
    }
    const at = this.now()
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
      at: new Date(at).toISOString(),
      voters,
      day: voteDay(at),
    })
  }

  /** Writes pending entries (one transaction). */
  flush(): void {
    if (this.pending.length === 0 || !this.store.isOpen()) return
    const batch = this.pending
    this.pending = []
    this.store.write(batch)
    if (batch.some((e) => e.voters.length > 0)) this.popularDirty = true
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
