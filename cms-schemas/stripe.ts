/** Promotional stripe at the top of the header: messages with text, optional link and icon. */
import { z } from 'zod'

import { href, image, text } from './common'

export const stripeMessageSchema = z
  .object({
    stripeText: text,
    /** Optional destination of the message. */
    link: href.optional(),
    /** Optional icon shown before the text. */
    icon: image.optional(),
  })
  .strict()

export const stripeSchema = z
  .object({
    /** Section-level switch: when false the stripe is not rendered. */
    enableSession: z.boolean({ required_error: 'Required', invalid_type_error: 'must be true or false' }),
    messages: z.array(stripeMessageSchema),
  })
  .strict()
  .superRefine((stripe, ctx) => {
    if (stripe.enableSession && stripe.messages.length === 0) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['messages'],
        message: 'must contain at least one message while enableSession is true',
      })
    }
  })

export type StripeMessage = z.infer<typeof stripeMessageSchema>
export type Stripe = z.infer<typeof stripeSchema>
