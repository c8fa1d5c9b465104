import { pageBlockSchema, RESERVED_FIRST_SEGMENTS } from '../../../cms-schemas'
import { ROUTE_PAGES } from '../../lib/content/route-pages'
import { shelfKey } from '../../lib/content/types'
import {
  breadcrumbsFor,
  CONTENT_PAGE_TEMPLATE,
  contentPages,
  NEARBY_STORES,
  sectionNavFor,
  shelvesFor,
  shortTitle,
  STORE_PAGE_TEMPLATE,
  storePages,
  storeRedirects,
} from '../content-pages'
import { loadContent } from '../content'
import { mergeRedirects } from '../redirects'
import { setBuildCatalogue } from '../catalogue'
import { testCatalogue } from '../../test-support/catalogue'

setBuildCatalogue(testCatalogue({ size: 200 }))
const content = loadContent('consumer')
const pages = contentPages(content)
const byPath = new Map(pages.map((page) => [page.path, page]))

describe('contentPages', () => {
  it('creates one page per CMS page and per code-defined route page, on the content template', () => {
    expect(pages).toHaveLength(content.pages.length + ROUTE_PAGES.length)
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length)
    for (const page of pages) {
      expect(page.component).toBe(CONTENT_PAGE_TEMPLATE)
      expect(page.context.page.path).toBe(page.path)
    }
  })

  it('covers the content routes of the route table', () => {
    const required = [
      '/atendimento', '/app-chatbot', '/avalie-o-produto', '/cartao-presente', '/cashback', '/circula-produtos', '/clube',
      '/clube/cadastro', '/clube/garantia', '/clube/parceiros', '/clube/regulamento', '/clube/servicos', '/guia-de-tamanhos',
      '/institucional/quem-somos', '/institucional/fundacao-arena', '/marketplace', '/marketplace/cadastro', '/marketplace/triagem',
      '/member/authorize', '/member/update', '/seguro-bike', '/servicos', '/servicos/trocas-e-devolucoes',
    ]
    for (const path of required) expect(byPath.has(path)).toBe(true)
    expect(pages.some((page) => page.path.startsWith('/aplicativo/'))).toBe(true)
    expect(pages.some((page) => page.path.startsWith('/campanha/'))).toBe(true)
  })

  it('keeps code-defined route pages on reserved segments (no clash with CMS pages) with valid blocks', () => {
    for (const page of ROUTE_PAGES) {
      expect(RESERVED_FIRST_SEGMENTS).toContain(page.path.split('/')[1])
      for (const block of page.body) expect(pageBlockSchema.safeParse(block).success).toBe(true)
      expect(page.seo.title.length).toBeLessThanOrEqual(70)
      expect(page.seo.description.length).toBeLessThanOrEqual(160)
    }
  })

  it('marks only the member pages noindex', () => {
    expect(pages.filter((page) => page.context.page.noindex).map((page) => page.path).sort()).toEqual(['/member/authorize', '/member/update'])
  })

  it('fills the product shelves of the campaign page from the build catalogue', () => {
    const campaign = pages.find((page) => page.path.startsWith('/campanha/'))!
    const shelfBlocks = campaign.context.page.body
      .map((block, index) => ({ block, index }))
      .filter(({ block }) => block.type === 'product-shelf')
    expect(shelfBlocks.length).toBeGreaterThan(0)
    for (const { block, index } of shelfBlocks) {
      const products = campaign.context.shelves[shelfKey(index)]
      expect(products.length).toBeGreaterThan(0)
      if (block.type === 'product-shelf') expect(products.length).toBeLessThanOrEqual(block.limit)
    }
  })
})

describe('breadcrumbsFor', () => {
  const data = pages.map((page) => page.context.page)

  it('goes from the home through the ancestors that are pages', () => {
    expect(breadcrumbsFor({ path: '/clube/garantia' }, data)).toEqual([
      { label: 'Início', href: '/' },
      { label: 'Clube Arena', href: '/clube' },
    ])
  })

  it('skips ancestors without a page', () => {
    expect(breadcrumbsFor({ path: '/institucional/quem-somos' }, data)).toEqual([{ label: 'Início', href: '/' }])
    expect(breadcrumbsFor({ path: '/seguro-bike' }, data)).toEqual([{ label: 'Início', href: '/' }])
  })
})

describe('sectionNavFor', () => {
  const data = pages.map((page) => page.context.page)

  it('lists the club pages, the root first as the overview', () => {
    const nav = sectionNavFor({ path: '/clube/regulamento' }, data)!
    expect(nav.title).toBe('Clube Arena')
    expect(nav.links[0]).toEqual({ label: 'Visão geral', href: '/clube' })
    expect(nav.links).toContainEqual({ label: 'Regulamento', href: '/clube/regulamento' })
    expect(nav.links).toContainEqual({ label: 'Garantia', href: '/clube/garantia' })
    expect(nav.links.map((link) => link.href)).toEqual(
      expect.arrayContaining(['/clube/cadastro', '/clube/garantia', '/clube/parceiros', '/clube/regulamento', '/clube/servicos']),
    )
  })

  it('names a section without a root page by its label, and gives none to single generic pages or member pages', () => {
    expect(sectionNavFor({ path: '/institucional/quem-somos' }, data)?.title).toBe('Institucional')
    expect(sectionNavFor({ path: '/seguro-bike' }, data)).toBeNull()
    expect(sectionNavFor({ path: '/member/update', noindex: true }, data)).toBeNull()
  })
})

describe('shortTitle', () => {
  it('drops the section name with its preposition, keeping titles that would become empty', () => {
    expect(shortTitle('Cadastro no Clube Arena', 'Clube Arena')).toBe('Cadastro')
    expect(shortTitle('Serviços do Clube Arena', 'Clube Arena')).toBe('Serviços')
    expect(shortTitle('Garantia Clube Arena', 'Clube Arena')).toBe('Garantia')
    expect(shortTitle('Clube Arena', 'Clube Arena')).toBe('Clube Arena')
    expect(shortTitle('Cadastro de vendedor', 'Venda no marketplace Arena')).toBe('Cadastro de vendedor')
    expect(shortTitle('Quem somos', undefined)).toBe('Quem somos')
  })
})

describe('shelvesFor', () => {
  it('queries one shelf per product-shelf block with its listing and limit, keyed by block index', () => {
    const query = jest.fn((_uri: string, limit: number) => Array.from({ length: limit }, (_, i) => `10000${i}`))
    const { shelves, shelfProductIds } = shelvesFor(
      {
        body: [
          { type: 'paragraph', text: 'Ofertas' },
          { type: 'product-shelf', title: 'Corrida', source: { type: 'category', listingUri: 'c=esportes/corrida' }, limit: 2 },
        ],
      },
      query,
    )
    expect(query).toHaveBeenCalledWith('c=esportes/corrida', 2)
    expect(Object.keys(shelves)).toEqual([shelfKey(1)])
    expect(shelves[shelfKey(1)]).toEqual(['100000', '100001'])
    expect(shelfProductIds).toEqual(['100000', '100001'])
  })
})

describe('storePages and storeRedirects', () => {
  it('creates /lojas/{slug} for every store with its nearest stores', () => {
    const stores = storePages(content)
    expect(stores.map((page) => page.path)).toEqual(content.stores.map((store) => `/lojas/${store.slug}`))
    for (const page of stores) {
      expect(page.component).toBe(STORE_PAGE_TEMPLATE)
      expect(page.context.nearby).toHaveLength(Math.min(NEARBY_STORES, content.stores.length - 1))
      expect(page.context.nearby.map((entry) => entry.store.slug)).not.toContain(page.context.store.slug)
      const distances = page.context.nearby.map((entry) => entry.distanceKm ?? Infinity)
      expect([...distances].sort((a, b) => a - b)).toEqual(distances)
    }
    const paulista = stores.find((page) => page.path === '/lojas/sao-paulo-paulista')!
    expect(paulista.context.nearby[0].store.slug).toBe('sao-paulo-marginal-pinheiros')
  })

  it('redirects every /lojas_old/{slug} permanently to /lojas/{slug}', () => {
    const rules = storeRedirects(content)
    expect(rules).toHaveLength(content.stores.length)
    expect(rules[0]).toEqual({
      fromPath: `/lojas_old/${content.stores[0].slug}`,
      toPath: `/lojas/${content.stores[0].slug}`,
      isPermanent: true,
      statusCode: 301,
      ignoreCase: true,
      redirectInBrowser: true,
    })
    expect(mergeRedirects([], rules).every((rule) => rule.statusCode === 301)).toBe(true)
  })
})
