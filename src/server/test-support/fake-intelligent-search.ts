import Fastify, { type FastifyInstance } from 'fastify'
import type { Catalogue } from '../../catalogue/model'
import { mapProduct } from '../../catalogue/search/product-mapper'
import { SearchIndex } from '../../catalogue/search/search-index'
import { foldText } from '../../catalogue/search/text'
import type { SearchProduct } from '../../contracts/search'
import { INTELLIGENT_SEARCH_PATH } from '../catalogue-source/vtex'

/**
 * A stand-in for the platform's Intelligent Search (tests and the VTEX build
 * check): product_search pages over a fixed list of products, filtered by a
 * plain word match of `query`/`q`, in the shapes of intelligent-search-api.json.
 * Every request is recorded.
 */
export interface FakeIntelligentSearch {
  app: FastifyInstance
  baseUrl: string
  products: SearchProduct[]
  requests: string[]
  close(): Promise<void>
}

/** Products only the fake platform has: a generated catalogue's products under other ids, names and addresses. */
export function platformOnlyProducts(catalogue: Catalogue, count = 12): SearchProduct[] {
  const lookups = new SearchIndex(catalogue).lookups
  return catalogue.products
    .filter((product) => product.skus.some((sku) => sku.offers.some((offer) => offer.stock > 0)) && !product.isKit)
    .slice(0, count)
    .map((product, i) => {
      const mapped = mapProduct(product, lookups)
      const productId = String(700_001 + i)
      const linkText = `plataforma-${mapped.linkText}`
      return {
        ...mapped,
        productId,
        cacheId: `sp-${productId}`,
        productName: `${mapped.productName} Plataforma`,
        linkText,
        link: `/${linkText}/p`,
        items: mapped.items.map((item, s) => ({ ...item, itemId: String(7_000_001 + i * 100 + s), ean: `789${String(7_000_001 + i * 100 + s).padStart(10, '0')}` })),
      }
    })
}

function matches(product: SearchProduct, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean)
  const text = foldText(`${product.productName} ${product.brand} ${product.categories.join(' ')}`)
  return words.every((word) => text.includes(word))
}

export async function startFakeIntelligentSearch(products: SearchProduct[], port = 0): Promise<FakeIntelligentSearch> {
  const app = Fastify()
  const requests: string[] = []
  app.addHook('onRequest', async (request) => {
    requests.push(request.url)
  })
  const productSearch = async (request: { query: unknown }) => {
    const query = request.query as Record<string, string | undefined>
    const term = query.query ?? query.q ?? ''
    const page = Math.max(1, Number(query.page ?? 1) || 1)
    const count = Math.min(100, Math.max(1, Number(query.count ?? 24) || 24))
    const found = term ? products.filter((product) => matches(product, term)) : products
    return {
      products: found.slice((page - 1) * count, page * count),
      recordsFiltered: found.length,
      correction: { misspelled: false },
      fuzzy: '0',
      operator: 'and',
      translated: false,
      pagination: { count: Math.ceil(found.length / count), current: { index: page, proxyUrl: '' }, before: [], after: [], perPage: count, next: { index: 0 }, previous: { index: 0 }, first: { index: 0 }, last: { index: 0 } },
    }
  }
  // With facets (`/product_search/{facets}`) and without (`/product_search?query=…`), as the platform answers both.
  app.get(`${INTELLIGENT_SEARCH_PATH}/product_search`, productSearch)
  app.get(`${INTELLIGENT_SEARCH_PATH}/product_search/*`, productSearch)
  await app.listen({ port, host: '127.0.0.1' })
  const address = app.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  return { app, baseUrl: `http://127.0.0.1:${boundPort}`, products, requests, close: () => app.close() }
}
