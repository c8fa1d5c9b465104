/**
 * Building blocks shared by the CMS content schemas: text, slugs, links and
 * image references, each with a validation message an editor can act on.
 */
import { z } from 'zod'

import { SEARCH_SORTS } from '../src/config/constants'

/** Non-empty, trimmed text. */
export const text = z
  .string({ required_error: 'Required', invalid_type_error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A URL slug: lowercase letters, digits and single hyphens (e.g. "tenis-de-corrida"). */
export const slug = z
  .string({ required_error: 'Required', invalid_type_error: 'must be text' })
  .regex(SLUG_PATTERN, 'must be a lowercase slug (a-z, 0-9 and single hyphens, e.g. "tenis-de-corrida")')

/** Site-relative path: starts with a single "/" and has no spaces. */
export const internalPath = z
  .string({ required_error: 'Required', invalid_type_error: 'must be text' })
  .regex(/^\/(?!\/)\S*$/, 'must be a site path starting with "/" (e.g. "/clube")')

const ABSOLUTE_URL = /^https?:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/

/** Absolute http(s) address of another site. */
export const externalUrl = z
  .string({ required_error: 'Required', invalid_type_error: 'must be text' })
  .regex(ABSOLUTE_URL, 'must be an absolute address starting with http:// or https://')

export const isExternalHref = (href: string): boolean => ABSOLUTE_URL.test(href)

/** A link destination: a site path ("/clube") or an absolute address of another site. */
export const href = z
  .string({ required_error: 'Required', invalid_type_error: 'must be text' })
  .refine(
    (value) => /^\/(?!\/)\S*$/.test(value) || ABSOLUTE_URL.test(value),
    'must be a site path starting with "/" or an absolute address starting with https://',
  )

/** Where a link opens: internal links stay in the app, external ones open in a new tab. */
export const linkTarget = z.enum(['_self', '_blank'], {
  errorMap: () => ({ message: 'must be "_self" or "_blank"' }),
})

const LOCAL_IMAGE = /^\/images\/cms\/[a-z0-9][a-z0-9/_-]*\.(svg|png|jpe?g|webp|avif)$/
const REMOTE_IMAGE = /^https:\/\/[^\s/]+\.[^\s/]+\/\S+$/

/**
 * An image reference: a local file under /images/cms/ (seed content; files live in
 * static/images/cms/) or an https address of an asset hosted by the CMS.
 */
export const image = z
  .string({ required_error: 'Required', invalid_type_error: 'must be text' })
  .refine(
    (value) => LOCAL_IMAGE.test(value) || REMOTE_IMAGE.test(value),
    'must be an image path under /images/cms/ (e.g. "/images/cms/banners/corrida.svg") or an https address',
  )

export const isLocalCmsImage = (value: string): boolean => LOCAL_IMAGE.test(value)

/** A sort order accepted by the search page (any other value is an error). */
export const searchSort = z.enum(SEARCH_SORTS, {
  errorMap: () => ({ message: `must be one of ${SEARCH_SORTS.join(', ')}` }),
})

/** Text plus destination, the shape of the footer's links. */
export const textLink = z
  .object({
    text,
    link: href,
  })
  .strict()

export type TextLink = z.infer<typeof textLink>

/** Adds an issue for every repeated value of `key` among `items`. */
export function checkUnique<T>(
  items: readonly T[],
  key: (item: T) => string,
  field: string,
  ctx: z.RefinementCtx,
  pathPrefix: Array<string | number> = [],
): void {
  const seen = new Map<string, number>()
  items.forEach((item, index) => {
    const value = key(item)
    const first = seen.get(value)
    if (first !== undefined) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [...pathPrefix, index, field],
        message: `duplicate ${field} "${value}" (already used at index ${first})`,
      })
    } else {
      seen.set(value, index)
    }
  })
}
