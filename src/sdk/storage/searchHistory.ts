import { SEARCH_HISTORY_MAX, SEARCH_HISTORY_STORAGE_KEY } from '../../config/constants'
import { getLocalStorage, readJSON, removeKey, writeJSON } from './browserStorage'
import type { KeyValueStorage } from './browserStorage'

/** One searched term of the history (local storage, key searchedTerms). */
export interface SearchedTerm {
  term: string
}

const isSearchedTerm = (value: unknown): value is SearchedTerm =>
  !!value && typeof value === 'object' && typeof (value as { term?: unknown }).term === 'string'

/** The stored history (localStorage `searchedTerms`), newest first; malformed storage reads as empty. */
export function readSearchHistory(storage: KeyValueStorage | null = getLocalStorage()): SearchedTerm[] {
  const stored = readJSON(storage, SEARCH_HISTORY_STORAGE_KEY)
  return Array.isArray(stored) ? stored.filter(isSearchedTerm).map(({ term }) => ({ term })) : []
}

/**
 * Adds a term to the history: only when no stored term equals it
 * after trimming. New terms go first; the oldest beyond the limit drop off.
 * A full or blocked storage stores nothing (the history is a convenience only).
 */
export function addToSearchHistory(term: string, storage: KeyValueStorage | null = getLocalStorage()): SearchedTerm[] {
  const list = readSearchHistory(storage)
  const trimmed = term.trim()
  if (!storage || trimmed === '' || list.some((entry) => entry.term.trim() === trimmed)) return list
  const next = [{ term: trimmed }, ...list].slice(0, SEARCH_HISTORY_MAX)
  writeJSON(storage, SEARCH_HISTORY_STORAGE_KEY, next)
  return next
}

/** 'Limpar': forgets every searched term. */
export function clearSearchHistory(storage: KeyValueStorage | null = getLocalStorage()): SearchedTerm[] {
  removeKey(storage, SEARCH_HISTORY_STORAGE_KEY)
  return []
}
