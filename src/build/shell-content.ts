import type { ShellContent } from '../components/layout/types'
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

/**
 * One node holds the shell content, read by the layout through a static
 * query: the browser loads it once (page-data/sq/d/{hash}.json) and every
 * page shares it, instead of repeating it in each page's data. `version` is
 * the digest of `data` (src/contracts/shell-version.ts).
 */
export const SHELL_NODE_TYPE = 'CmsShell'

export const SHELL_TYPE_DEFS = /* GraphQL */ `
  type CmsShell implements Node @dontInfer {
    data: JSON!
    version: String!
  }
`
