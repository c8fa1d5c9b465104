/**
 * Content pages: generic pages /{slug}, institutional pages, club sub-pages,
 * services, marketplace and campaign pages.
 */
import { z } from 'zod'

import { checkUnique, href, image, text, SLUG_PATTERN } from './common'
import { productShelfSourceSchema, MAX_SHELF_PRODUCTS } from './home'

export const PAGE_KINDS = ['generic', 'institutional', 'club', 'service', 'marketplace', 'campaign'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

/** First path segment each kind lives under (generic pages are a single segment of their own). */
export const PAGE_KIND_PREFIX: Readonly<Record<Exclude<PageKind, 'generic'>, { prefix: string; root: boolean }>> = {
  institutional: { prefix: 'institucional', root: false },
  club: { prefix: 'clube', root: true },
  service: { prefix: 'servicos', root: true },
  marketplace: { prefix: 'marketplace', root: true },
  campaign: { prefix: 'campanha', root: false },
}

/** First segments owned by application routes; a content page cannot take them. */
export const RESERVED_FIRST_SEGMENTS = [
  '404', '500', 'account', 'aplicativo', 'app-chatbot', 'avalie-o-produto', 'checkout', 'club', 'colecao',
  'collection', 'esportes', 'home', 'lojas', 'lojas_old', 'marcas', 'member', 'offline', 'pesquisa', 'product',
] as const

export const SEO_TITLE_MAX = 70
export const SEO_DESCRIPTION_MAX = 160

const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text, level: z.union([z.literal(2), z.literal(3)], { errorMap: () => ({ message: 'must be 2 or 3' }) }) }).strict(),
  z.object({ type: z.literal('paragraph'), text }).strict(),
  z
    .object({
      type: z.literal('list'),
      ordered: z.boolean({ required_error: 'Required', invalid_type_error: 'must be true or false' }),
      items: z.array(text).min(1, 'must contain at least one item'),
    })
    .strict(),
  z.object({ type: z.literal('image'), src: image, alt: text, caption: text.optional() }).strict(),
  z
    .object({
      type: z.literal('banner'),
      imageDesktop: image,
      imageMobile: image,
      altText: text,
      link: href.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('cards'),
      items: z
        .array(z.object({ title: text, text, image: image.optional(), link: href.optional() }).strict())
        .min(1, 'must contain at least one card'),
    })
    .strict(),
  z
    .object({
      type: z.literal('faq'),
      items: z.array(z.object({ question: text, answer: text }).strict()).min(1, 'must contain at least one question'),
    })
    .strict(),
  z
    .object({
      type: z.literal('table'),
      caption: text.optional(),
      headers: z.array(text).min(1, 'must contain at least one column'),
      rows: z.array(z.array(text)).min(1, 'must contain at least one row'),
    })
    .strict(),
  z.object({ type: z.literal('cta'), label: text, href }).strict(),
  z
    .object({
      type: z.literal('product-shelf'),
      title: text,
      source: productShelfSourceSchema,
      limit: z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_SHELF_PRODUCTS, `must be at most ${MAX_SHELF_PRODUCTS}`),
    })
    .strict(),
])

export const pageBlockSchema = blockSchema.superRefine((block, ctx) => {
  if (block.type !== 'table') return
  block.rows.forEach((row, index) => {
    if (row.length !== block.headers.length) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['rows', index],
        message: `must have ${block.headers.length} cells, one per header (has ${row.length})`,
      })
    }
  })
})

export const pageSlugSchema = z
  .string({ required_error: 'Required', invalid_type_error: 'must be text' })
  .refine((value) => value.split('/').every((part) => SLUG_PATTERN.test(part)), {
    message: 'must be a path of lowercase slugs without leading or trailing "/" (e.g. "clube/garantia")',
  })

export const pageSchema = z
  .object({
    /** Path without the leading "/", e.g. "seguro-bike", "clube/garantia", "campanha/semana-do-esporte". */
    slug: pageSlugSchema,
    kind: z.enum(PAGE_KINDS, { errorMap: () => ({ message: `must be one of ${PAGE_KINDS.join(', ')}` }) }),
    title: text,
    /** Introductory text shown under the title. */
    description: text.optional(),
    seo: z
      .object({
        title: text.pipe(z.string().max(SEO_TITLE_MAX, `must be at most ${SEO_TITLE_MAX} characters`)),
        description: text.pipe(
          z.string().max(SEO_DESCRIPTION_MAX, `must be at most ${SEO_DESCRIPTION_MAX} characters`),
        ),
      })
      .strict(),
    body: z.array(pageBlockSchema).min(1, 'must contain at least one block'),
  })
  .strict()
  .superRefine((page, ctx) => {
    const segments = page.slug.split('/')
    const first = segments[0]
    if (page.kind === 'generic') {
      if (segments.length !== 1) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['slug'], message: 'a generic page has a single-segment slug' })
      }
      const taken = [...RESERVED_FIRST_SEGMENTS, ...Object.values(PAGE_KIND_PREFIX).map((k) => k.prefix)]
      if (taken.includes(first)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['slug'],
          message: `"${first}" is reserved by another route or page kind`,
        })
      }
      return
    }
    const rule = PAGE_KIND_PREFIX[page.kind]
    const underPrefix = first === rule.prefix && (segments.length > 1 || rule.root)
    if (!underPrefix) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['slug'],
        message: `a ${page.kind} page must live under "${rule.prefix}/"${rule.root ? ` (or be "${rule.prefix}")` : ''}`,
      })
    }
  })

export const pagesSchema = z
  .object({
    pages: z.array(pageSchema),
  })
  .strict()
  .superRefine((doc, ctx) => checkUnique(doc.pages, (page) => page.slug, 'slug', ctx, ['pages']))

/** Site path of a page, e.g. "/clube/garantia". */
export const pagePath = (page: Pick<Page, 'slug'>): string => `/${page.slug}`

export type PageBlock = z.infer<typeof pageBlockSchema>
export type Page = z.infer<typeof pageSchema>
export type Pages = z.infer<typeof pagesSchema>
