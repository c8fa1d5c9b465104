const DAY_MS = 24 * 60 * 60 * 1000
import { QueryLog, termKey, type LoggedTerm, type SearchLogRepository, type StoredSearchEvent } from '../query-log'

/** An in-memory query-log store (the port makes the log testable without a database). */
function memoryLog(): SearchLogRepository & { events: StoredSearchEvent[]; counts: Map<string, LoggedTerm>; open: boolean } {
  const events: StoredSearchEvent[] = []
  const counts = new Map<string, LoggedTerm>()
  const votes = new Set<string>()
  const store = {
    events,
    counts,
    open: true,
    isOpen: () => store.open,
    write(batch: readonly StoredSearchEvent[]) {
      for (const e of batch) {
        events.push(e)
        if (!e.key || !e.term || e.voters.length === 0) continue
        const fresh = e.voters.map((voter) => `${e.day}|${voter}|${e.key}`).filter((vote) => !votes.has(vote))
        for (const vote of fresh) votes.add(vote)
        if (fresh.length === e.voters.length) {
          const current = counts.get(e.key)
          counts.set(e.key, { term: current?.term ?? e.term, key: e.key, count: (current?.count ?? 0) + 1 })
        }
      }
    },
    topTerms: (limit: number) => [...counts.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)).slice(0, limit),
    recentTermsOf: (id: string, limit: number) =>
      events.filter((e) => e.type === 'search.query' && e.term && (e.userId === id || e.anonymousId === id)).reverse().slice(0, limit).map((e) => e.term as string),
    hasTerms: () => counts.size > 0,
    insertTermCounts: (terms: ReadonlyArray<LoggedTerm & { at: string }>) => terms.forEach((t) => counts.set(t.key, { term: t.term, key: t.key, count: t.count })),
  }
  return store
}

describe('query log', () => {
  it('counts a search once a day per term, visitor and client address', () => {
    const store = memoryLog()
    let now = Date.parse('2025-01-01T00:00:00Z')
    const log = new QueryLog(store, () => now)
    log.record({ type: 'search.query', term: 'Tênis  de Corrida', sessionId: 's1', clientAddress: '198.51.100.1', source: 'api' })
    log.record({ type: 'search.query', term: 'tenis de corrida', sessionId: 's1', clientAddress: '198.51.100.1', source: 'event' })
    log.record({ type: 'search.query', term: 'tênis de corrida', sessionId: 's2', clientAddress: '198.51.100.2', source: 'api' })
    expect(log.topTerms(10)).toEqual([{ term: 'Tênis de Corrida', key: termKey('tenis de corrida'), count: 2 }])
    // One address making up visitors, or one visitor moving address, adds nothing that day.
    log.record({ type: 'search.query', term: 'tênis de corrida', sessionId: 's3', clientAddress: '198.51.100.1', source: 'event' })
    log.record({ type: 'search.query', term: 'tênis de corrida', sessionId: 's1', clientAddress: '198.51.100.9', source: 'event' })
    expect(log.topTerms(10)[0].count).toBe(2)
    now += DAY_MS
    log.record({ type: 'search.query', term: 'tênis de corrida', sessionId: 's1', clientAddress: '198.51.100.1', source: 'api' })
    log.record({ type: 'search.click', term: 'tênis de corrida', sessionId: 's1', productId: '1', position: 1, source: 'event' })
    expect(log.topTerms(10)[0].count).toBe(3)
    expect(store.events).toHaveLength(7)
    expect(JSON.stringify(store.events)).not.toContain('198.51.100')
    log.close()
  })

  it('keeps events pending until a read or a flush, and writes nothing once the store is closed', () => {
    const store = memoryLog()
    const log = new QueryLog(store)
    log.record({ type: 'search.query', term: 'bola', anonymousId: 'a1', source: 'event' })
    expect(store.events).toHaveLength(0)
    expect(log.recentTermsOf('a1')).toEqual(['bola'])
    expect(store.events).toHaveLength(1)
    log.record({ type: 'session.ping', anonymousId: 'a1', source: 'event' })
    store.open = false
    log.close()
    expect(store.events).toHaveLength(1)
  })

  it('refreshes the popular terms it keeps for suggestions after a write (the timer flushes every second)', () => {
    const store = memoryLog()
    store.insertTermCounts([{ term: 'bola', key: 'bola', count: 5, at: '' }])
    const log = new QueryLog(store)
    expect(log.popularTerms().map((t) => t.term)).toEqual(['bola'])
    log.record({ type: 'search.query', term: 'mochila', source: 'api' })
    log.flush()
    expect(log.popularTerms().map((t) => t.term)).toEqual(['bola', 'mochila'])
    log.close()
  })
})
