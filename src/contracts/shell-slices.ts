/**
 * The shell's Gatsby Slices (decision record 0036): the parts of every page
 * that come from the CMS's shell content are rendered once per build as
 * slices and stitched into the pages, so a shell publish renders these and
 * no page. Each id is both the slice's id (createSlice) and the alias the
 * layout writes in `<Slice alias="…">` (Gatsby reads the alias from the JSX
 * literally, so the components repeat these strings; a missing slice fails
 * the build).
 */
export const SHELL_SLICES = {
  /** The promotional stripe at the top of the header. */
  stripe: 'shell-stripe',
  /** The desktop menu bar (and the departments the phone's drawer lists). */
  menu: 'shell-menu',
  /** The full footer. */
  footer: 'shell-footer',
  /** The search modal's Imperdível content (no markup in the page: the modal opens in the browser). */
  imperdivel: 'shell-imperdivel',
  /** The shell content's version, on every page, also where the header and footer are hidden (0018). */
  version: 'shell-version',
} as const

export type ShellSliceName = keyof typeof SHELL_SLICES
