import fs from 'node:fs'
import {
  SEARCH_RESULTS_SLOT,
  SEARCH_RESULTS_SLOT_ATTRIBUTE,
  serverRegionModulePath,
  type FetchLike,
  type SearchRegion,
  type SearchRegionInput,
} from '../../contracts/server-regions'

/** The results page of the build, which the server renders per request. */
export const SEARCH_PAGE_PATH = '/pesquisa'

export interface SearchRegionRenderer {
  renderSearchRegion(input: SearchRegionInput): Promise<SearchRegion | null>
}

/**
 * The build's compiled results region (see src/ssr), or null when the build
 * has none (a build from before, or `gatsby develop`): the static page then
 * stands and the browser loads the results.
 */
export function loadSearchRegionRenderer(cacheDir: string): SearchRegionRenderer | null {
  const modulePath = serverRegionModulePath(cacheDir, 'search-region')
  if (!fs.existsSync(modulePath)) return null
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(modulePath) as Partial<SearchRegionRenderer>
  if (typeof loaded.renderSearchRegion !== 'function') throw new Error(`${modulePath} does not export renderSearchRegion`)
  return { renderSearchRegion: loaded.renderSearchRegion.bind(loaded) }
}

const SLOT_MARK = `${SEARCH_RESULTS_SLOT_ATTRIBUTE}="${SEARCH_RESULTS_SLOT}"`
const DIV_TAG = /<div[\s>]|<\/div>/g

/** The static results page cut where a rendered region and its seed go (cut once per build's file). */
export interface SearchPageTemplate {
  /** Up to and with the slot's opening tag. */
  beforeRegion: string
  /** From the slot's closing tag to the end of the body. */
  afterRegion: string
  /** From `</body>` on. */
  end: string
}

/** The static page's cut points, or null when the page has no (closed) slot. */
export function searchPageTemplate(page: string): SearchPageTemplate | null {
  const mark = page.indexOf(SLOT_MARK)
  if (mark < 0) return null
  const contentStart = page.indexOf('>', mark) + 1
  if (contentStart === 0) return null
  // The slot is a div: its end is the </div> that brings the depth back to 0.
  DIV_TAG.lastIndex = contentStart
  let depth = 1
  let contentEnd = -1
  for (let match = DIV_TAG.exec(page); match; match = DIV_TAG.exec(page)) {
    depth += match[0] === '</div>' ? -1 : 1
    if (depth === 0) {
      contentEnd = match.index
      break
    }
  }
  const bodyEnd = page.lastIndexOf('</body>')
  if (contentEnd < 0 || bodyEnd < contentEnd) return null
  return { beforeRegion: page.slice(0, contentStart), afterRegion: page.slice(contentEnd, bodyEnd), end: page.slice(bodyEnd) }
}

/** The page with the region inside the results slot (in place of the placeholder) and the seed script at the end of the body. */
export function fillSearchPage(template: SearchPageTemplate, region: SearchRegion): string {
  return `${template.beforeRegion}${region.html}${template.afterRegion}${region.seedScript}${template.end}`
}

/** {@link fillSearchPage} on a page's text; null when the page has no slot. */
export function spliceSearchRegion(page: string, region: SearchRegion): string | null {
  const template = searchPageTemplate(page)
  return template && fillSearchPage(template, region)
}

/** Marks the requests the server makes to itself to render a page (the search API then logs no query). */
export const SERVER_RENDER_HEADER = 'x-arena-server-render'

/** Whether a request is the server's own, made to render a page. */
export function isServerRender(request: { headers: Record<string, unknown> }): boolean {
  return request.headers[SERVER_RENDER_HEADER] === '1'
}

/** A fetch answered by the server's own routes, in-process (no socket). */
export type InProcessRequest = (request: { method: string; url: string }) => Promise<{ statusCode: number; body: string; contentType: string }>

export function inProcessFetch(request: InProcessRequest): FetchLike {
  return async (input, init) => {
    const answer = await request({ method: init.method ?? 'GET', url: input })
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': answer.contentType } })
  }
}
