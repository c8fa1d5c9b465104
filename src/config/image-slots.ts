/**
 * The slots where a product picture appears, each with the CSS width it shows
 * at (`sizes`) and the pixel widths it offers (`srcset`): a fixed slot at 1×
 * and 2×, a fluid one (card, gallery) along the widths its layout spans. The
 * embedded backend makes exactly these widths (PRODUCT_PHOTO_WIDTHS), once.
 */
import {
  CART_FEEDBACK_IMAGE_PX,
  CART_FEEDBACK_LINE_IMAGE_PX,
  CART_LINE_IMAGE_PX,
  CHECKOUT_LINE_IMAGE_PX,
  CROSS_SELL_IMAGE_PX,
  GALLERY_IMAGE_PX,
  GALLERY_THUMB_PX,
  MOBILE_BREAKPOINT_PX,
  ORDER_LINE_IMAGE_PX,
  PRODUCT_IMAGE_REQUEST_PX,
  PRODUCT_THUMBNAIL_PX,
  QUICK_ADD_IMAGE_PX,
} from './constants'

export interface ImageSlot {
  /** The width and height the `<img>` declares (square pictures): no layout shift. */
  px: number
  /** Pixel widths offered in `srcset`, smallest first. */
  widths: readonly number[]
  /** The `sizes` attribute: the CSS width the slot shows at. */
  sizes: string
}

/** Width of the master photograph of the embedded catalogue (JPEG). */
export const PRODUCT_PHOTO_MASTER_PX = 1200
/** The listing grid's widest tablet layout (3 columns) ends here; above it the card is at most 320 px wide. */
const TABLET_MAX_PX = 1023

const fixed = (px: number): ImageSlot => ({ px, widths: [px, px * 2], sizes: `${px}px` })

export const PRODUCT_IMAGE_SLOTS = {
  /** A product card (listing, shelves, search results): 2 columns on a phone, 3 on a tablet, at most 320 px. */
  card: {
    px: PRODUCT_IMAGE_REQUEST_PX,
    widths: [160, 240, PRODUCT_IMAGE_REQUEST_PX, 480, PRODUCT_IMAGE_REQUEST_PX * 2],
    sizes: `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px) 50vw, (max-width: ${TABLET_MAX_PX}px) 33vw, ${PRODUCT_IMAGE_REQUEST_PX}px`,
  },
  /** The product page's gallery: the phone's full width, else 600 px. */
  gallery: {
    px: GALLERY_IMAGE_PX,
    widths: [400, GALLERY_IMAGE_PX, 800, PRODUCT_PHOTO_MASTER_PX],
    sizes: `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px) 100vw, ${GALLERY_IMAGE_PX}px`,
  },
  galleryThumb: fixed(GALLERY_THUMB_PX),
  /** The search modal's product thumbnails (the spec's 107 px). */
  searchThumb: fixed(PRODUCT_THUMBNAIL_PX),
  quickAdd: fixed(QUICK_ADD_IMAGE_PX),
  crossSell: fixed(CROSS_SELL_IMAGE_PX),
  cartLine: fixed(CART_LINE_IMAGE_PX),
  cartFeedback: fixed(CART_FEEDBACK_IMAGE_PX),
  cartFeedbackLine: fixed(CART_FEEDBACK_LINE_IMAGE_PX),
  checkoutLine: fixed(CHECKOUT_LINE_IMAGE_PX),
  orderLine: fixed(ORDER_LINE_IMAGE_PX),
} as const satisfies Record<string, ImageSlot>

export type ProductImageSlot = keyof typeof PRODUCT_IMAGE_SLOTS

/** Every width the embedded backend makes of a photograph (the union of the slots' widths). */
export const PRODUCT_PHOTO_WIDTHS: readonly number[] = [...new Set(Object.values(PRODUCT_IMAGE_SLOTS).flatMap((slot) => slot.widths))].sort(
  (a, b) => a - b,
)

/** Formats of the derivatives, most compact first (the `<picture>` order); JPEG is the `<img>` fallback. */
export const PRODUCT_PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const
export type ProductPhotoFormat = (typeof PRODUCT_PHOTO_FORMATS)[number]
export const PRODUCT_PHOTO_MIME: Record<ProductPhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }
