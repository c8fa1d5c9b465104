/**
 * Footer data: title, three link columns, policies, copyright, social links.
 * The footer must match this schema; when it does not, the storefront renders
 * an empty footer.
 */
import { z } from 'zod'

import { externalUrl, image, text, textLink } from './common'

export const socialLinkSchema = z
  .object({
    image,
    link: externalUrl,
    text,
  })
  .strict()

export const footerSchema = z
  .object({
    title: text.optional(),
    /** Featured links shown above the columns. */
    featuredLinks: z.array(textLink).optional(),
    /** Column 'Serviços'. */
    serviceLinks: z.array(textLink).min(1, 'must contain at least one link'),
    /** Column 'Ajuda'. */
    helpLinks: z.array(textLink).min(1, 'must contain at least one link'),
    /** Column 'Sobre nós'. */
    aboutUsLinks: z.array(textLink).min(1, 'must contain at least one link'),
    deliveryPolicy: textLink,
    privacyPolicy: textLink,
    copyRight: text,
    socialLinks: z.array(socialLinkSchema),
  })
  .strict()

export type SocialLink = z.infer<typeof socialLinkSchema>
export type Footer = z.infer<typeof footerSchema>
