import type { HomeSection, HomeSectionType } from './home'

/**
 * Analytics labels of the home sections (Banners carousel, Pictos, …). Free of zod, so
 * the browser reads it without the schemas: the home renders it as
 * `data-section-label`, and analytics reads it from there.
 */
export const HOME_SECTION_LABELS: Readonly<Record<Exclude<HomeSectionType, 'product-shelf'>, string>> = {
  'banners-carousel': 'Banners carousel',
  pictos: 'Pictos',
  sports: 'Encontre seu esporte',
  'secondary-banners': 'Banners secundários',
  'tertiary-banners': 'Banners terciários',
  brands: 'Nossas marcas',
}

/** The label of a home section; a product shelf is labelled by its title. */
export function homeSectionLabel(section: Pick<HomeSection, 'type'> & { title?: string }): string {
  return section.type === 'product-shelf' ? (section.title ?? '') : HOME_SECTION_LABELS[section.type]
}
