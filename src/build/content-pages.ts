/**
 * Page creation for the content-driven routes: CMS content pages (generic,
 * institutional, club, services, marketplace, campaigns), the application
 * routes whose text lives in code (aplicativo, app-chatbot, avalie-o-produto,
 * member), the store pages /lojas/{slug} and the permanent redirects from the
 * older /lojas_old/{slug} addresses.
 *
 * gatsby-node (createPages):
 *   for (const page of [...contentPages(content), ...storePages(content)]) actions.createPage(page)
 *   for (const rule of storeRedirects(content)) actions.createRedirect(rule)
 */
import path from 'node:path'

import { pagePath, type Page, type Store } from '../../cms-schemas'
import { cmsPageFeature } from '../lib/content/page-features'
import { ROUTE_PAGES } from '../lib/content/route-pages'
import {
  shelfKey,
  type ContentLink,
  type ContentPageContext,
  type ContentPageData,
  type SectionNav,
} from '../lib/content/types'
import type { ShelfPageContext } from '../lib/product-card/shelves'
import { nearbyStores, storePath, type StorePageContext } from '../lib/physical-stores'
import type { Content } from './content'
import type { RedirectRuleInput } from './redirects'
import { shelfContext, shelfProductIds } from './shelf-products'

export const CONTENT_PAGE_TEMPLATE = path.resolve(process.cwd(), 'src/templates/content-page.tsx')
export const STORE_PAGE_TEMPLATE = path.resolve(process.cwd(), 'src/templates/store-page.tsx')

/** Older store addresses, kept alive by permanent redirects to /lojas/{slug}. */
export const OLD_STORES_PREFIX = '/lojas_old'

/** How many other stores a store page suggests. */
export const NEARBY_STORES = 3

export interface PageInput<Context extends object> {
  path: string
  component: string
  context: Context
}

/** Sections whose pages share a navigation, by first path segment, with the label used when no root page exists. */
const SECTION_LABELS: Readonly<Record<string, string>> = {
  clube: 'Clube Arena',
  servicos: 'Serviços',
  marketplace: 'Marketplace',
  institucional: 'Institucional',
  aplicativo: 'Aplicativo',
}

const firstSegment = (pagePathname: string): string => pagePathname.split('/')[1] ?? ''

/** A CMS page as the template shows it. */
export function pageDataOf(page: Page): ContentPageData {
  const feature = cmsPageFeature(pagePath(page))
  return {
    path: pagePath(page),
    kind: page.kind,
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    seo: page.seo,
    body: page.body,
    ...(feature ? { feature } : {}),
  }
}

/** Every page the content template renders: CMS pages first, then the code-defined route pages. */
export function allContentPageData(content: Pick<Content, 'pages'>): ContentPageData[] {
  return [...content.pages.map(pageDataOf), ...ROUTE_PAGES]
}

/** Home, then every ancestor of the page that is itself a page (ancestors without a page are skipped). */
export function breadcrumbsFor(page: Pick<ContentPageData, 'path'>, pages: readonly ContentPageData[]): ContentLink[] {
  const byPath = new Map(pages.map((candidate) => [candidate.path, candidate]))
  const segments = page.path.split('/').filter(Boolean)
  const crumbs: ContentLink[] = [{ label: 'Início', href: '/' }]
  for (let end = 1; end < segments.length; end += 1) {
    const ancestor = byPath.get(`/${segments.slice(0, end).join('/')}`)
    if (ancestor) crumbs.push({ label: ancestor.title, href: ancestor.path })
  }
  return crumbs
}

/** A sub-page's title without the section's name: "Regulamento do Clube Arena" → "Regulamento". */
export function shortTitle(title: string, sectionTitle: string | undefined): string {
  if (!sectionTitle) return title
  const escaped = sectionTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const short = title.replace(new RegExp(`\\s+(?:(?:do|da|de|no|na)\\s+)?${escaped}$`, 'i'), '').trim()
  return short.length > 0 ? short : title
}

/** The pages sharing the page's section (its first segment), root page first; null for a page alone in its section. */
export function sectionNavFor(page: Pick<ContentPageData, 'path' | 'noindex'>, pages: readonly ContentPageData[]): SectionNav | null {
  const section = firstSegment(page.path)
  const label = SECTION_LABELS[section]
  if (!label || page.noindex) return null
  const members = pages.filter((candidate) => firstSegment(candidate.path) === section && !candidate.noindex)
  if (members.length < 2) return null
  const root = members.find((candidate) => candidate.path === `/${section}`)
  const ordered = root ? [root, ...members.filter((candidate) => candidate !== root)] : members
  return {
    title: root?.title ?? label,
    links: ordered.map((candidate) => ({
      label: candidate === root ? 'Visão geral' : shortTitle(candidate.title, root?.title),
      href: candidate.path,
    })),
  }
}

/** The product ids of the page's product-shelf blocks, queried from the build catalogue like the home shelves. */
export function shelvesFor(
  page: Pick<ContentPageData, 'body'>,
  query: (listingUri: string, limit: number) => string[] = shelfProductIds,
): ShelfPageContext {
  return shelfContext(
    page.body.flatMap((block, index) =>
      block.type === 'product-shelf' ? [{ key: shelfKey(index), listingUri: block.source.listingUri, limit: block.limit }] : [],
    ),
    query,
  )
}

/** One page per CMS content page and per code-defined route page. */
export function contentPages(content: Pick<Content, 'pages'>): Array<PageInput<ContentPageContext>> {
  const pages = allContentPageData(content)
  const paths = new Set<string>()
  return pages.map((page) => {
    if (paths.has(page.path)) throw new Error(`Two content pages share the path ${page.path}`)
    paths.add(page.path)
    return {
      path: page.path,
      component: CONTENT_PAGE_TEMPLATE,
      context: {
        page,
        breadcrumbs: breadcrumbsFor(page, pages),
        sectionNav: sectionNavFor(page, pages),
        ...shelvesFor(page),
      },
    }
  })
}

/** One page per physical store, with the stores nearest to it. */
export function storePages(content: Pick<Content, 'stores'>): Array<PageInput<StorePageContext>> {
  return content.stores.map((store: Store) => ({
    path: storePath(store),
    component: STORE_PAGE_TEMPLATE,
    context: { store, nearby: nearbyStores(store, content.stores, NEARBY_STORES) },
  }))
}

/** /lojas_old/{slug} → /lojas/{slug}, permanently, case-insensitively, also on in-app navigation. */
export function storeRedirects(content: Pick<Content, 'stores'>): RedirectRuleInput[] {
  return content.stores.map((store) => ({
    fromPath: `${OLD_STORES_PREFIX}/${store.slug}`,
    toPath: storePath(store),
    isPermanent: true,
    statusCode: 301,
    ignoreCase: true,
    redirectInBrowser: true,
  }))
}
