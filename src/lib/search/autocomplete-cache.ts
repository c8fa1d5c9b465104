import type { Suggestions } from '../../commerce/search'

export type AutocompleteFetcher = (term: string, signal?: AbortSignal) => Promise<Suggestions>

/** Cache key of a term: case and surrounding space do not make a new request. */
export const autocompleteKey = (term: string): string => term.trim().toLowerCase()

/**
 * Autocomplete answers kept in memory per term for the page's lifetime
 * (shell §7). Requests in flight are shared; failures are not cached.
 */
export function createAutocompleteCache(fetcher: AutocompleteFetcher) {
  const answers = new Map<string, Suggestions>()
  const inFlight = new Map<string, Promise<Suggestions>>()
  return {
    /** The cached answer of a term, if any (synchronous, for a first render). */
    peek(term: string): Suggestions | undefined {
      return answers.get(autocompleteKey(term))
    },
    get(term: string): Promise<Suggestions> {
      const key = autocompleteKey(term)
      const cached = answers.get(key)
      if (cached) return Promise.resolve(cached)
      const pending = inFlight.get(key)
      if (pending) return pending
      const request = fetcher(term.trim())
        .then((answer) => {
          answers.set(key, answer)
          return answer
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, request)
      return request
    },
    size: (): number => answers.size,
    clear(): void {
      answers.clear()
      inFlight.clear()
    },
  }
}

export type AutocompleteCache = ReturnType<typeof createAutocompleteCache>
