import path from 'node:path'

/**
 * A built page's HTML rendered again outside Gatsby's build (decision record
 * 0042), with the build's own compiled renderer
 * (`.cache/page-ssr/routes/render-page.js`) called as Gatsby's HTML workers
 * call it (gatsby/dist/utils/worker/child/render-html.js): the template's
 * scripts and styles from the build's webpack stats and its static queries'
 * results from `public/`. The HTML holds the slices' placeholders, stitched
 * afterwards as Gatsby stitches them. Gatsby's helpers are internal modules:
 * when they move, loading throws and the publish builds with Gatsby.
 */
export interface PageRenderer {
  render(pagePath: string, pageData: PageDataFile): Promise<string>
}

export interface PageDataFile {
  componentChunkName: string
  staticQueryHashes: string[]
  [key: string]: unknown
}

interface RenderPageModule {
  default(input: Record<string, unknown>): Promise<{ html: string }>
}

/** The environment Gatsby's build gives its HTML workers (build-html.js `envVars`). */
const RENDER_ENV = { NODE_ENV: 'production', gatsby_executing_command: 'build', gatsby_log_level: 'normal' } as const

/** The renderer of the build in `siteDir`; `webpackCompilationHash` is the build's own (unstamped). */
export async function loadPageRenderer(siteDir: string, webpackCompilationHash: string): Promise<PageRenderer> {
  // Gatsby's HTML worker sets these before requiring the renderer; the script runs for this alone.
  Object.assign(process.env, RENDER_ENV)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fromSite = (request: string): unknown => require(require.resolve(request, { paths: [siteDir] }))
  const assets = fromSite('gatsby/dist/utils/client-assets-for-template') as {
    readWebpackStats(publicDir: string): Promise<unknown>
    getScriptsAndStylesForTemplate(chunk: string, stats: unknown): Promise<Record<string, unknown>>
  }
  const staticQueries = fromSite('gatsby/dist/utils/static-query-utils') as {
    getStaticQueryContext(hashes: string[]): Promise<{ staticQueryContext: unknown }>
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const renderer = require(path.join(siteDir, '.cache', 'page-ssr', 'routes', 'render-page.js')) as RenderPageModule
  const stats = await assets.readWebpackStats(path.join(siteDir, 'public'))
  const resources = new Map<string, Promise<Record<string, unknown>>>()
  const resourcesOf = (pageData: PageDataFile) => {
    const key = `${pageData.componentChunkName}\n${pageData.staticQueryHashes.join(',')}`
    let found = resources.get(key)
    if (!found) {
      found = Promise.all([assets.getScriptsAndStylesForTemplate(pageData.componentChunkName, stats), staticQueries.getStaticQueryContext(pageData.staticQueryHashes)]).then(
        ([scripts, { staticQueryContext }]) => ({ ...scripts, staticQueryContext }),
      )
      resources.set(key, found)
    }
    return found
  }
  return {
    async render(pagePath, pageData) {
      const { html } = await renderer.default({ pagePath, pageData, webpackCompilationHash, context: { isDuringBuild: true }, ...(await resourcesOf(pageData)) })
      return html
    },
  }
}
