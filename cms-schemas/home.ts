/**
 * Home page sections. Each section type has its analytics label
 * (Banners carousel, Pictos, Encontre seu esporte, Banners secundários,
 * Banners terciários, Nossas marcas); product shelves use their own title.
 */
import { z } from 'zod'

import { checkUnique, href, image, slug, text } from './common'
import { LISTING_DESTINATION_TYPES, listingUriProblems } from './listing-uri'

export const homeBannerSchema = z
  .object({
    title: text.optional(),
    imageDesktop: image,
    imageMobile: image,
    altText: text,
    link: href,
  })
  .strict()

export const homeLinkTileSchema = z
  .object({
    label: text,
    image,
    link: href,
  })
  .strict()

export const homeSportTileSchema = homeLinkTileSchema.extend({ sport: slug })
export const homeBrandTileSchema = z
  .object({
    brand: slug,
    name: text,
    logo: image,
    link: href,
  })
  .strict()

export const MAX_SHELF_PRODUCTS = 24

export const productShelfSourceSchema = z
  .object({
    type: z.enum(LISTING_DESTINATION_TYPES, {
      errorMap: () => ({ message: `must be one of ${LISTING_DESTINATION_TYPES.join(', ')}` }),
    }),
    /** Same format as menu listing URIs, e.g. "collection=lancamentos" or "q=tenis&sort=orders_desc". */
    listingUri: z.string({ required_error: 'Required', invalid_type_error: 'must be text' }),
  })
  .strict()
  .superRefine((source, ctx) => {
    for (const problem of listingUriProblems(source.type, source.listingUri)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['listingUri'], message: problem })
    }
  })

const sectionBase = { id: slug }

const bannerList = z.array(homeBannerSchema).min(1, 'must contain at least one banner')

export const homeSectionSchema = z.discriminatedUnion('type', [
  z.object({ ...sectionBase, type: z.literal('banners-carousel'), banners: bannerList }).strict(),
  z
    .object({
      ...sectionBase,
      type: z.literal('pictos'),
      title: text.optional(),
      items: z.array(homeLinkTileSchema).min(1, 'must contain at least one picto'),
    })
    .strict(),
  z
    .object({
      ...sectionBase,
      type: z.literal('sports'),
      title: text,
      items: z.array(homeSportTileSchema).min(1, 'must contain at least one sport'),
    })
    .strict(),
  z.object({ ...sectionBase, type: z.literal('secondary-banners'), title: text.optional(), banners: bannerList }).strict(),
  z.object({ ...sectionBase, type: z.literal('tertiary-banners'), title: text.optional(), banners: bannerList }).strict(),
  z
    .object({
      ...sectionBase,
      type: z.literal('brands'),
      title: text,
      items: z.array(homeBrandTileSchema).min(1, 'must contain at least one brand'),
    })
    .strict(),
  z
    .object({
      ...sectionBase,
      type: z.literal('product-shelf'),
      title: text,
      source: productShelfSourceSchema,
      limit: z
        .number({ required_error: 'Required', invalid_type_error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(MAX_SHELF_PRODUCTS, `must be at most ${MAX_SHELF_PRODUCTS}`),
    })
    .strict(),
])

export const homeSchema = z
  .object({
    sections: z.array(homeSectionSchema).min(1, 'must contain at least one section'),
  })
  .strict()
  .superRefine((home, ctx) => checkUnique(home.sections, (section) => section.id, 'id', ctx, ['sections']))

export type HomeBanner = z.infer<typeof homeBannerSchema>
export type HomeSection = z.infer<typeof homeSectionSchema>
export type HomeSectionType = HomeSection['type']
export type Home = z.infer<typeof homeSchema>

export { HOME_SECTION_LABELS, homeSectionLabel } from './home-section-labels'
