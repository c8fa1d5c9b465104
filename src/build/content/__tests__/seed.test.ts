import { existsSync } from 'node:fs'
import path from 'node:path'

import { categoryPaths, isEditorialThirdLevel, isLocalCmsImage, parseListingUri } from '../../../../cms-schemas'
import { loadContent, type Content } from '..'

const ROOT = path.resolve(__dirname, '../../../..')
const SEED = path.join(ROOT, 'content')
const consumer = loadContent('consumer', { contentDir: SEED })
const business = loadContent('business', { contentDir: SEED })

/** Category path a menu link points to: ?c= of a search URL or /esportes/{slug}. */
function menuPath(url: string): string | undefined {
  const sport = /^\/esportes\/([a-z0-9-]+)$/.exec(url)
  if (sport) return `esportes/${sport[1]}`
  const search = /^\/pesquisa\?(.*)$/.exec(url)
  return search ? (new URLSearchParams(search[1]).get('c') ?? undefined) : undefined
}

function imagesOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('/images/')) found.push(value)
  else if (Array.isArray(value)) value.forEach((item) => imagesOf(item, found))
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => imagesOf(item, found))
  return found
}

describe('category tree (content/shared/category-tree.json)', () => {
  const { departments } = consumer.categoryTree

  it('has the six catalogue departments, each with categories and subcategories', () => {
    expect(departments.map((d) => d.slug)).toEqual(['esportes', 'feminino', 'masculino', 'infantil', 'acessorios', 'equipamentos'])
    for (const department of departments.filter((d) => d.slug !== 'esportes')) {
      expect(department.categories.length).toBeGreaterThanOrEqual(4)
      expect(department.categories.length).toBeLessThanOrEqual(8)
    }
    for (const category of departments.flatMap((d) => d.categories)) {
      expect(category.subcategories.length).toBeGreaterThanOrEqual(2)
      expect(category.subcategories.length).toBeLessThanOrEqual(6)
    }
  })

  it('has one Esportes category per sport, with the sport slug', () => {
    const esportes = departments.find((d) => d.slug === 'esportes')
    expect(esportes?.categories.map((c) => c.slug)).toEqual(consumer.sports.map((s) => s.slug))
    expect(esportes?.categories.every((c) => c.sport === c.slug)).toBe(true)
    expect(consumer.sports.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Corrida', 'Futebol', 'Ciclismo', 'Natação', 'Academia e Fitness', 'Trilha e Camping', 'Tênis e Raquete', 'Basquete', 'Vôlei', 'Surf', 'Skate', 'Yoga', 'Lutas']),
    )
  })

  it('lists own and partner brands', () => {
    expect(consumer.brands.some((b) => b.own)).toBe(true)
    expect(consumer.brands.some((b) => !b.own)).toBe(true)
  })
})

describe('menu', () => {
  const { departments } = consumer.menu

  it('has the top-level sections of the spec, Liquidação searching for liquidacao', () => {
    expect(departments.map((d) => d.title)).toEqual([
      'Esportes', 'Feminino', 'Masculino', 'Infantil', 'Acessórios', 'Equipamentos', 'Marcas', 'Liquidação',
    ])
    const liquidacao = departments.find((d) => d.title === 'Liquidação')
    expect(liquidacao?.url).toBe('/pesquisa?q=liquidacao')
    expect(liquidacao?.highlight).toBe(true)
    expect(departments[0].appIcon).toBeDefined()
  })

  it('mirrors every category and subcategory of the catalogue tree', () => {
    const menuPaths = new Set<string>()
    for (const department of departments) {
      for (const category of department.categories) {
        const categoryPath = menuPath(category.url)
        if (categoryPath) menuPaths.add(categoryPath)
        for (const sub of category.subcategories) {
          const c = parseListingUri(sub.listingUri).query.c
          if (sub.type === 'category' && c) menuPaths.add(c)
        }
      }
    }
    const treePaths = [...categoryPaths(consumer.categoryTree)].filter((p) => p.includes('/'))
    expect(treePaths.filter((p) => !menuPaths.has(p))).toEqual([])
  })

  it('links Esportes entries to sport pages and Infantil listings with the gender filter', () => {
    const esportes = departments[0]
    expect(esportes.categories.every((c) => /^\/esportes\/[a-z0-9-]+$/.test(c.url))).toBe(true)
    const infantil = departments.find((d) => d.title === 'Infantil')
    const uris = infantil?.categories.flatMap((c) => c.subcategories.map((s) => s.listingUri)) ?? []
    expect(uris.length).toBeGreaterThan(0)
    expect(uris.every((uri) => uri.includes('gender=infantil'))).toBe(true)
  })

  it('includes editorial and banner-block kinds and brand filters', () => {
    const categories = departments.flatMap((d) => d.categories)
    expect(categories.some((c) => isEditorialThirdLevel(c.typeThirtLevel))).toBe(true)
    expect(categories.some((c) => c.typeThirtLevel === 'banner-block')).toBe(true)
    const marcas = departments.find((d) => d.title === 'Marcas')
    const brandSlugs = marcas?.categories.flatMap((c) => c.subcategories.map((s) => parseListingUri(s.listingUri).query.brand))
    expect(brandSlugs?.sort()).toEqual(consumer.brands.map((b) => b.slug).sort())
  })
})

describe('seed content', () => {
  it.each([['consumer', consumer], ['business', business]] as Array<[string, Content]>)(
    'uses only existing local images under /images/cms/ (%s)',
    (_variant, content) => {
      const images = imagesOf(content)
      expect(images.length).toBeGreaterThan(50)
      expect(images.filter((src) => !isLocalCmsImage(src))).toEqual([])
      expect(images.filter((src) => !existsSync(path.join(ROOT, 'static', src)))).toEqual([])
    },
  )

  it('has the pages the routes need', () => {
    const paths = consumer.pages.map((page) => `/${page.slug}`)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/institucional/fundacao-arena', '/institucional/quem-somos', '/seguro-bike', '/atendimento', '/cashback',
        '/clube', '/clube/cadastro', '/clube/garantia', '/clube/parceiros', '/clube/regulamento', '/clube/servicos',
        '/servicos', '/servicos/trocas-e-devolucoes', '/guia-de-tamanhos', '/circula-produtos', '/cartao-presente',
        '/marketplace', '/marketplace/cadastro', '/marketplace/triagem', '/campanha/semana-do-esporte',
      ]),
    )
  })

  it('links footer and stripe paths to pages or known routes', () => {
    const pagePaths = new Set(consumer.pages.map((page) => `/${page.slug}`))
    const routes = ['/lojas', '/account/orders', '/clube']
    const footer = consumer.footer
    expect(footer).not.toBeNull()
    const links = footer ? [...footer.serviceLinks, ...footer.helpLinks, ...footer.aboutUsLinks, footer.deliveryPolicy, footer.privacyPolicy] : []
    const internal = links.map((l) => l.link).filter((link) => link.startsWith('/'))
    expect(internal.filter((link) => !pagePaths.has(link) && !routes.includes(link))).toEqual([])
  })

  it('has stores, 3-4 stripe messages, an active campaign card and the required redirects', () => {
    expect(consumer.stores.length).toBeGreaterThanOrEqual(8)
    expect(consumer.stripe.messages.length).toBeGreaterThanOrEqual(3)
    expect(consumer.stripe.messages.length).toBeLessThanOrEqual(4)
    expect(consumer.imperdivel.highlightedCard.active).toBe(true)
    const rules = new Map(consumer.redirects.map((rule) => [rule.fromPath, rule]))
    expect(rules.get('/live-shop')).toMatchObject({ toPath: '/', isPermanent: true })
    expect(rules.get('/home')).toMatchObject({ toPath: '/', isPermanent: false })
    const productRules = consumer.redirects.filter((rule) => rule.fromPath.endsWith('/p'))
    expect(productRules.length).toBeGreaterThan(0)
    expect(productRules.every((rule) => rule.isPermanent && rule.toPath.endsWith('/p'))).toBe(true)
    expect(consumer.redirects.every((rule) => rule.ignoreCase && rule.redirectInBrowser)).toBe(true)
  })
})
