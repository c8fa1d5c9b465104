import { pageDataOf } from '../content-pages'
import { cmsPageFeature } from '../../lib/content/page-features'
import { ROUTE_PAGES } from '../../lib/content/route-pages'

describe('content page features', () => {
  it('gives the club, cashback and marketplace pages their member panels', () => {
    expect(cmsPageFeature('/clube')).toBe('club-status')
    expect(cmsPageFeature('/clube/cadastro')).toBe('club-join')
    expect(cmsPageFeature('/cashback')).toBe('cashback-statement')
    expect(cmsPageFeature('/marketplace/cadastro')).toBe('seller-application')
    expect(cmsPageFeature('/marketplace/triagem')).toBe('seller-screening')
    expect(cmsPageFeature('/clube/regulamento')).toBeUndefined()
  })

  it('sets the feature on the CMS page data, and only there', () => {
    const page = { slug: 'clube/cadastro', kind: 'club', title: 'Cadastro', seo: { title: 't', description: 'd' }, body: [] }
    expect(pageDataOf(page as unknown as Parameters<typeof pageDataOf>[0]).feature).toBe('club-join')
    const other = { ...page, slug: 'clube/garantia' }
    expect(pageDataOf(other as unknown as Parameters<typeof pageDataOf>[0])).not.toHaveProperty('feature')
  })

  it('gives /avalie-o-produto the review form', () => {
    expect(ROUTE_PAGES.find((page) => page.path === '/avalie-o-produto')?.feature).toBe('product-review')
  })
})
