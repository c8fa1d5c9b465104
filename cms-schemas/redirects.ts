/** Redirect rules: from, to, status, permanent, case-insensitive, in the browser too, forced. */
import { z } from 'zod'

import { checkUnique, href, internalPath } from './common'

export const REDIRECT_STATUS_CODES = [301, 302, 307, 308] as const
const PERMANENT_CODES: readonly number[] = [301, 308]

const flag = z.boolean({ required_error: 'Required', invalid_type_error: 'must be true or false' })

export const redirectRuleSchema = z
  .object({
    fromPath: internalPath,
    toPath: href,
    statusCode: z
      .number({ required_error: 'Required', invalid_type_error: 'must be a number' })
      .refine((code) => (REDIRECT_STATUS_CODES as readonly number[]).includes(code), {
        message: `must be one of ${REDIRECT_STATUS_CODES.join(', ')}`,
      }),
    isPermanent: flag,
    ignoreCase: flag,
    redirectInBrowser: flag,
    force: flag,
  })
  .strict()
  .superRefine((rule, ctx) => {
    if (rule.isPermanent !== PERMANENT_CODES.includes(rule.statusCode)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['statusCode'],
        message: rule.isPermanent
          ? 'must be 301 or 308 for a permanent redirect'
          : 'must be 302 or 307 for a temporary redirect',
      })
    }
    if (rule.fromPath === rule.toPath) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['toPath'], message: 'must differ from fromPath' })
    }
  })

export const redirectsSchema = z
  .object({
    rules: z.array(redirectRuleSchema),
  })
  .strict()
  .superRefine((doc, ctx) =>
    checkUnique(
      doc.rules,
      (rule) => (rule.ignoreCase ? rule.fromPath.toLowerCase() : rule.fromPath),
      'fromPath',
      ctx,
      ['rules'],
    ),
  )

export type RedirectRule = z.infer<typeof redirectRuleSchema>
export type Redirects = z.infer<typeof redirectsSchema>
