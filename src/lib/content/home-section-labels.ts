import type { HomeSection, HomeSectionType } from '../../../cms-schemas'

/**
 * Analytics labels of the home sections (commerce-flows §7). The same map as
 * cms-schemas' HOME_SECTION_LABELS (a test keeps them equal), kept here so the
 * browser bundle does not pull in the zod schemas.
 */
export const SECTION_LABELS: Readonly<Record<Exclude<HomeSectionType, 'product-shelf'>, string>> = {
  'banners-carousel': 'Banners carousel',
  pictos: 'Pictos',
  sports: 'Encontre seu esporte',
  'secondary-banners': 'Banners secundários',
  'tertiary-banners': 'Banners terciários',
  brands: 'Nossas marcas',
}

export function sectionLabel(section: HomeSection): string {
  return section.type === 'product-shelf' ? section.title : SECTION_LABELS[section.type]
}
