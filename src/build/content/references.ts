/**
 * Cross-file checks: links and listing URIs must point at categories, sports,
 * brands and campaign pages that exist in the content.
 */
import { categoryPaths, parseListingUri, pagePath } from '../../../cms-schemas'
import type { ContentKey } from './files'
import type { Content } from './types'
import { formatPath, type ContentIssue } from '../../../cms-schemas/validation'

type Path = Array<string | number>

class ReferenceChecker {
  readonly issues: ContentIssue[] = []
  private readonly categories: Set<string>
  private readonly sports: Set<string>
  private readonly brands: Set<string>

  constructor(
    content: Omit<Content, 'warnings'>,
    private readonly sources: Record<ContentKey, string>,
  ) {
    this.categories = categoryPaths(content.categoryTree)
    this.sports = new Set(content.sports.map((sport) => sport.slug))
    this.brands = new Set(content.brands.map((brand) => brand.slug))
  }

  report(key: ContentKey, path: Path, message: string): void {
    this.issues.push({ source: this.sources[key], path: formatPath(path), message })
  }

  sport(key: ContentKey, path: Path, slug: string): void {
    if (!this.sports.has(slug)) this.report(key, path, `unknown sport "${slug}" (not in ${this.sources.sports})`)
  }

  brand(key: ContentKey, path: Path, slug: string): void {
    if (!this.brands.has(slug)) this.report(key, path, `unknown brand "${slug}" (not in ${this.sources.brands})`)
  }

  listingQuery(key: ContentKey, path: Path, query: string): void {
    const { query: parsed } = parseListingUri(query)
    if (parsed.c !== undefined && !this.categories.has(parsed.c)) {
      this.report(key, path, `unknown category path "${parsed.c}" (not in ${this.sources.categoryTree})`)
    }
    if (parsed.brand !== undefined) this.brand(key, path, parsed.brand)
  }

  /** Checks the site paths that name catalogue entities: /pesquisa?c=…, /esportes/{slug}, /marcas/{slug}. */
  href(key: ContentKey, path: Path, href: string): void {
    const search = /^\/pesquisa\/?\?(.*)$/.exec(href)
    if (search) {
      const params = new URLSearchParams(search[1])
      const c = params.get('c')
      if (c !== null && !this.categories.has(c)) {
        this.report(key, path, `unknown category path "${c}" (not in ${this.sources.categoryTree})`)
      }
      const brand = params.get('brand')
      if (brand !== null) this.brand(key, path, brand)
      return
    }
    const sport = /^\/esportes\/([^/?#]+)\/?$/.exec(href)
    if (sport) return this.sport(key, path, sport[1])
    const brand = /^\/marcas\/([^/?#]+)\/?$/.exec(href)
    if (brand) this.brand(key, path, brand[1])
  }
}

export function checkReferences(
  content: Omit<Content, 'warnings'>,
  sources: Record<ContentKey, string>,
): ContentIssue[] {
  const check = new ReferenceChecker(content, sources)

  content.categoryTree.departments.forEach((department, d) =>
    department.categories.forEach((category, c) => {
      if (category.sport) check.sport('categoryTree', ['departments', d, 'categories', c, 'sport'], category.sport)
      category.subcategories.forEach((sub, s) => {
        if (sub.sport) {
          check.sport('categoryTree', ['departments', d, 'categories', c, 'subcategories', s, 'sport'], sub.sport)
        }
      })
    }),
  )

  content.menu.departments.forEach((department, d) => {
    const base: Path = ['departments', d]
    check.href('menu', [...base, 'url'], department.url)
    department.categories.forEach((category, c) => {
      const categoryPath: Path = [...base, 'categories', c]
      check.href('menu', [...categoryPath, 'url'], category.url)
      category.subcategories.forEach((sub, s) => {
        const subPath: Path = [...categoryPath, 'subcategories', s]
        check.href('menu', [...subPath, 'url'], sub.url)
        check.listingQuery('menu', [...subPath, 'listingUri'], sub.listingUri)
      })
    })
  })

  content.home.sections.forEach((section, i) => {
    const base: Path = ['sections', i]
    switch (section.type) {
      case 'sports':
        section.items.forEach((item, j) => {
          check.sport('home', [...base, 'items', j, 'sport'], item.sport)
          check.href('home', [...base, 'items', j, 'link'], item.link)
        })
        break
      case 'brands':
        section.items.forEach((item, j) => {
          check.brand('home', [...base, 'items', j, 'brand'], item.brand)
          check.href('home', [...base, 'items', j, 'link'], item.link)
        })
        break
      case 'pictos':
        section.items.forEach((item, j) => check.href('home', [...base, 'items', j, 'link'], item.link))
        break
      case 'product-shelf':
        check.listingQuery('home', [...base, 'source', 'listingUri'], section.source.listingUri)
        break
      default:
        section.banners.forEach((banner, j) => check.href('home', [...base, 'banners', j, 'link'], banner.link))
    }
  })

  content.pages.forEach((page, p) =>
    page.body.forEach((block, b) => {
      if (block.type === 'product-shelf') {
        check.listingQuery('pages', ['pages', p, 'body', b, 'source', 'listingUri'], block.source.listingUri)
      }
    }),
  )

  const { highlightedCard } = content.imperdivel
  if (highlightedCard.active) {
    const paths = new Set(content.pages.map((page) => pagePath(page)))
    const target = highlightedCard.link.replace(/\/$/, '')
    if (!paths.has(target)) {
      check.report('imperdivel', ['highlightedCard', 'link'], `no campaign page "${target}" in ${sources.pages}`)
    }
  }

  return check.issues
}
