/** The search modal's 'Imperdível' section: collection cards, box cards, a highlighted campaign card. */
import { z } from 'zod'

import { href, image, text } from './common'

export const imperdivelCardSchema = z
  .object({
    title: text,
    image,
    altText: text,
    link: href,
  })
  .strict()

export const CAMPAIGN_PATH_PATTERN = /^\/campanha\/[a-z0-9]+(?:-[a-z0-9]+)*\/?$/

export const highlightedCardSchema = z
  .object({
    /** The card is shown only when active. */
    active: z.boolean({ required_error: 'Required', invalid_type_error: 'must be true or false' }),
    title: text,
    text,
    image,
    altText: text,
    /** A campaign page, /campanha/{slug}. */
    link: z
      .string({ required_error: 'Required', invalid_type_error: 'must be text' })
      .regex(CAMPAIGN_PATH_PATTERN, 'must be a campaign page path, /campanha/{slug}'),
  })
  .strict()

export const imperdivelSchema = z
  .object({
    collectionCard: z.array(imperdivelCardSchema),
    boxCards: z.array(imperdivelCardSchema),
    highlightedCard: highlightedCardSchema,
  })
  .strict()

export type ImperdivelCard = z.infer<typeof imperdivelCardSchema>
export type HighlightedCard = z.infer<typeof highlightedCardSchema>
export type Imperdivel = z.infer<typeof imperdivelSchema>
