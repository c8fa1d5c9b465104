/**
 * Redirects created by gatsby-node. The Node server answers them with real
 * HTTP statuses (it reads what Gatsby records in .cache/redirects.json) and
 * Gatsby's client applies them on in-app navigation (redirectInBrowser).
 */
export interface RedirectRuleInput {
  fromPath: string
  toPath: string
  isPermanent: boolean
  ignoreCase: boolean
  redirectInBrowser: boolean
  statusCode?: number
  force?: boolean
}

/** Rules that belong to the code, not to the CMS. */
export const CODE_REDIRECTS: readonly RedirectRuleInput[] = [
  { fromPath: '/home', toPath: '/', isPermanent: false, ignoreCase: true, redirectInBrowser: true, statusCode: 302 },
  { fromPath: '/club', toPath: '/clube', isPermanent: true, ignoreCase: true, redirectInBrowser: true, statusCode: 301 },
]

/** Every rule gets an explicit status that matches its permanence. */
export function normaliseRedirect(rule: RedirectRuleInput): RedirectRuleInput {
  const statusCode = rule.statusCode ?? (rule.isPermanent ? 301 : 302)
  return { ...rule, statusCode }
}

/** Code rules first; a CMS rule for the same path (case-insensitively) replaces nothing. */
export function mergeRedirects(
  code: readonly RedirectRuleInput[],
  cms: readonly RedirectRuleInput[],
): RedirectRuleInput[] {
  const seen = new Set(code.map((r) => r.fromPath.toLowerCase()))
  const extra = cms.filter((r) => !seen.has(r.fromPath.toLowerCase()))
  return [...code, ...extra].map(normaliseRedirect)
}
