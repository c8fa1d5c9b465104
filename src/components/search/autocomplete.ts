import type { Suggestions } from '../../commerce/search'
import { resultsKind, type ResultsStore } from '../../sdk/results'

/** Autocomplete answers, cached per term in memory: the toolkit's results store, for the page's lifetime. */
export const AUTOCOMPLETE_ANSWERS = resultsKind<Suggestions>('autocomplete answers')

export type AutocompleteFetcher = (term: string, signal?: AbortSignal) => Promise<Suggestions>

/** Key of a term: case and surrounding space do not make a new request. */
export const autocompleteKey = (term: string): string => term.trim().toLowerCase()

/**
 * The autocomplete answers of a store: one request per term at a time,
 * answers kept, failures not kept.
 */
export function autocompleteAnswers(store: ResultsStore<Suggestions>, fetcher: AutocompleteFetcher) {
  return {
    /** The kept answer of a term, if any (synchronous, for a first render). */
    peek: (term: string): Suggestions | undefined => store.peek(autocompleteKey(term)),
    get: (term: string): Promise<Suggestions> => store.load(autocompleteKey(term), (signal) => fetcher(term.trim(), signal)),
    /** How many terms have an answer. */
    size: (): number => Object.values(store.getState()).filter((entry) => entry.status === 'done').length,
  }
}

export type AutocompleteAnswers = ReturnType<typeof autocompleteAnswers>
