import type { SearchClient } from './search'

/** Every method of the client, once (the type makes the list complete). */
const METHODS: Record<keyof SearchClient, true> = {
  autocomplete: true,
  topSearches: true,
  productSearch: true,
  fallbackProducts: true,
  productsByIds: true,
  productRecommendations: true,
  recommendations: true,
}

export const SEARCH_CLIENT_METHODS = Object.keys(METHODS) as Array<keyof SearchClient>

let loading: Promise<SearchClient> | null = null

function loadSearchClient(): Promise<SearchClient> {
  loading ??= import(/* webpackChunkName: "search-client" */ './search').then(
    (module) => module.searchClient,
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

type Method = (...args: unknown[]) => Promise<unknown>

/**
 * The search client with its code loaded at the first call, in a chunk of its
 * own: the header's search box, the listings and the wishlist ask for
 * suggestions and results only after the shopper does something, so the
 * client (≈ 1.2 kB gzip) stays out of the first-load JavaScript of every page
 * (decision record 0017). A failed load is tried again at the next call.
 */
export const searchClientOnDemand = Object.fromEntries(
  SEARCH_CLIENT_METHODS.map((name) => [name, (...args: unknown[]) => loadSearchClient().then((client) => (client[name] as Method)(...args))]),
) as unknown as SearchClient
