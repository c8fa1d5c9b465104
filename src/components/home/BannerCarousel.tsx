import { useEffect, useRef, useState } from 'react'

import type { HomeBanner } from '../../../cms-schemas'
import { Icon } from '../icons/Icon'
import { SmartLink } from '../layout/SmartLink'
import * as styles from './Home.module.css'

export interface BannerCarouselProps {
  banners: HomeBanner[]
  label: string
}

/** Desktop banners are 1280 × 400, mobile ones 640 × 640 (seed artwork). */
export const BANNER_SIZES = { desktop: { width: 1280, height: 400 }, mobile: { width: 640, height: 640 } } as const
const MOBILE_MEDIA = '(max-width: 767px)'

/** Picture with the mobile artwork below 768 px; the first one loads eagerly (it is the LCP image). */
export function BannerPicture({ banner, eager }: { banner: HomeBanner; eager: boolean }) {
  return (
    <picture>
      <source media={MOBILE_MEDIA} srcSet={banner.imageMobile} width={BANNER_SIZES.mobile.width} height={BANNER_SIZES.mobile.height} />
      <img
        src={banner.imageDesktop}
        alt={banner.altText}
        width={BANNER_SIZES.desktop.width}
        height={BANNER_SIZES.desktop.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        {...(eager ? { fetchpriority: 'high' } : {})}
      />
    </picture>
  )
}

/** Main banners: a scroll-snap carousel with arrows and dots (no carousel library). */
export function BannerCarousel({ banners, label }: BannerCarouselProps) {
  const track = useRef<HTMLUListElement>(null)
  const [active, setActive] = useState(0)

  useEffect(() => {
    const element = track.current
    if (!element) return undefined
    const onScroll = () => setActive(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)))
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [])

  const goTo = (index: number) => {
    const element = track.current
    if (!element) return
    const target = (index + banners.length) % banners.length
    element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' })
  }

  return (
    <section className={styles.hero} aria-roledescription="carrossel" aria-label={label} data-section-label={label}>
      <ul ref={track} className={styles.heroTrack}>
        {banners.map((banner, index) => (
          <li key={banner.imageDesktop} className={styles.heroSlide} aria-roledescription="slide" aria-label={`${index + 1} de ${banners.length}`}>
            <SmartLink href={banner.link} className={styles.heroLink} tabIndex={index === active ? 0 : -1}>
              <BannerPicture banner={banner} eager={index === 0} />
            </SmartLink>
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <>
          <button type="button" className={`${styles.heroArrow} ${styles.heroPrev}`} onClick={() => goTo(active - 1)} aria-label="Banner anterior">
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className={`${styles.heroArrow} ${styles.heroNext}`} onClick={() => goTo(active + 1)} aria-label="Próximo banner">
            <Icon name="chevronRight" />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.imageDesktop}
                type="button"
                className={styles.dot}
                aria-label={`Ir para o banner ${index + 1}: ${banner.title ?? banner.altText}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
