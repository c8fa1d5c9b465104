import { z } from 'zod'

/** A cookie choice as the browser sends it (PUT /api/account/consent). */
export const consentChoiceSchema = z
  .object({
    purposes: z.object({ analytics: z.boolean(), personalisation: z.boolean() }).strict(),
    version: z.number().int().min(0).max(1000),
    decidedAt: z.string().datetime({ offset: false }),
  })
  .strict()

export type ConsentChoiceInput = z.output<typeof consentChoiceSchema>
