import type { CategoryNode } from '../../../catalogue/model'
import type { SearchIndex } from '../../../catalogue/search/search-index'

/**
 * What a store path names, as VTEX's catalogue answers it
 * (`GET /api/catalog_system/pub/portal/pagetype/{path}`): a product page
 * (`{linkText}/p`, or `/kit` for a kit), a department, category or
 * subcategory (`{department}/{category}/{subcategory}` by slug), a brand
 * (`{brand slug}`), or nothing. VTEX's storefront client resolves a product
 * slug through it when its own reading of the slug fails.
 */
export type PageTypeName = 'Product' | 'Department' | 'Category' | 'SubCategory' | 'Brand' | 'NotFound'

export interface PageType {
  /** The product, category or brand id (VTEX's are numbers; a non-numeric id of this catalogue stays a string). */
  id: number | string | null
  name: string | null
  url: string | null
  title: string | null
  metaTagDescription: string | null
  pageType: PageTypeName
}

const NOT_FOUND: PageType = { id: null, name: null, url: null, title: null, metaTagDescription: null, pageType: 'NotFound' }
const CATEGORY_LEVELS: readonly PageTypeName[] = ['Department', 'Category', 'SubCategory']

const idOf = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id)

function categoryAt(roots: readonly CategoryNode[], slugs: readonly string[]): CategoryNode | undefined {
  let level: readonly CategoryNode[] = roots
  let found: CategoryNode | undefined
  for (const slug of slugs) {
    found = level.find((node) => node.slug === slug)
    if (!found) return undefined
    level = found.children
  }
  return found
}

/** The page type of a path (leading and trailing slashes, letter case and a query string are ignored). */
export function pageTypeOf(path: string, index: SearchIndex): PageType {
  const segments = path
    .split('?')[0]
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => segment.toLowerCase())
  if (segments.length === 0) return NOT_FOUND
  const last = segments[segments.length - 1]
  if (segments.length === 2 && (last === 'p' || last === 'kit')) {
    const doc = index.docOfIdentifier('slug', segments[0])
    const product = doc === undefined ? undefined : index.product(doc)
    if (!product || (last === 'kit') !== product.isKit) return NOT_FOUND
    return { id: idOf(product.id), name: product.name, url: `/${product.linkText}/${last}`, title: product.name, metaTagDescription: product.description, pageType: 'Product' }
  }
  const category = segments.length <= CATEGORY_LEVELS.length ? categoryAt(index.catalogue.categories, segments) : undefined
  if (category) {
    return { id: idOf(category.id), name: category.name, url: `/${segments.join('/')}`, title: category.name, metaTagDescription: category.name, pageType: CATEGORY_LEVELS[segments.length - 1] }
  }
  const brand = segments.length === 1 ? index.catalogue.brands.find((candidate) => candidate.slug === segments[0]) : undefined
  if (brand) return { id: idOf(brand.id), name: brand.name, url: `/${brand.slug}`, title: brand.name, metaTagDescription: brand.name, pageType: 'Brand' }
  return NOT_FOUND
}
