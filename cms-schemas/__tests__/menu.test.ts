import { isEditorialThirdLevel, menuSchema } from '../menu'
import { clone, issuesOf } from './helpers'

const subcategory = {
  title: 'Leggings',
  url: '/pesquisa?c=feminino/roupas/leggings&sort=score_desc',
  new_tab: false,
  type: 'category',
  listingUri: 'c=feminino/roupas/leggings&sort=score_desc',
}

const validMenu = {
  departments: [
    {
      title: 'Feminino',
      url: '/pesquisa?c=feminino&sort=score_desc',
      categories: [
        {
          title: 'Roupas esportivas',
          url: '/pesquisa?c=feminino/roupas&sort=score_desc',
          typeThirtLevel: 'simple-listing',
          subcategories: [subcategory],
          highlight: false,
          includeModule: false,
        },
        {
          title: 'Guias e dicas',
          url: '/guia-de-tamanhos',
          typeThirtLevel: 'editorial-guides',
          subcategories: [],
          highlight: false,
          includeModule: false,
        },
      ],
      imageBannerDesktop: '/images/cms/menu/feminino-desktop.svg',
      imageBannerMobile: '/images/cms/menu/feminino-mobile.svg',
      linkBanner: '/pesquisa?c=feminino&sort=release_desc',
      new_tabBanner: false,
      highlight: false,
      appIcon: '/images/cms/icones/feminino.svg',
    },
    { title: 'Liquidação', url: '/pesquisa?q=liquidacao', categories: [], new_tabBanner: false, highlight: true },
  ],
}

describe('menuSchema', () => {
  it('accepts departments, categories and subcategories', () => {
    expect(issuesOf(menuSchema, validMenu)).toEqual([])
  })

  it('names the path of a missing category title', () => {
    const menu = clone(validMenu) as { departments: Array<{ categories: Array<Record<string, unknown>> }> }
    delete menu.departments[0].categories[0].title
    expect(issuesOf(menuSchema, menu)).toEqual(['departments.0.categories.0.title: Required'])
  })

  it('rejects an unknown third-level type', () => {
    const menu = clone(validMenu)
    menu.departments[0].categories[0].typeThirtLevel = 'carousel'
    expect(issuesOf(menuSchema, menu)[0]).toMatch(/^departments\.0\.categories\.0\.typeThirtLevel: must be one of simple-listing/)
  })

  it('checks listing URIs against the destination type', () => {
    const menu = clone(validMenu)
    menu.departments[0].categories[0].subcategories[0].type = 'collection'
    expect(issuesOf(menuSchema, menu)).toContain(
      'departments.0.categories.0.subcategories.0.listingUri: a collection destination needs collection=slug',
    )
  })

  it('requires a banner on every subcategory of a banner block', () => {
    const menu = clone(validMenu)
    menu.departments[0].categories[0].typeThirtLevel = 'banner-block'
    expect(issuesOf(menuSchema, menu)).toEqual([
      'departments.0.categories.0.subcategories.0.banner: Required in a banner-block category',
    ])
  })

  it('requires subcategories in a simple listing but not in editorial kinds', () => {
    const menu = clone(validMenu)
    menu.departments[0].categories[0].subcategories = []
    expect(issuesOf(menuSchema, menu)).toEqual([
      'departments.0.categories.0.subcategories: a simple-listing category needs at least one subcategory',
    ])
    expect(isEditorialThirdLevel('editorial-guides')).toBe(true)
    expect(isEditorialThirdLevel('banner-block')).toBe(false)
  })

  it('pairs desktop and mobile banners and rejects duplicate department titles', () => {
    const menu = clone(validMenu) as { departments: Array<Record<string, unknown>> }
    delete menu.departments[0].imageBannerMobile
    expect(issuesOf(menuSchema, menu)).toEqual([
      'departments.0.imageBannerMobile: Required when the other banner image is set (desktop and mobile go together)',
    ])
    const twice = { departments: [validMenu.departments[1], validMenu.departments[1]] }
    expect(issuesOf(menuSchema, twice)).toEqual(['departments.1.title: duplicate title "Liquidação" (already used at index 0)'])
    expect(issuesOf(menuSchema, { departments: [] })).toEqual(['departments: must contain at least one department'])
  })
})
