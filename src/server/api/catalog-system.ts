import type { FastifyInstance } from 'fastify'
import type { CurrentSearch } from '../domain/search/live-search'
import { pageTypeOf } from '../domain/search/page-type'

export interface CatalogSystemRoutesOptions {
  search: CurrentSearch
}

/**
 * The one call of VTEX's catalogue API that VTEX's storefront client needs
 * from the embedded backend: what a path names (`pagetype`), answered from
 * the search index. An unknown path is `pageType: "NotFound"` with a 200, as
 * the platform answers.
 */
export async function catalogSystemRoutes(app: FastifyInstance, { search }: CatalogSystemRoutesOptions): Promise<void> {
  // The router refuses parameters over 500 characters (app.ts), so a path here is short.
  app.get('/catalog_system/pub/portal/pagetype/*', async (request) => pageTypeOf((request.params as { '*'?: string })['*'] ?? '', search.current.index))
}
