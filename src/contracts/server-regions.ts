import type { Footer, Imperdivel, Menu, Stripe } from '../../cms-schemas'

/**
 * The regions the production server renders per request with the build's own
 * components (src/ssr): what the build compiles, where the server finds the
 * compiled module, what it asks of it, and the slot of the static page its
 * markup goes into. Gatsby's HTML renderer compiles each entry (name →
 * source) next to its render-page.js.
 */
export const SERVER_REGION_ENTRIES = {
  'search-region': 'src/ssr/search-region.tsx',
  'shell-slices': 'src/ssr/shell-slices.tsx',
} as const

export type ServerRegion = keyof typeof SERVER_REGION_ENTRIES

/** Where Gatsby's HTML renderer writes its entries, under the cache directory. */
const RENDERER_OUTPUT_DIR = 'page-ssr/routes'

/** The compiled module of a region in a build's cache directory. */
export function serverRegionModulePath(cacheDir: string, region: ServerRegion): string {
  return `${cacheDir.replace(/\/+$/, '')}/${RENDERER_OUTPUT_DIR}/${region}.js`
}

/** The element of the static /pesquisa page the results markup goes into: `<div data-ssr-slot="search-results">`. */
export const SEARCH_RESULTS_SLOT_ATTRIBUTE = 'data-ssr-slot'
export const SEARCH_RESULTS_SLOT = 'search-results'

/** A fetch the region uses for the search API (the server answers it in-process). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface SearchRegionInput {
  /** The address's query string, with its '?' (e.g. '?q=bola&sort=price_asc'). */
  search: string
  /** Answers the search API's paths (the server's own routes). */
  fetch: FetchLike
}

export interface SearchRegion {
  /** Markup of the results region (the content of the page's slot). */
  html: string
  /** The script element carrying the seed, for the end of the body. */
  seedScript: string
}

/** The content of the shell's slices (src/contracts/shell-slices.ts), e.g. an editor's drafts. */
export interface ShellSlicesContent {
  stripe: Stripe
  menu: Menu
  footer: Footer | null
  imperdivel: Imperdivel | null
}

/**
 * The shell's slices rendered with given content (the preview mode: an
 * editor's drafts in the live pages, decision record 0037): each slice's
 * markup by slice id, as Gatsby would render it.
 */
export interface ShellSlicesRegion {
  renderShellSlices(content: ShellSlicesContent): Record<string, string>
}
