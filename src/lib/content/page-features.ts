import type { PageFeature } from './types'

/**
 * The forms and member panels that CMS pages carry under their text, by
 * path: the CMS writes the words, the store adds what the page does.
 */
export const CMS_PAGE_FEATURES: Readonly<Record<string, PageFeature>> = {
  '/clube': 'club-status',
  '/clube/cadastro': 'club-join',
  '/cashback': 'cashback-statement',
  '/marketplace/cadastro': 'seller-application',
  '/marketplace/triagem': 'seller-screening',
}

/** The feature of a CMS page, if its path has one. */
export const cmsPageFeature = (path: string): PageFeature | undefined => CMS_PAGE_FEATURES[path]
