import { termKey, type SearchLogRepository } from '../server/domain/search/query-log'

/**
 * Searches a new store starts with, so "Mais buscados" is never empty
 * (top_searches answers exactly ten). Each term finds products in the
 * generated catalogue (checked by a test).
 */
export const SEEDED_SEARCHES: ReadonlyArray<{ term: string; count: number }> = [
  { term: 'tênis', count: 980 },
  { term: 'tênis de corrida', count: 760 },
  { term: 'bicicleta', count: 640 },
  { term: 'chuteira', count: 590 },
  { term: 'bola de futebol', count: 520 },
  { term: 'camiseta', count: 470 },
  { term: 'mochila', count: 410 },
  { term: 'barraca', count: 350 },
  { term: 'legging', count: 300 },
  { term: 'whey protein', count: 260 },
  { term: 'garrafa térmica', count: 210 },
  { term: 'óculos de natação', count: 170 },
]

/** Seeder: fills the per-term counts of a new store, once. */
export function seedSearchQueryLog({ searchLog }: { searchLog: Pick<SearchLogRepository, 'hasTerms' | 'insertTermCounts'> }): void {
  if (searchLog.hasTerms()) return
  const at = new Date(0).toISOString()
  searchLog.insertTermCounts(SEEDED_SEARCHES.map(({ term, count }) => ({ term, key: termKey(term), count, at })))
}
