import type { ShellContent, ShellFrame, ShellSliceContent } from '../components/layout/types'
import type { ShellSliceName } from '../contracts/shell-slices'
import type { Content } from './content'

/** The CMS content every page's header, menus and footer need, from a build's content. */
export function shellContentOf(content: Content): ShellContent {
  return {
    storeName: content.site.storeName,
    logo: content.site.logo,
    stripe: content.stripe,
    menu: content.menu,
    institutionalLinks: content.institutionalLinks,
    footer: content.footer,
    socialLinks: content.footer?.socialLinks ?? [],
    imperdivel: content.imperdivel,
  }
}

/** What the pages read themselves (the layout's static query): the shell minus its slices' parts. */
export function shellFrameOf(shell: ShellContent): ShellFrame {
  return { storeName: shell.storeName, logo: shell.logo, institutionalLinks: shell.institutionalLinks, socialLinks: shell.socialLinks }
}

/** What the shell's slices render (src/contracts/shell-slices.ts), each reading its own field. */
export function shellSliceContentOf(shell: ShellContent): ShellSliceContent {
  return { stripe: shell.stripe, menu: shell.menu, footer: shell.footer, imperdivel: shell.imperdivel }
}

/**
 * The slices' node: one field per slice and `version`, the digest of the
 * whole shell (src/contracts/shell-version.ts). Only the slices' queries read
 * it, so a change to it renders the slices and no page (decision record 0036).
 */
export const SHELL_NODE_TYPE = 'CmsShell'

/**
 * The pages' node: the logo, the store's name and the institutional links,
 * read by the layout's static query (every page): a change to it renders
 * every page again, as any change to every page's HTML must.
 */
export const SHELL_FRAME_NODE_TYPE = 'CmsShellFrame'

export const SHELL_TYPE_DEFS = /* GraphQL */ `
  type CmsShell implements Node @dontInfer {
    stripe: JSON!
    menu: JSON!
    footer: JSON
    imperdivel: JSON
    version: String!
  }
  type CmsShellFrame implements Node @dontInfer {
    data: JSON!
  }
`

/** The slices' components, by slice (createSlice in gatsby-node). */
export const SHELL_SLICE_COMPONENTS = {
  stripe: 'src/templates/slices/stripe.tsx',
  menu: 'src/templates/slices/menu.tsx',
  footer: 'src/templates/slices/footer.tsx',
  imperdivel: 'src/templates/slices/imperdivel.tsx',
  version: 'src/templates/slices/version.tsx',
} as const satisfies Record<ShellSliceName, string>

/**
 * What a build derives from its CMS content for publishing (decision records
 * 0018, 0036, 0041), computed once here for gatsby-node and for the shell
 * publish without a build (scripts/publishing/shell-content.ts), so both give
 * the same versions for the same content:
 * - `contentVersion`: the whole content's digest (the build's record);
 * - `shellVersion`: the shell's digest (the version slice, the stamped compilation hash);
 * - `pagesContentVersion`: the digest of everything *but* the shell's slices' content
 *   (the pages' static query reads the frame, so the frame is in it): when it is
 *   unchanged, a publish changes the slices and nothing a page renders itself.
 */
export interface ContentVersions {
  contentVersion: string
  shellVersion: string
  pagesContentVersion: string
}

export function contentVersionsOf(content: Content, digest: (value: object) => string, short: (digest: string) => string): ContentVersions & { shell: ShellContent } {
  const { warnings: _warnings, ...contentOnly } = content
  const shell = shellContentOf(content)
  const { stripe: _stripe, menu: _menu, footer: _footer, imperdivel: _imperdivel, ...pagesOnly } = contentOnly
  return {
    contentVersion: short(digest(contentOnly)),
    shellVersion: short(digest({ data: shell })),
    pagesContentVersion: short(digest({ ...pagesOnly, frame: shellFrameOf(shell) })),
    shell,
  }
}
