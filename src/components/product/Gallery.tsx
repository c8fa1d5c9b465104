import { useRef, useState } from 'react'

import type { PdpImage } from '../../lib/product/types'
import { Slider, type SliderApi } from '../slider'
import * as styles from './Product.module.css'

const MAIN_IMAGE_PX = 600
const THUMB_PX = 72

/**
 * The SKU's images: the store's slider (swipe or drag past 80 px, arrow keys,
 * rewinding; no autoplay while the shopper looks at the product) and
 * thumbnails that go to an image. The first image is in the static HTML.
 */
export function Gallery({ images, name }: { images: PdpImage[]; name: string }) {
  const slider = useRef<SliderApi>(null)
  const [index, setIndex] = useState(0)
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <Slider label={`Imagens de ${name}`} layout="one" autoplayMs={null} apiRef={slider} onIndexChange={setIndex} className={styles.mainImage}>
        {images.map((image, i) => (
          <img
            key={image.url}
            src={image.url}
            alt={image.alt || name}
            width={MAIN_IMAGE_PX}
            height={MAIN_IMAGE_PX}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            decoding="async"
            data-testid={i === 0 ? 'product-main-image' : undefined}
          />
        ))}
      </Slider>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Imagens do produto">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={`Ver imagem ${i + 1}`}
                onClick={() => slider.current?.goTo(i)}
              >
                <img src={image.url} alt="" width={THUMB_PX} height={THUMB_PX} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
