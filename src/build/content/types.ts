/** The typed, validated content of one store variant. */
import type {
  BrandEntry,
  CategoryTree,
  Footer,
  Home,
  Imperdivel,
  InstitutionalLink,
  Menu,
  Page,
  RedirectRule,
  Site,
  SportEntry,
  Store,
  Stripe,
} from '../../../cms-schemas'
import type { StoreVariant } from '../../config/store'

export type ContentVariant = StoreVariant

export interface Content {
  variant: ContentVariant
  site: Site
  stripe: Stripe
  menu: Menu
  institutionalLinks: InstitutionalLink[]
  /** Null when the footer data is missing or invalid: the storefront renders an empty footer. */
  footer: Footer | null
  imperdivel: Imperdivel
  home: Home
  redirects: RedirectRule[]
  stores: Store[]
  pages: Page[]
  categoryTree: CategoryTree
  brands: BrandEntry[]
  sports: SportEntry[]
  /** Problems that did not stop loading (e.g. an invalid footer). */
  warnings: string[]
}
