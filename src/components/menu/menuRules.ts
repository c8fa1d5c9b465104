/**
 * Menu rules (the desktop menu and the mobile navigation, over the CMS's departments and
 * subcategories): which departments stand out, where each entry links, and how
 * long subcategory lists are split into dropdown columns.
 */
import type { MenuCategory, MenuDepartment, MenuSubcategory, ThirdLevelType } from '../../../cms-schemas'
import { MENU_SUBCATEGORIES_PER_COLUMN } from '../../config/constants'

/** Departments shown in the error colour (sale departments). */
const SALE_DEPARTMENTS = ['outlet', 'liquidacao'] as const

/** Lower case without accents: "Liquidação" → "liquidacao". */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
}

export type DepartmentTone = 'featured' | 'sale' | 'default'

/**
 * The first department is highlighted (with its icon); Outlet and Liquidação
 * are shown in the error colour; the others are plain.
 */
export function departmentTone(department: Pick<MenuDepartment, 'title'>, index: number): DepartmentTone {
  if ((SALE_DEPARTMENTS as readonly string[]).includes(normaliseTitle(department.title))) return 'sale'
  return index === 0 ? 'featured' : 'default'
}

/** How a category's third level renders: its links, its banners, or the editorial placeholder. */
export type DropdownBlockKind = 'list' | 'banners' | 'placeholder'

export function dropdownBlockKind(type: ThirdLevelType): DropdownBlockKind {
  if (type === 'simple-listing') return 'list'
  if (type === 'banner-block') return 'banners'
  return 'placeholder'
}

/** The text shown for third-level kinds that are not a simple listing or a banner block. */
export const UNSUPPORTED_BLOCK_TEXT = 'Conteúdo não cadastrado como listagem simples'

/** Label of the link to a whole department or category. */
export const SEE_ALL_TEXT = 'Ver tudo'

const LISTING_PATH = '/pesquisa'
const COLLECTION_PATH = '/colecao'

/** Order of the query keys of listing links, so equal listings get equal addresses. */
const LISTING_QUERY_ORDER = ['q', 'c', 'gender', 'brand', 'sort'] as const

/**
 * The listing a subcategory's destination points to:
 * - category: /pesquisa?c=dept/category/subcategory, optionally with gender
 *   and brand, sorted by relevance (score_desc) unless the CMS names a sort;
 * - search filter: /pesquisa?q=term or brand=slug, with its filters;
 * - collection: /colecao/{slug}.
 */
export function listingHref(type: MenuSubcategory['type'], listingUri: string): string {
  const params = new URLSearchParams(listingUri.startsWith('?') ? listingUri.slice(1) : listingUri)
  if (type === 'collection') {
    const collection = params.get('collection')
    return collection ? `${COLLECTION_PATH}/${collection}` : COLLECTION_PATH
  }
  if (type === 'category' && !params.has('sort')) params.set('sort', 'score_desc')
  const parts: string[] = []
  for (const key of LISTING_QUERY_ORDER) {
    const value = params.get(key)
    // Category paths keep their slashes readable: c=esportes/corrida/tenis.
    if (value) parts.push(`${key}=${encodeURIComponent(value).replace(/%2F/g, '/')}`)
  }
  return parts.length > 0 ? `${LISTING_PATH}?${parts.join('&')}` : LISTING_PATH
}

/**
 * Where a subcategory links: the address the CMS gives it (own brands lead to
 * their brand page, partner brands to a brand search), else the listing of its
 * destination.
 */
export function subcategoryHref(subcategory: Pick<MenuSubcategory, 'url' | 'type' | 'listingUri'>): string {
  const url = subcategory.url.trim()
  return url !== '' ? url : listingHref(subcategory.type, subcategory.listingUri)
}

/** Splits a list into columns of at most `perColumn` entries (one dropdown column per 15 subcategories). */
export function splitIntoColumns<T>(items: readonly T[], perColumn: number = MENU_SUBCATEGORIES_PER_COLUMN): T[][] {
  if (perColumn < 1) throw new RangeError('perColumn must be at least 1')
  const columns: T[][] = []
  for (let start = 0; start < items.length; start += perColumn) columns.push(items.slice(start, start + perColumn))
  return columns
}

/** Number of dropdown columns a category takes (at least one, for its title and placeholder). */
export function categoryColumnCount(category: Pick<MenuCategory, 'typeThirtLevel' | 'subcategories'>): number {
  if (dropdownBlockKind(category.typeThirtLevel) !== 'list') return 1
  return Math.max(1, Math.ceil(category.subcategories.length / MENU_SUBCATEGORIES_PER_COLUMN))
}

/** Categories listed in the mobile 'Navegue por Esportes' banner block. */
export function moduleCategories(department: Pick<MenuDepartment, 'categories'>): MenuCategory[] {
  return department.categories.filter((category) => category.includeModule)
}
