import { useRef, useState, type KeyboardEvent } from 'react'

import type { PdpImage } from '../../lib/product/types'
import { Slider, type SliderApi } from '../slider'
import { indexForKey } from '../slider/swiper-options'
import * as styles from './Product.module.css'
import { ProductImage } from '../product-image'


/**
 * The SKU's images: the store's slider (swipe or drag past 80 px, arrow keys,
 * rewinding; no autoplay while the shopper looks at the product) and
 * thumbnails that go to an image. The first image is in the static HTML.
 */
export function Gallery({ images, name }: { images: PdpImage[]; name: string }) {
  const slider = useRef<SliderApi>(null)
  const [index, setIndex] = useState(0)
  // The later slides' pictures are asked for once the shopper reaches for the gallery (touch, pointer,
  // focus, a thumbnail, a swipe), not with the page: on a phone they would double the first screen's bytes.
  const [reached, setReached] = useState(false)
  const reach = () => setReached(true)
  const onIndexChange = (next: number) => {
    setIndex(next)
    if (next > 0) reach()
  }
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
    <div className={styles.gallery} data-testid="product-gallery" onPointerDown={reach} onPointerEnter={reach} onFocus={reach}>
      <Slider label={`Imagens de ${name}`} layout="one" autoplayMs={null} apiRef={slider} onIndexChange={onIndexChange} className={styles.mainImage}>
        {images.map((image, i) => (
          // The first image is the page's largest paint: eager, high priority, decoded with the frame.
          <ProductImage
            key={image.url}
            url={image.url}
            slot="gallery"
            alt={image.alt || name}
            priority={i === 0}
            held={i > 0 && !reached}
            testId={i === 0 ? 'product-main-image' : undefined}
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
                <ProductImage url={image.url} slot="galleryThumb" alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
