import { useEffect, useRef, useState } from 'react'

import type { HomeBanner } from '../../../cms-schemas'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { Icon } from '../icons/Icon'
import { SmartLink } from '../ui/SmartLink'
import { AutoplayToggle, Slider } from '../slider'
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

/**
 * Main banners: the store's slider (autoplay every 4 s, paused while hovered,
 * dragged or focused; rewinding; arrows, dots and a pause button). The first
 * banner is in the static HTML and is the page's largest image. Each banner
 * is a GA4 promotion: view_promotion the first time it is the one shown,
 * select_promotion when pressed.
 */
export function BannerCarousel({ banners, label }: BannerCarouselProps) {
  const trackEvent = useTrackEvent()
  const [shown, setShown] = useState(0)
  const viewed = useRef(new Set<number>())
  useEffect(() => {
    const banner = banners[shown]
    if (!banner || viewed.current.has(shown)) return
    viewed.current.add(shown)
    void trackEvent('viewPromotion', banner, label, shown + 1)
  }, [shown, banners, label, trackEvent])

  return (
    <div className={styles.hero} data-section-label={label}>
      <Slider
        label={label}
        layout="one"
        className={styles.heroTrack}
        testId="banner-carousel"
        onIndexChange={setShown}
        controls={({ index, count, prev, next, goTo, autoplay }) =>
          count > 1 && (
            <>
              <button type="button" className={`${styles.heroArrow} ${styles.heroPrev}`} onClick={prev} aria-label="Banner anterior">
                <Icon name="chevronLeft" />
              </button>
              <button type="button" className={`${styles.heroArrow} ${styles.heroNext}`} onClick={next} aria-label="Próximo banner">
                <Icon name="chevronRight" />
              </button>
              <div className={styles.dots}>
                {banners.map((banner, i) => (
                  <button
                    key={banner.imageDesktop}
                    type="button"
                    className={styles.dot}
                    aria-label={`Ir para o banner ${i + 1}: ${banner.title ?? banner.altText}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => goTo(i)}
                  />
                ))}
                <AutoplayToggle autoplay={autoplay} subject="banners" className={styles.heroPause} />
              </div>
            </>
          )
        }
      >
        {banners.map((banner, index) => (
          <SmartLink
            key={banner.imageDesktop}
            href={banner.link}
            className={styles.heroLink}
            onClick={() => void trackEvent('selectPromotion', banner, label, index + 1)}
          >
            <BannerPicture banner={banner} eager={index === 0} />
          </SmartLink>
        ))}
      </Slider>
    </div>
  )
}
