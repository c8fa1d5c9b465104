/** Own and partner brands (content/shared/brands.json), listed under Marcas and /marcas/{slug}. */
import { z } from 'zod'

import { checkUnique, image, slug, text } from './common'

export const brandSchema = z
  .object({
    name: text,
    slug,
    /** Own (house) brand of the retailer, or a partner brand. */
    own: z.boolean({ required_error: 'Required', invalid_type_error: 'must be true or false' }),
    logo: image.optional(),
  })
  .strict()

export const brandsSchema = z
  .object({ brands: z.array(brandSchema).min(1, 'must contain at least one brand') })
  .strict()
  .superRefine((doc, ctx) => checkUnique(doc.brands, (b) => b.slug, 'slug', ctx, ['brands']))

export type BrandEntry = z.infer<typeof brandSchema>
export type Brands = z.infer<typeof brandsSchema>
