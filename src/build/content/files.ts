/**
 * Where each content type lives. A variant file (content/{variant}/{name})
 * replaces the shared one (content/shared/{name}) as a whole.
 */
import {
  brandsSchema,
  categoryTreeSchema,
  footerSchema,
  homeSchema,
  imperdivelSchema,
  institutionalLinksSchema,
  menuSchema,
  pagesSchema,
  redirectsSchema,
  siteSchema,
  sportsSchema,
  storesSchema,
  stripeSchema,
} from '../../../cms-schemas'

export const SHARED_CONTENT_DIR = 'shared'

export const CONTENT_FILES = {
  site: { file: 'site.json', schema: siteSchema },
  stripe: { file: 'stripe.json', schema: stripeSchema },
  menu: { file: 'menu.json', schema: menuSchema },
  institutionalLinks: { file: 'institutional-links.json', schema: institutionalLinksSchema },
  footer: { file: 'footer.json', schema: footerSchema },
  imperdivel: { file: 'imperdivel.json', schema: imperdivelSchema },
  home: { file: 'home.json', schema: homeSchema },
  redirects: { file: 'redirects.json', schema: redirectsSchema },
  stores: { file: 'stores.json', schema: storesSchema },
  pages: { file: 'pages.json', schema: pagesSchema },
  categoryTree: { file: 'category-tree.json', schema: categoryTreeSchema },
  brands: { file: 'brands.json', schema: brandsSchema },
  sports: { file: 'sports.json', schema: sportsSchema },
} as const

export type ContentKey = keyof typeof CONTENT_FILES
