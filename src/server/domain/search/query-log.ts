import { SEARCH_SESSION_COOKIE_SECONDS } from '../../../config/constants'
import type { Db } from '../../storage/database'
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
  private pending: Array<SearchEventEntry & { at: string; counted: boolean; key: string | null; clean: string | null }> = []
  private readonly recent = new Map<string, number>()
  private readonly timer: NodeJS.Timeout
  private popular: LoggedTerm[] = []
  private popularDirty = true
  private readonly insertEvent
  private readonly upsertTerm
  private readonly topStatement
  private readonly userTermsStatement

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.insertEvent = db.prepare(`INSERT INTO search_events
      (type, term, term_key, product_id, position, session_id, anonymous_id, user_id, source, created_at)
      VALUES (@type, @term, @key, @productId, @position, @sessionId, @anonymousId, @userId, @source, @at)`)
    this.upsertTerm = db.prepare(`INSERT INTO search_terms (term_key, term, count, last_searched_at) VALUES (?, ?, 1, ?)
      ON CONFLICT (term_key) DO UPDATE SET count = count + 1, last_searched_at = excluded.last_searched_at`)
    this.topStatement = db.prepare('SELECT term, term_key AS key, count FROM search_terms ORDER BY count DESC, term_key LIMIT ?')
    this.userTermsStatement = db.prepare(`SELECT term FROM search_events
      WHERE type = 'search.query' AND term IS NOT NULL AND (user_id = @id OR anonymous_id = @id)
      ORDER BY id DESC LIMIT @limit`)
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
    this.pending.push({ ...entry, at: new Date(this.now()).toISOString(), counted, key, clean })
  }

  /** Writes pending entries (one transaction). */
  flush(): void {
    if (this.pending.length === 0 || !this.db.open) return
    const batch = this.pending
    this.pending = []
    this.db.transaction(() => {
      for (const e of batch) {
        this.insertEvent.run({
          type: e.type,
          term: e.clean,
          key: e.key,
          productId: e.productId ?? null,
          position: e.position ?? null,
          sessionId: e.sessionId ?? null,
          anonymousId: e.anonymousId ?? null,
          userId: e.userId ?? null,
          source: e.source,
          at: e.at,
        })
        if (e.counted && e.key && e.clean) {
          this.upsertTerm.run(e.key, e.clean, e.at)
          this.popularDirty = true
        }
      }
    })()
  }

  /** The most searched terms, most first. */
  topTerms(limit: number): LoggedTerm[] {
    this.flush()
    return this.topStatement.all(limit) as LoggedTerm[]
  }

  /** Popular terms kept in memory for suggestions (refreshed after writes). */
  popularTerms(): LoggedTerm[] {
    if (this.popularDirty) {
      this.flush()
      this.popular = this.topStatement.all(SUGGESTION_LOG_TERMS) as LoggedTerm[]
      this.popularDirty = false
    }
    return this.popular
  }

  /** Latest searched terms of a user or anonymous visitor, newest first. */
  recentTermsOf(id: string, limit = 3): string[] {
    this.flush()
    return (this.userTermsStatement.all({ id, limit }) as Array<{ term: string }>).map((r) => r.term)
  }

  close(): void {
    clearInterval(this.timer)
    this.flush()
  }
}
