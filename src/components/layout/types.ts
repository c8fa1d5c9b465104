import type { Footer, Imperdivel, InstitutionalLink, Logo, Menu, SocialLink, Stripe } from '../../../cms-schemas'

/**
 * The CMS content every page's shell (header, menus, footer) needs. The
 * foundation passes it to <Layout shell={…}> from build-time content.
 */
export interface ShellContent {
  storeName: string
  logo: Logo
  stripe: Stripe
  menu: Menu
  institutionalLinks: InstitutionalLink[]
  /** Null when the footer data is missing or invalid: an empty footer renders. */
  footer: Footer | null
  /** Social links of the footer (also inside `footer`; kept apart so an invalid footer can still pass them). */
  socialLinks: SocialLink[]
  /** The search modal's Imperdível content, handed on to the search UI. */
  imperdivel: Imperdivel | null
}

/** The shell content the pages' HTML holds itself (the layout's static query): what no slice renders. */
export type ShellFrame = Pick<ShellContent, 'storeName' | 'logo' | 'institutionalLinks' | 'socialLinks'>

/** The shell content the shell's Gatsby Slices render (src/contracts/shell-slices.ts). */
export type ShellSliceContent = Pick<ShellContent, 'stripe' | 'menu' | 'footer' | 'imperdivel'>
