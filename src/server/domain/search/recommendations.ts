import { RECOMMENDATION_PRODUCTS_MAX } from './limits'
import type { SearchService } from './service'

/**
 * Deterministic recommendations from the catalogue, in the shape of the
 * personalisation provider's showcases. The personalised showcase uses the
 * visitor's latest logged searches, else a sport chosen by a hash of the
 * visitor id; product pages get "bought together" (same sport, other
 * subcategory), similar products (same subcategory) and best sellers.
 */

export type ShowcaseFeature = 'Personalized' | 'FrequentlyBoughtTogether' | 'SimilarProducts' | 'BestSellers'

export interface RecommendationRequest {
  name: string
  dyuser: string
  dysession: string
  pageName: string
  productId?: string
  skuId?: string
}

export interface Showcase {
  feature: ShowcaseFeature
  title: string
  docs: number[]
}

export const RECOMMENDATIONS_CLICK_PATH = '/api/_v3/api/intelligent-search/pages/recommendations/click'

export class UnknownProductError extends Error {
  constructor(id: string) {
    super(`Unknown product ${id}`)
    this.name = 'UnknownProductError'
  }
}

/** FNV-1a, for stable per-visitor choices. */
function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export function recommendationShowcases(service: SearchService, request: RecommendationRequest): Showcase[] {
  const index = service.index
  const limit = RECOMMENDATION_PRODUCTS_MAX
  const bestSellers: Showcase = { feature: 'BestSellers', title: 'Mais vendidos', docs: service.bestSellers(limit) }

  if (request.name === 'product') {
    let doc = request.productId ? index.docOf(request.productId) : undefined
    if (doc === undefined && request.skuId) {
      for (let d = 0; d < index.size && doc === undefined; d++) if (index.product(d).skus.some((s) => s.id === request.skuId)) doc = d
    }
    if (doc === undefined) throw new UnknownProductError(request.productId ?? request.skuId ?? '')
    const product = index.product(doc)
    const leaf = product.categoryIds[product.categoryIds.length - 1]
    const department = product.categoryIds[0]
    const together = service.bestSellers(limit, (d) => {
      if (d === doc) return false
      const other = index.product(d)
      const sameGroup = product.sportId ? other.sportId === product.sportId : other.categoryIds[0] === department
      return sameGroup && other.categoryIds[other.categoryIds.length - 1] !== leaf
    })
    const similar = service.bestSellers(limit, (d) => d !== doc && index.product(d).categoryIds[index.product(d).categoryIds.length - 1] === leaf)
    return [
      { feature: 'FrequentlyBoughtTogether', title: 'Compre junto', docs: together },
      { feature: 'SimilarProducts', title: 'Produtos similares', docs: similar },
      bestSellers,
    ]
  }

  // Personalised: the visitor's latest searches, else a sport picked by visitor id.
  const visitor = request.dyuser || request.dysession
  const picked = new Set<number>()
  if (visitor) {
    for (const term of service.log.recentTermsOf(visitor)) {
      const outcome = service.engine.search({ query: term, selected: [], sort: 'score_desc', page: 1, count: limit, hideUnavailableItems: true })
      for (const d of outcome.docs) if (picked.size < limit) picked.add(d)
    }
  }
  if (picked.size < limit) {
    const sports = index.catalogue.sports.filter((s) => index.facets.esporte.byValue.has(s.slug))
    const sport = sports.length ? sports[hash(visitor || 'anonymous') % sports.length] : undefined
    for (const d of service.bestSellers(limit, (d) => !picked.has(d) && (!sport || index.product(d).sportId === sport.id))) {
      if (picked.size < limit) picked.add(d)
    }
  }
  return [{ feature: 'Personalized', title: 'Recomendados para você', docs: [...picked] }, bestSellers]
}
