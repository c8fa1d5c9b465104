import menuJson from '../../../../content/shared/menu.json'
import { menuSchema } from '../../../../cms-schemas'
import { MENU_SUBCATEGORIES_PER_COLUMN } from '../../../config/constants'
import {
  categoryColumnCount,
  departmentTone,
  dropdownBlockKind,
  listingHref,
  moduleCategories,
  splitIntoColumns,
  subcategoryHref,
} from '../menuRules'

const menu = menuSchema.parse(menuJson)

describe('department tones', () => {
  it('highlights the first department and shows Outlet and Liquidação in the error colour', () => {
    expect(departmentTone({ title: 'Esportes' }, 0)).toBe('featured')
    expect(departmentTone({ title: 'Feminino' }, 1)).toBe('default')
    expect(departmentTone({ title: 'Liquidação' }, 7)).toBe('sale')
    expect(departmentTone({ title: 'LIQUIDACAO' }, 3)).toBe('sale')
    expect(departmentTone({ title: 'Outlet' }, 0)).toBe('sale')
  })

  it('the seed menu has the sections of the spec, in order', () => {
    expect(menu.departments.map((d) => d.title)).toEqual([
      'Esportes', 'Feminino', 'Masculino', 'Infantil', 'Acessórios', 'Equipamentos', 'Marcas', 'Liquidação',
    ])
  })
})

describe('link rules', () => {
  it('category listings point to c=dept/category/subcategory sorted by relevance', () => {
    expect(listingHref('category', 'c=feminino/roupas/leggings')).toBe('/pesquisa?c=feminino/roupas/leggings&sort=score_desc')
    expect(listingHref('category', 'sort=release_desc&c=feminino')).toBe('/pesquisa?c=feminino&sort=release_desc')
  })

  it('keeps the gender and brand filters of a category listing', () => {
    expect(listingHref('category', 'c=infantil/calcados/tenis&gender=infantil')).toBe(
      '/pesquisa?c=infantil/calcados/tenis&gender=infantil&sort=score_desc',
    )
    expect(listingHref('category', 'brand=arena-pro&c=esportes/corrida')).toBe('/pesquisa?c=esportes/corrida&brand=arena-pro&sort=score_desc')
  })

  it('search filters point to the search page and collections to their page', () => {
    expect(listingHref('search-filter', 'q=liquidacao')).toBe('/pesquisa?q=liquidacao')
    expect(listingHref('search-filter', 'brand=golaco&sort=score_desc')).toBe('/pesquisa?brand=golaco&sort=score_desc')
    expect(listingHref('collection', 'collection=lancamentos')).toBe('/colecao/lancamentos')
  })

  it('uses the CMS address when there is one, else the listing of the destination', () => {
    expect(subcategoryHref({ url: '/marcas/arena-pro', type: 'search-filter', listingUri: 'brand=arena-pro' })).toBe('/marcas/arena-pro')
    expect(subcategoryHref({ url: ' ', type: 'category', listingUri: 'c=a/b/c' })).toBe('/pesquisa?c=a/b/c&sort=score_desc')
  })

  it('Liquidação links to a search for liquidacao; own brands to brand pages, partner brands to brand searches', () => {
    const sale = menu.departments.find((d) => d.title === 'Liquidação')!
    expect(sale.url).toBe('/pesquisa?q=liquidacao')
    const brands = menu.departments.find((d) => d.title === 'Marcas')!
    const [own, partners] = brands.categories
    for (const sub of own.subcategories) expect(subcategoryHref(sub)).toMatch(/^\/marcas\/[a-z0-9-]+$/)
    for (const sub of partners.subcategories) expect(subcategoryHref(sub)).toMatch(/^\/pesquisa\?brand=[a-z0-9-]+/)
  })

  it('every seed category subcategory links to the listing of its own destination', () => {
    for (const department of menu.departments) {
      for (const category of department.categories) {
        for (const sub of category.subcategories.filter((s) => s.type === 'category')) {
          const expected = new URLSearchParams(listingHref(sub.type, sub.listingUri).split('?')[1])
          const actual = new URLSearchParams(subcategoryHref(sub).split('?')[1])
          expect(actual.get('c')).toBe(expected.get('c'))
        }
      }
    }
  })
})

describe('dropdown kinds and columns', () => {
  it('maps third-level kinds to list, banners or the editorial placeholder', () => {
    expect(dropdownBlockKind('simple-listing')).toBe('list')
    expect(dropdownBlockKind('banner-block')).toBe('banners')
    expect(dropdownBlockKind('editorial-articles')).toBe('placeholder')
    expect(dropdownBlockKind('editorial-guides')).toBe('placeholder')
  })

  it('splits subcategories into one column per 15', () => {
    expect(MENU_SUBCATEGORIES_PER_COLUMN).toBe(15)
    const items = Array.from({ length: 31 }, (_, i) => i)
    const columns = splitIntoColumns(items)
    expect(columns.map((c) => c.length)).toEqual([15, 15, 1])
    expect(columns.flat()).toEqual(items)
    expect(splitIntoColumns(items.slice(0, 15))).toHaveLength(1)
    expect(splitIntoColumns([])).toEqual([])
    expect(() => splitIntoColumns(items, 0)).toThrow(RangeError)
  })

  it('counts the columns of a category', () => {
    const subs = (n: number) => Array.from({ length: n }, () => menu.departments[0].categories[0].subcategories[0])
    expect(categoryColumnCount({ typeThirtLevel: 'simple-listing', subcategories: subs(16) })).toBe(2)
    expect(categoryColumnCount({ typeThirtLevel: 'simple-listing', subcategories: subs(30) })).toBe(2)
    expect(categoryColumnCount({ typeThirtLevel: 'editorial-guides', subcategories: [] })).toBe(1)
  })

  it('lists the module categories of the Navegue por Esportes block', () => {
    const esportes = menu.departments[0]
    expect(moduleCategories(esportes).length).toBeGreaterThan(0)
    expect(moduleCategories(menu.departments[1])).toEqual([])
  })
})
