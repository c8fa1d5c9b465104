/**
 * The department menu of the desktop bar and the mobile drawer: departments,
 * their categories and subcategories.
 */
import { z } from 'zod'

import { checkUnique, href, image, text } from './common'
import { LISTING_DESTINATION_TYPES, listingUriProblems } from './listing-uri'

/**
 * Kinds of the third menu level. A simple listing shows the subcategory links,
 * a banner block shows each subcategory's banner; editorial kinds are not
 * rendered as listings (the UI shows its placeholder for them).
 */
export const THIRD_LEVEL_TYPES = ['simple-listing', 'banner-block', 'editorial-articles', 'editorial-guides'] as const
export type ThirdLevelType = (typeof THIRD_LEVEL_TYPES)[number]

export const isEditorialThirdLevel = (type: ThirdLevelType): boolean => type.startsWith('editorial-')

const flag = z.boolean({ required_error: 'Required', invalid_type_error: 'must be true or false' })

export const menuSubcategorySchema = z
  .object({
    title: text,
    url: href,
    /** Open the link in a new tab. */
    new_tab: flag,
    /** Banner image, required when the category is a banner block. */
    banner: image.optional(),
    /** Destination of the listing, resolved by the backend-for-frontend. */
    type: z.enum(LISTING_DESTINATION_TYPES, {
      errorMap: () => ({ message: `must be one of ${LISTING_DESTINATION_TYPES.join(', ')}` }),
    }),
    /** Listing query, e.g. "c=feminino/roupas/leggings&sort=score_desc" (see listing-uri.ts). */
    listingUri: z.string({ required_error: 'Required', invalid_type_error: 'must be text' }),
  })
  .strict()
  .superRefine((sub, ctx) => {
    for (const problem of listingUriProblems(sub.type, sub.listingUri)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['listingUri'], message: problem })
    }
  })

export const menuCategorySchema = z
  .object({
    title: text,
    url: href,
    typeThirtLevel: z.enum(THIRD_LEVEL_TYPES, {
      errorMap: () => ({ message: `must be one of ${THIRD_LEVEL_TYPES.join(', ')}` }),
    }),
    subcategories: z.array(menuSubcategorySchema),
    highlight: flag,
    /** Pictogram shown on desktop. */
    picto: image.optional(),
    /** Pictogram shown in the app / mobile drawer. */
    pictoAPP: image.optional(),
    /** Also list the category in the department's module (mobile 'Navegue por Esportes' banner block). */
    includeModule: flag,
  })
  .strict()
  .superRefine((category, ctx) => {
    if (category.typeThirtLevel === 'simple-listing' && category.subcategories.length === 0) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['subcategories'],
        message: 'a simple-listing category needs at least one subcategory',
      })
    }
    if (category.typeThirtLevel === 'banner-block') {
      if (category.subcategories.length === 0) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['subcategories'],
          message: 'a banner-block category needs at least one subcategory',
        })
      }
      category.subcategories.forEach((sub, index) => {
        if (sub.banner === undefined) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ['subcategories', index, 'banner'],
            message: 'Required in a banner-block category',
          })
        }
      })
    }
    checkUnique(category.subcategories, (sub) => sub.title, 'title', ctx, ['subcategories'])
  })

export const menuDepartmentSchema = z
  .object({
    title: text,
    url: href,
    categories: z.array(menuCategorySchema),
    imageBannerDesktop: image.optional(),
    imageBannerMobile: image.optional(),
    linkBanner: href.optional(),
    /** Open the banner link in a new tab. */
    new_tabBanner: flag,
    /** Emphasised department (the sale departments Outlet and Liquidação are shown in the error colour). */
    highlight: flag,
    /** Icon of the department in the app / mobile drawer and before the first desktop department. */
    appIcon: image.optional(),
  })
  .strict()
  .superRefine((department, ctx) => {
    const hasDesktop = department.imageBannerDesktop !== undefined
    const hasMobile = department.imageBannerMobile !== undefined
    if (hasDesktop !== hasMobile) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [hasDesktop ? 'imageBannerMobile' : 'imageBannerDesktop'],
        message: 'Required when the other banner image is set (desktop and mobile go together)',
      })
    }
    if (department.linkBanner !== undefined && !hasDesktop) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['linkBanner'],
        message: 'a banner link needs imageBannerDesktop and imageBannerMobile',
      })
    }
    checkUnique(department.categories, (category) => category.title, 'title', ctx, ['categories'])
  })

export const menuSchema = z
  .object({
    departments: z.array(menuDepartmentSchema).min(1, 'must contain at least one department'),
  })
  .strict()
  .superRefine((menu, ctx) => checkUnique(menu.departments, (d) => d.title, 'title', ctx, ['departments']))

export type MenuSubcategory = z.infer<typeof menuSubcategorySchema>
export type MenuCategory = z.infer<typeof menuCategorySchema>
export type MenuDepartment = z.infer<typeof menuDepartmentSchema>
export type Menu = z.infer<typeof menuSchema>
