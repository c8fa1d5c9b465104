import type { HomeSectionType } from '../../cms-schemas'
import { SECTION_LABELS } from '../lib/content/home-section-labels'

/**
 * Analytics labels of the home banner sections (commerce §7: Banners
 * carousel, Pictos, Encontre seu esporte, Banners secundários, Banners
 * terciários, Nossas marcas). The home components own the map and render it
 * as `data-section-label`; analytics reads it from there.
 */
export const HOME_BANNER_LABELS = SECTION_LABELS

export const SECTION_LABEL_ATTRIBUTE = 'data-section-label'

/** The label of a home section type; a product shelf is labelled by its title. */
export function homeBannerLabel(type: HomeSectionType, title = ''): string {
  return type === 'product-shelf' ? title : HOME_BANNER_LABELS[type]
}

/** The label of the home section holding an element (closest `data-section-label`), or null. */
export function sectionLabelOf(element: Element | null): string | null {
  return element?.closest(`[${SECTION_LABEL_ATTRIBUTE}]`)?.getAttribute(SECTION_LABEL_ATTRIBUTE) ?? null
}
