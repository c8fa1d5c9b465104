import type { Home, HomeSection } from '../../../cms-schemas'
import { SmartLink } from '../ui/SmartLink'
import { listingHref } from '../menu/menuRules'
import { BannerCarousel, BannerPicture } from './BannerCarousel'
import * as styles from './Home.module.css'
import { ProductShelf } from './ProductShelf'
import type { ProductCardData } from '../../lib/product-card/types'
import { homeSectionLabel } from '../../../cms-schemas/home-section-labels'

export interface HomeSectionsProps {
  home: Home
  /** Products of each product shelf, by section id (filled at build time from the catalogue). */
  shelves: Readonly<Record<string, ProductCardData[]>>
}

/** The home page built from its CMS sections, in their order. */
export function HomeSections({ home, shelves }: HomeSectionsProps) {
  return (
    <>
      {home.sections.map((section) => (
        <HomeSectionView key={section.id} section={section} products={shelves[section.id] ?? []} />
      ))}
    </>
  )
}

function HomeSectionView({ section, products }: { section: HomeSection; products: ProductCardData[] }) {
  const label = homeSectionLabel(section)
  const headingId = `${section.id}-title`
  switch (section.type) {
    case 'banners-carousel':
      return <BannerCarousel banners={section.banners} label={label} />
    case 'pictos':
      return (
        <section className={styles.section} aria-label={section.title ?? 'Atalhos'} data-section-label={label}>
          {section.title && <h2 className={styles.sectionTitle}>{section.title}</h2>}
          <ul className={styles.pictos}>
            {section.items.map((item) => (
              <li key={item.link}>
                <SmartLink href={item.link} className={styles.picto}>
                  <img src={item.image} alt="" width={64} height={64} loading="lazy" />
                  <span>{item.label}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      )
    case 'sports':
      return (
        <section className={styles.section} aria-labelledby={headingId} data-section-label={label}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <ul className={styles.sports}>
            {section.items.map((item) => (
              <li key={item.sport}>
                <SmartLink href={item.link} className={styles.sport}>
                  <img src={item.image} alt="" width={72} height={72} loading="lazy" />
                  <span>{item.label}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      )
    case 'secondary-banners':
    case 'tertiary-banners':
      return (
        <section
          className={styles.section}
          aria-labelledby={section.title ? headingId : undefined}
          aria-label={section.title ? undefined : label}
          data-section-label={label}
        >
          {section.title && (
            <h2 id={headingId} className={styles.sectionTitle}>
              {section.title}
            </h2>
          )}
          <ul className={section.type === 'secondary-banners' ? styles.bannersTwo : styles.bannersThree}>
            {section.banners.map((banner) => (
              <li key={banner.imageDesktop}>
                <SmartLink href={banner.link} className={styles.bannerTile}>
                  <BannerPicture banner={banner} eager={false} />
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      )
    case 'brands':
      return (
        <section className={styles.section} aria-labelledby={headingId} data-section-label={label}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <ul className={styles.brands}>
            {section.items.map((item) => (
              <li key={item.brand}>
                <SmartLink href={item.link} className={styles.brand}>
                  <img src={item.logo} alt={item.name} width={160} height={80} loading="lazy" />
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      )
    case 'product-shelf':
      return <ProductShelf id={section.id} title={section.title} products={products} seeAllHref={listingHref(section.source.type, section.source.listingUri)} />
  }
}

