/** Institutional links of the header/menu: label, href, target. */
import { z } from 'zod'

import { checkUnique, href, isExternalHref, linkTarget, text } from './common'

export const institutionalLinkSchema = z
  .object({
    label: text,
    href,
    target: linkTarget,
  })
  .strict()
  .superRefine((link, ctx) => {
    // Internal links navigate within the app; external links open in a new tab.
    if (isExternalHref(link.href) && link.target !== '_blank') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['target'], message: 'must be "_blank" for an external address' })
    }
    if (!isExternalHref(link.href) && link.target !== '_self') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['target'], message: 'must be "_self" for a site path' })
    }
  })

export const institutionalLinksSchema = z
  .object({
    links: z.array(institutionalLinkSchema).min(1, 'must contain at least one link'),
  })
  .strict()
  .superRefine((doc, ctx) => checkUnique(doc.links, (link) => link.label, 'label', ctx, ['links']))

export type InstitutionalLink = z.infer<typeof institutionalLinkSchema>
export type InstitutionalLinks = z.infer<typeof institutionalLinksSchema>
