import { useRef, useState, type KeyboardEvent } from 'react'

import type { PdpImage } from '../../lib/product/types'
import { Slider, type SliderApi } from '../slider'
import { indexForKey } from '../slider/swiper-options'
import * as styles from './Product.module.css'
import { GALLERY_IMAGE_PX, GALLERY_THUMB_PX } from '../../config/constants'
import { sizedImageUrl } from '../../lib/product-card/slug'


/**
 * The SKU's images: the store's slider (swipe or drag past 80 px, arrow keys,
 * rewinding; no autoplay while the shopper looks at the product) and
 * thumbnails that go to an image. The first image is in the static HTML.
 */
export function Gallery({ images, name }: { images: PdpImage[]; name: string }) {
  const slider = useRef<SliderApi>(null)
  const [index, setIndex] = useState(0)
  const thumbs = useRef<HTMLUListElement>(null)
  /** Arrow keys, Home and End on the thumbnails go through the images (and take the focus along). */
  const onThumbKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = indexForKey(event.key)
    if (!move || images.length < 2) return
    event.preventDefault()
    const last = images.length - 1
    const target = move === 'first' ? 0 : move === 'last' ? last : move === 'next' ? (index === last ? 0 : index + 1) : index === 0 ? last : index - 1
    slider.current?.goTo(target)
    thumbs.current?.querySelectorAll<HTMLButtonElement>('button')[target]?.focus()
  }
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <Slider label={`Imagens de ${name}`} layout="one" autoplayMs={null} apiRef={slider} onIndexChange={setIndex} className={styles.mainImage}>
        {images.map((image, i) => (
          <img
            key={image.url}
            src={sizedImageUrl(image.url, GALLERY_IMAGE_PX)}
            alt={image.alt || name}
            width={GALLERY_IMAGE_PX}
            height={GALLERY_IMAGE_PX}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            // The first image is the page's largest paint: decoded with the frame, not after it.
            decoding={i === 0 ? 'auto' : 'async'}
            data-testid={i === 0 ? 'product-main-image' : undefined}
          />
        ))}
      </Slider>
      {images.length > 1 && (
        <ul ref={thumbs} className={styles.thumbs} aria-label="Imagens do produto" onKeyDown={onThumbKey}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={`Ver imagem ${i + 1}`}
                onClick={() => slider.current?.goTo(i)}
              >
                <img src={sizedImageUrl(image.url, GALLERY_THUMB_PX)} alt="" width={GALLERY_THUMB_PX} height={GALLERY_THUMB_PX} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
