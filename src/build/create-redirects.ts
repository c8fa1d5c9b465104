import { CODE_REDIRECTS, mergeRedirects, type RedirectRuleInput } from './redirects'

type CreateRedirect = (rule: RedirectRuleInput & { [key: string]: unknown }) => void

/** Registers every redirect (code rules plus CMS rules) with Gatsby. */
export function createRedirects(createRedirect: CreateRedirect, cmsRules: readonly RedirectRuleInput[] = []): RedirectRuleInput[] {
  const rules = mergeRedirects(CODE_REDIRECTS, cmsRules)
  for (const rule of rules) createRedirect({ ...rule })
  return rules
}
