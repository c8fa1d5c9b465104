/** Variant-wide header settings: the logo differs between consumer and business. */
import { z } from 'zod'

import { image, text } from './common'

export const logoSchema = z
  .object({
    src: image,
    alt: text,
    width: z.number().int().positive('must be a positive number of pixels'),
    height: z.number().int().positive('must be a positive number of pixels'),
  })
  .strict()

export const siteSchema = z
  .object({
    /** Name shown in titles, e.g. "Arena Esportes" or "Arena Esportes Empresas". */
    storeName: text,
    logo: logoSchema,
  })
  .strict()

export type Logo = z.infer<typeof logoSchema>
export type Site = z.infer<typeof siteSchema>
