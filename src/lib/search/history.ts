import { SEARCH_HISTORY_MAX, SEARCH_HISTORY_STORAGE_KEY } from '../../config/constants'

/** One searched term (shell §3 Searched-terms history). */
export interface SearchedTerm {
  term: string
}

export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function browserStorage(): HistoryStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}

const isSearchedTerm = (value: unknown): value is SearchedTerm =>
  !!value && typeof value === 'object' && typeof (value as { term?: unknown }).term === 'string'

/** The stored history, newest first; malformed storage reads as empty. */
export function readSearchHistory(storage: HistoryStorage | null = browserStorage()): SearchedTerm[] {
  if (!storage) return []
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SEARCH_HISTORY_STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isSearchedTerm).map(({ term }) => ({ term })) : []
  } catch {
    return []
  }
}

function write(storage: HistoryStorage, list: SearchedTerm[]): void {
  try {
    storage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(list))
  } catch {
    // Storage full or blocked: the history is a convenience only.
  }
}

/**
 * Adds a term to the history (shell §5): only when no stored term equals it
 * after trimming. New terms go first; the oldest beyond the limit drop off.
 */
export function addToSearchHistory(term: string, storage: HistoryStorage | null = browserStorage()): SearchedTerm[] {
  const list = readSearchHistory(storage)
  const trimmed = term.trim()
  if (!storage || trimmed === '' || list.some((entry) => entry.term.trim() === trimmed)) return list
  const next = [{ term: trimmed }, ...list].slice(0, SEARCH_HISTORY_MAX)
  write(storage, next)
  return next
}

/** 'Limpar': forgets every searched term. */
export function clearSearchHistory(storage: HistoryStorage | null = browserStorage()): SearchedTerm[] {
  try {
    storage?.removeItem(SEARCH_HISTORY_STORAGE_KEY)
  } catch {
    // ignore
  }
  return []
}
