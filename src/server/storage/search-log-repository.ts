import type { LoggedTerm, SearchLogRepository, StoredSearchEvent } from '../domain/search/query-log'
import type { Db } from './database'

/** The search query log: event rows (search_events) and per-term counts (search_terms). */
export class SqliteSearchLogRepository implements SearchLogRepository {
  private readonly insertEvent
  private readonly upsertTerm
  private readonly topStatement
  private readonly userTermsStatement
  private readonly anyTermStatement
  private readonly insertTermStatement
  private readonly pruneVotesStatement
  private readonly voteStatement

  constructor(private readonly db: Db) {
    this.insertEvent = db.prepare(`INSERT INTO search_events
      (type, term, term_key, product_id, position, session_id, anonymous_id, user_id, source, created_at)
      VALUES (@type, @term, @key, @productId, @position, @sessionId, @anonymousId, @userId, @source, @at)`)
    this.upsertTerm = db.prepare(`INSERT INTO search_terms (term_key, term, count, last_searched_at) VALUES (?, ?, 1, ?)
      ON CONFLICT (term_key) DO UPDATE SET count = count + 1, last_searched_at = excluded.last_searched_at`)
    this.topStatement = db.prepare('SELECT term, term_key AS key, count FROM search_terms ORDER BY count DESC, term_key LIMIT ?')
    this.userTermsStatement = db.prepare(`SELECT term FROM search_events
      WHERE type = 'search.query' AND term IS NOT NULL AND (user_id = @id OR anonymous_id = @id)
      ORDER BY id DESC LIMIT @limit`)
    this.anyTermStatement = db.prepare('SELECT 1 FROM search_terms LIMIT 1')
    this.insertTermStatement = db.prepare('INSERT INTO search_terms (term_key, term, count, last_searched_at) VALUES (?, ?, ?, ?)')
    this.pruneVotesStatement = db.prepare('DELETE FROM search_term_votes WHERE day < ?')
    this.voteStatement = db.prepare('INSERT OR IGNORE INTO search_term_votes (day, voter, term_key) VALUES (?, ?, ?)')
  }

  /** False once the database is closed (a late flush then writes nothing). */
  isOpen(): boolean {
    return this.db.open
  }

  /** Writes events; a search counts for its term when none of its voters voted for it that day (one transaction). */
  write(events: readonly StoredSearchEvent[]): void {
    this.db.transaction(() => {
      for (const e of events) {
        this.insertEvent.run({
          type: e.type,
          term: e.term,
          key: e.key,
          productId: e.productId,
          position: e.position,
          sessionId: e.sessionId,
          anonymousId: e.anonymousId,
          userId: e.userId,
          source: e.source,
          at: e.at,
        })
        if (!e.key || !e.term || e.voters.length === 0) continue
        let fresh = true
        for (const voter of e.voters) fresh = this.voteStatement.run(e.day, voter, e.key).changes === 1 && fresh
        if (fresh) this.upsertTerm.run(e.key, e.term, e.at)
      }
    })()
  }

  /** The most searched terms, most first. */
  topTerms(limit: number): LoggedTerm[] {
    return this.topStatement.all(limit) as LoggedTerm[]
  }

  /** Latest searched terms of a user or anonymous visitor, newest first. */
  recentTermsOf(id: string, limit: number): string[] {
    return (this.userTermsStatement.all({ id, limit }) as Array<{ term: string }>).map((r) => r.term)
  }

  hasTerms(): boolean {
    return this.anyTermStatement.get() !== undefined
  }

  /** Sets starting counts of terms (one transaction). */
  insertTermCounts(terms: ReadonlyArray<LoggedTerm & { at: string }>): void {
    this.db.transaction(() => {
      for (const t of terms) this.insertTermStatement.run(t.key, t.term, t.count, t.at)
    })()
  }

  /** Deletes the votes of days before `day` (yyyy-mm-dd); how many. */
  pruneVotesBefore(day: string): number {
    return this.pruneVotesStatement.run(day).changes
  }
}
