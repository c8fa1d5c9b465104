/** Shapes the content-page template receives in its page context (built by src/build/content-pages.ts). */
import type { PageBlock, PageKind } from '../../../cms-schemas'
import type { ShelfPageContext } from '../product-card/shelves'
import type { ProductCardData } from '../product-card/types'

/** Behaviour a page adds to its content blocks. */
export type PageFeature =
  | 'chatbot'
  | 'member-authorize'
  | 'member-update'
  | 'club-status'
  | 'club-join'
  | 'cashback-statement'
  | 'seller-application'
  | 'seller-screening'
  | 'product-review'

export interface ContentLink {
  label: string
  href: string
}

/** A content page: a CMS page, or one of the application routes defined in code (kind "app"). */
export interface ContentPageData {
  path: string
  kind: PageKind | 'app'
  title: string
  description?: string
  seo: { title: string; description: string }
  body: PageBlock[]
  feature?: PageFeature
  /** Pages that make no sense in search results (login returns). */
  noindex?: boolean
}

export interface SectionNav {
  /** Label of the navigation landmark, e.g. "Clube Arena". */
  title: string
  links: ContentLink[]
}

/** What a content page shows. */
export interface ContentPageProps {
  page: ContentPageData
  /** From the home to the parent page; the page itself is the last, unlinked crumb. */
  breadcrumbs: ContentLink[]
  /** Sibling pages of the same section (club, services, marketplace, institutional), or null. */
  sectionNav: SectionNav | null
  /** Products of each product-shelf block, by shelfKey(block index). */
  shelves: Record<string, ProductCardData[]>
}

/** Gatsby page context of a content page: the shelves hold product ids (the page query reads their cards). */
export interface ContentPageContext extends Omit<ContentPageProps, 'shelves'>, ShelfPageContext {}

/** Key of a product-shelf block in ContentPageContext.shelves. */
export const shelfKey = (blockIndex: number): string => `block-${blockIndex}`
