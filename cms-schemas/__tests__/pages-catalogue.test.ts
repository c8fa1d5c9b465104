import { brandsSchema } from '../brands'
import { categoryPaths, categoryTreeSchema } from '../category-tree'
import { pagePath, pagesSchema } from '../pages'
import { sportsSchema } from '../sports'
import { clone, issuesOf } from './helpers'

const page = {
  slug: 'clube/garantia',
  kind: 'club',
  title: 'Garantia Clube Arena',
  seo: { title: 'Garantia | Arena Esportes', description: 'Mais 1 ano de garantia para membros do Clube.' },
  body: [
    { type: 'heading', text: 'Como acionar', level: 2 },
    { type: 'paragraph', text: 'Leve o produto a uma loja.' },
    { type: 'table', headers: ['Tamanho', 'Tórax'], rows: [['P', '88-96']] },
    { type: 'product-shelf', title: 'Ofertas', source: { type: 'category', listingUri: 'c=esportes' }, limit: 8 },
  ],
}

describe('pagesSchema', () => {
  it('accepts pages and builds their path', () => {
    expect(issuesOf(pagesSchema, { pages: [page, { ...page, slug: 'seguro-bike', kind: 'generic' }] })).toEqual([])
    expect(pagePath(page)).toBe('/clube/garantia')
  })

  it('places each kind under its prefix', () => {
    expect(issuesOf(pagesSchema, { pages: [{ ...page, kind: 'campaign' }] })).toEqual([
      'pages.0.slug: a campaign page must live under "campanha/"',
    ])
    expect(issuesOf(pagesSchema, { pages: [{ ...page, slug: 'clube', kind: 'club' }] })).toEqual([])
    expect(issuesOf(pagesSchema, { pages: [{ ...page, slug: 'institucional', kind: 'institutional' }] })).toEqual([
      'pages.0.slug: a institutional page must live under "institucional/"',
    ])
  })

  it('keeps generic pages off application routes', () => {
    expect(issuesOf(pagesSchema, { pages: [{ ...page, slug: 'checkout', kind: 'generic' }] })).toEqual([
      'pages.0.slug: "checkout" is reserved by another route or page kind',
    ])
    expect(issuesOf(pagesSchema, { pages: [{ ...page, slug: 'a/b', kind: 'generic' }] })).toEqual([
      'pages.0.slug: a generic page has a single-segment slug',
    ])
  })

  it('validates blocks, SEO lengths and slugs', () => {
    const bad = clone(page)
    bad.body[2] = { type: 'table', headers: ['Tamanho', 'Tórax'], rows: [['P']] }
    bad.seo.description = 'x'.repeat(161)
    expect(issuesOf(pagesSchema, { pages: [bad] })).toEqual([
      'pages.0.seo.description: must be at most 160 characters',
      'pages.0.body.2.rows.0: must have 2 cells, one per header (has 1)',
    ])
    expect(issuesOf(pagesSchema, { pages: [{ ...page, slug: '/clube/garantia' }] })[0]).toMatch(/^pages\.0\.slug: must be a path of lowercase slugs/)
    expect(issuesOf(pagesSchema, { pages: [{ ...page, body: [{ type: 'video', url: '/x' }] }] })[0]).toMatch(
      /^pages\.0\.body\.0\.type: Invalid discriminator value/,
    )
    expect(issuesOf(pagesSchema, { pages: [page, page] })).toEqual([
      'pages.1.slug: duplicate slug "clube/garantia" (already used at index 0)',
    ])
  })
})

describe('category tree, sports and brands', () => {
  const tree = {
    departments: [
      {
        name: 'Feminino',
        slug: 'feminino',
        gender: 'Feminino',
        categories: [{ name: 'Roupas', slug: 'roupas', subcategories: [{ name: 'Leggings', slug: 'leggings', sport: 'yoga' }] }],
      },
    ],
  }

  it('accepts a tree and lists its paths', () => {
    expect(issuesOf(categoryTreeSchema, tree)).toEqual([])
    expect([...categoryPaths(categoryTreeSchema.parse(tree))]).toEqual(['feminino', 'feminino/roupas', 'feminino/roupas/leggings'])
  })

  it('rejects bad slugs, empty levels and duplicates', () => {
    const bad = clone(tree)
    bad.departments[0].categories[0].subcategories.push({ name: 'Leggings 2', slug: 'leggings', sport: 'yoga' })
    bad.departments[0].categories[0].slug = 'Roupas'
    expect(issuesOf(categoryTreeSchema, bad)[0]).toMatch(/^departments\.0\.categories\.0\.slug: must be a lowercase slug/)
    const dup = clone(tree)
    dup.departments[0].categories[0].subcategories.push({ name: 'Leggings 2', slug: 'leggings', sport: 'yoga' })
    expect(issuesOf(categoryTreeSchema, dup)).toEqual([
      'departments.0.categories.0.subcategories.1.slug: duplicate slug "leggings" (already used at index 0)',
    ])
    const empty = clone(tree)
    empty.departments[0].categories[0].subcategories = []
    expect(issuesOf(categoryTreeSchema, empty)).toEqual([
      'departments.0.categories.0.subcategories: must contain at least one subcategory',
    ])
  })

  it('validates sports and brands', () => {
    expect(issuesOf(sportsSchema, { sports: [{ name: 'Corrida', slug: 'corrida' }] })).toEqual([])
    expect(issuesOf(sportsSchema, { sports: [{ name: 'Corrida' }] })).toEqual(['sports.0.slug: Required'])
    expect(issuesOf(brandsSchema, { brands: [{ name: 'Arena Pro', slug: 'arena-pro', own: true }] })).toEqual([])
    expect(issuesOf(brandsSchema, { brands: [{ name: 'Arena Pro', slug: 'arena-pro', own: 'sim' }] })).toEqual([
      'brands.0.own: must be true or false',
    ])
  })
})
