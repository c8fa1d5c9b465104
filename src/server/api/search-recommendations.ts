import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { RECOMMENDATIONS_CLICK_PATH, UnknownProductError, recommendationShowcases } from '../domain/search/recommendations'
import type { CurrentSearch } from '../domain/search/live-search'
import { notFound } from '../http/errors'

const param = z.string().max(200).optional()

const recommendationsQuery = z.object({
  dyuser: param,
  dysession: param,
  pageName: param,
  location: z.string().max(2000).optional(),
  source: param,
  engine: param,
  device: param,
  name: param,
  productId: param,
  skuId: param,
})

const clickQuery = z.object({
  deviceId: param,
  source: param,
  userId: param,
  interactionType: param,
  feature: param,
  productId: param,
})

/**
 * GET /_v3/api/intelligent-search/pages/recommendations: showcases
 * [{ showcase: { feature, title }, products, clickUrl, dyuser, dysession }];
 * the first is the personalised one (name=autocomplete) or
 * FrequentlyBoughtTogether (name=product). The click endpoint answers 204.
 */
export async function recommendationRoutes(app: FastifyInstance, { search }: { search: CurrentSearch }): Promise<void> {
  app.get('/_v3/api/intelligent-search/pages/recommendations', async (request, reply) => {
    const q = recommendationsQuery.parse(request.query)
    const dyuser = q.dyuser ?? ''
    const dysession = q.dysession ?? ''
    // One index for the whole answer (the catalogue may be replaced between requests).
    const service = search.current
    let showcases
    try {
      showcases = recommendationShowcases(service, {
        name: q.name ?? 'autocomplete',
        dyuser,
        dysession,
        pageName: q.pageName ?? '',
        productId: q.productId || undefined,
        skuId: q.skuId || undefined,
      })
    } catch (error) {
      if (error instanceof UnknownProductError) throw notFound(error.message, 'PRODUCT_NOT_FOUND')
      throw error
    }
    const body = showcases.map((s, i) => ({
      showcase: { feature: s.feature, title: s.title },
      products: service.rawList(i),
      clickUrl: RECOMMENDATIONS_CLICK_PATH,
      dyuser,
      dysession,
    }))
    return reply.type('application/json; charset=utf-8').send(service.render(body, showcases.map((s) => s.docs)))
  })

  app.get('/_v3/api/intelligent-search/pages/recommendations/click', async (request, reply) => {
    const q = clickQuery.parse(request.query)
    search.current.log.record({
      type: 'recommendation.click',
      term: q.interactionType ?? null,
      productId: q.productId ?? null,
      anonymousId: q.deviceId ?? null,
      userId: q.userId ?? null,
      source: 'event',
    })
    return reply.status(204).send()
  })
}
