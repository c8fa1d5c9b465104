import { useState } from 'react'

import type { PdpImage } from '../../lib/product/types'
import * as styles from './Product.module.css'

const MAIN_IMAGE_PX = 600
const THUMB_PX = 72

/** The SKU's images: a main image and thumbnails. */
export function Gallery({ images, name }: { images: PdpImage[]; name: string }) {
  const [index, setIndex] = useState(0)
  const current = images[Math.min(index, images.length - 1)]
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <div className={styles.mainImage}>
        {current ? (
          <img
            src={current.url}
            alt={current.alt || name}
            width={MAIN_IMAGE_PX}
            height={MAIN_IMAGE_PX}
            fetchPriority="high"
            decoding="async"
            data-testid="product-main-image"
          />
        ) : null}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Imagens do produto">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={`Ver imagem ${i + 1}`}
                onClick={() => setIndex(i)}
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
