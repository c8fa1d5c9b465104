import { memo, useEffect, useMemo, useRef } from 'react'

import type { ProductImageSlot } from '../../config/image-slots'
import { productImageSources } from '../../lib/product-image/sources'

export interface ProductImageProps {
  /** The picture's address as the catalogue has it (photograph master, VTEX file, drawing…). */
  url: string
  slot: ProductImageSlot
  alt: string
  className?: string
  /**
   * The page's largest paint: fetched eagerly at high priority and decoded with
   * the frame. Every other picture is lazy and decoded off the main thread.
   */
  priority?: boolean
  /**
   * Ask for the picture once the page's scripts run (the first effect), not from
   * the HTML (cards far below the fold of a server-rendered listing); `<noscript>` has it without scripts.
   */
  deferred?: boolean
  /**
   * Not asked for at all while true (a gallery's later slides until the shopper turns to them);
   * asked for as soon as it turns false. `<noscript>` has it without scripts.
   */
  held?: boolean
  testId?: string
}

/**
 * A product picture in one of the store's slots: `<picture>` with AVIF and WebP
 * sources where the host makes them and an `<img>` with `srcset`, `sizes`,
 * width and height (no layout shift). `picture { display: contents }` (global.css)
 * keeps the layout the `<img>` alone had. `data-product-image` names the slot (tests).
 * Its addresses are worked out once per picture, and it renders again only when its props change
 * (a product page's cart or size change re-rendered its 16 pictures; decision 0033).
 */
export const ProductImage = memo(function ProductImage({ url, slot, alt, className, priority = false, deferred = false, held = false, testId }: ProductImageProps) {
  const image = useMemo(() => productImageSources(url, slot), [url, slot])
  const picture = useRef<HTMLPictureElement>(null)
  const defer = (deferred || held) && !priority
  useEffect(() => {
    if (!defer || held || !picture.current) return
    const sources = picture.current.querySelectorAll('source')
    image.sources.forEach((source, i) => sources[i]?.setAttribute('srcset', source.srcSet))
    const img = picture.current.querySelector('img')
    if (img && img.getAttribute('src') !== image.src) {
      img.setAttribute('srcset', image.srcSet)
      img.setAttribute('src', image.src)
    }
  }, [defer, held, image.src, image.srcSet, image.sources])
  const common = {
    className,
    alt,
    sizes: image.sizes,
    width: image.width,
    height: image.height,
    'data-product-image': slot,
    'data-testid': testId,
  }
  const img = (
    <img
      {...common}
      {...(defer ? {} : { src: image.src, srcSet: image.srcSet })}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? { fetchpriority: 'high' } : {})}
    />
  )
  return (
    <>
      <picture ref={picture}>
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} sizes={image.sizes} {...(defer ? {} : { srcSet: source.srcSet })} />
        ))}
        {img}
      </picture>
      {defer && (
        <noscript>
          <img {...common} src={image.src} srcSet={image.srcSet} loading="lazy" decoding="async" />
        </noscript>
      )}
    </>
  )
})
