/** Sports (content/shared/sports.json): Esportes menu entries are sport pages /esportes/{slug}. */
import { z } from 'zod'

import { checkUnique, image, slug, text } from './common'

export const sportSchema = z
  .object({
    name: text,
    slug,
    picto: image.optional(),
  })
  .strict()

export const sportsSchema = z
  .object({ sports: z.array(sportSchema).min(1, 'must contain at least one sport') })
  .strict()
  .superRefine((doc, ctx) => checkUnique(doc.sports, (s) => s.slug, 'slug', ctx, ['sports']))

export type SportEntry = z.infer<typeof sportSchema>
export type Sports = z.infer<typeof sportsSchema>
