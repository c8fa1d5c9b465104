/**
 * Product pictures made locally (never fetched from another host): a tinted
 * background in the SKU's colour and a simple icon of the product type.
 * Photographs (the demo catalogue): /images/products/{skuId}-{n}.jpg, a
 * 1,200 px master the server renders from `productPhotoSvg` with texture and
 * grain, and its derivatives /images/products/{skuId}-{n}-{width}.{avif|webp|jpg}
 * at the slots' widths (config/image-slots). Drawings (older databases, feeds):
 * /images/products/{skuId}-{n}.svg, with the product's name.
 */
import { PRODUCT_PHOTO_FORMATS, PRODUCT_PHOTO_WIDTHS, type ProductPhotoFormat } from '../config/image-slots'
import { COLOUR_HEX, NEUTRAL_HEX } from './palette'
import type { Product, Sku } from './model'
import { SIZE_GUIDE_IMAGES, type SizeGuideImage } from './size-guide'

/** The drawings of product pictures, by kind of product. */
export type IconKind =
  | 'shoe'
  | 'ball'
  | 'shirt'
  | 'pants'
  | 'bike'
  | 'bottle'
  | 'tent'
  | 'bag'
  | 'dumbbell'
  | 'racket'
  | 'cap'
  | 'tub'
  | 'treadmill'
  | 'sock'
  | 'shorts'
  | 'tank'
  | 'sports-bra'
  | 'longsleeve'
  | 'jacket'
  | 'kimono'
  | 'swimsuit'
  | 'briefs'
  | 'bikini'
  | 'glove'
  | 'boxing-glove'
  | 'helmet'
  | 'beanie'
  | 'swim-cap'
  | 'sunglasses'
  | 'goggles'
  | 'watch'
  | 'heart-strap'
  | 'slide'
  | 'inline-skate'
  | 'skateboard'
  | 'scooter'
  | 'surfboard'
  | 'kickboard'
  | 'yoga-mat'
  | 'kettlebell'
  | 'plate'
  | 'bench'
  | 'punching-bag'
  | 'jump-rope'
  | 'band'
  | 'inner-tube'
  | 'bar'
  | 'sachet'
  | 'sleeping-bag'
  | 'mattress'
  | 'headlamp'
  | 'chair'
  | 'stove'
  | 'pump'
  | 'bike-light'
  | 'exercise-bike'
  | 'shin-guard'
  | 'knee-pad'
  | 'hoop'
  | 'net'
  | 'goal'
  | 'backpack'
  | 'kayak'
  | 'life-vest'
  | 'armband'
  | 'pool'
  | 'headphones'
  | 'mouthguard'
  | 'generic'

export type ImageIcon = IconKind | 'giftcard'

export interface ProductImageParams {
  /** Product name (wrapped on two lines, shortened when needed). */
  name: string
  icon: ImageIcon
  /** Colour name of the palette ('Azul') or a #rrggbb hex; the theme blue when absent. */
  colour?: string | null
  /** 1, 2 or 3: the angle of the picture. */
  view?: number
  /** Optional badge text, e.g. a gift card's value. */
  badge?: string | null
}

export const PRODUCT_IMAGE_PREFIX = '/images/products/'
export const MAX_IMAGES_PER_SKU = 3

export const productImageUrl = (skuId: string, n: number): string => `${PRODUCT_IMAGE_PREFIX}${skuId}-${n}.svg`
/** The master photograph of picture n of a SKU (1,200 px JPEG). */
export const productPhotoUrl = (skuId: string, n: number): string => `${PRODUCT_IMAGE_PREFIX}${skuId}-${n}.jpg`

/** A master photograph's address (`/images/products/123-1.jpg`, any host) → its derivative at a width and format. */
const PHOTO_MASTER_URL = /^((?:https?:\/\/[^/]+)?\/images\/products\/\d{1,12}-[1-9])\.jpg$/
export function isProductPhotoUrl(url: string): boolean {
  return PHOTO_MASTER_URL.test(url)
}
export function productPhotoDerivativeUrl(masterUrl: string, width: number, format: ProductPhotoFormat): string {
  return masterUrl.replace(PHOTO_MASTER_URL, `$1-${width}.${format}`)
}

export type ProductImageFile =
  | { kind: 'sku'; skuId: string; n: number }
  | { kind: 'photo'; skuId: string; n: number; width: number | null; format: ProductPhotoFormat }
  | { kind: 'size-guide'; image: SizeGuideImage }

/** Reads a file name of the image route: '1000123-2.svg', '1000123-2.jpg', '1000123-2-320.avif' or 'guia-torax.svg'. */
export function parseProductImageFile(file: string): ProductImageFile | null {
  const sku = /^(\d{1,12})-([1-9])\.svg$/.exec(file)
  if (sku) return { kind: 'sku', skuId: sku[1], n: Number(sku[2]) }
  const master = /^(\d{1,12})-([1-9])\.jpg$/.exec(file)
  if (master) return { kind: 'photo', skuId: master[1], n: Number(master[2]), width: null, format: 'jpg' }
  const derivative = /^(\d{1,12})-([1-9])-(\d{2,4})\.([a-z]+)$/.exec(file)
  if (derivative) {
    const width = Number(derivative[3])
    const format = derivative[4] as ProductPhotoFormat
    if (!PRODUCT_PHOTO_WIDTHS.includes(width) || !PRODUCT_PHOTO_FORMATS.includes(format)) return null
    return { kind: 'photo', skuId: derivative[1], n: Number(derivative[2]), width, format }
  }
  const guide = /^guia-([a-z]+)\.svg$/.exec(file)
  if (guide && (SIZE_GUIDE_IMAGES as readonly string[]).includes(guide[1])) {
    return { kind: 'size-guide', image: guide[1] as SizeGuideImage }
  }
  return null
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' } as const)[c as '&']};`)
}

// ── Colours ─────────────────────────────────────────────────────────────────

function hexOf(colour: string | null | undefined): string {
  if (!colour) return NEUTRAL_HEX
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase()
  return COLOUR_HEX[colour] ?? NEUTRAL_HEX
}

/** Mixes a hex colour with white (amount 0..1 of white) or black (negative). */
function mix(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0
  const a = Math.abs(amount)
  const channel = (i: number): string => {
    const v = parseInt(hex.slice(i, i + 2), 16)
    return Math.round(v + (target - v) * a)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(1)}${channel(3)}${channel(5)}`
}

function isLight(hex: string): boolean {
  const r = parseInt(hex.slice(1, 3), 16)
  const g = parseInt(hex.slice(3, 5), 16)
  const b = parseInt(hex.slice(5, 7), 16)
  return 0.299 * r + 0.587 * g + 0.114 * b > 200
}

// ── Icons (drawn around 0,0 within ±100) ───────────────────────────────────

const ICONS: Record<ImageIcon, string> = {
  shoe:
    '<path d="M-96 28-90-22q34-2 52-32l30 6q8 30 48 40 48 10 56 36z"/>' +
    '<path d="M-96 28H96v16H-96z" fill="#fff"/><path d="M-30-36l14 10m-4-18 14 10" fill="none"/>',
  ball:
    '<circle r="84"/><path d="m0-30 29 21-11 34h-36l-11-34z" fill="#fff"/>' +
    '<path d="M0-30V-84M29-9 80-26M18 25l32 44m-68-44-32 44M-29-9l-51-17" fill="none"/>',
  shirt: '<path d="M-38-82-96-52l20 46 20-10v100H56V-16l20 10 20-46-58-30q-38 30-76 0z"/>',
  pants: '<path d="M-56-86H56l12 172H18L0-14l-18 100h-50z"/><path d="M-56-66H56" fill="none"/>',
  bike:
    '<g fill="none"><circle cx="-56" cy="36" r="40"/><circle cx="56" cy="36" r="40"/>' +
    '<path d="m-56 36 34-66h58l20 66M-22-30l22 66 36-66M-34-44h24M30-46l12-6"/></g>',
  bottle: '<path d="M-22-92h44v22l14 16V86q0 8-8 8h-56q-8 0-8-8V-54l14-16z"/><path d="M-34-10h68v44h-68z" fill="#fff"/>',
  tent: '<path d="M-100 72 0-82l100 154z"/><path d="M0-82v154m-34 0L0 10l34 62z" fill="#fff"/>',
  bag:
    '<rect x="-88" y="-40" width="176" height="120" rx="22"/><path d="M-40-40q0-44 40-44t40 44" fill="none"/>' +
    '<path d="M-88 6H88" fill="none"/>',
  dumbbell: '<path d="M-44-6h88v12h-88z"/><rect x="-86" y="-46" width="26" height="92" rx="6"/><rect x="60" y="-46" width="26" height="92" rx="6"/><rect x="-100" y="-28" width="14" height="56" rx="4"/><rect x="86" y="-28" width="14" height="56" rx="4"/>',
  racket:
    '<ellipse cx="0" cy="-30" rx="56" ry="68"/><path d="M-30-70h60m-70 40h80m-70 40h60M-20-92v120M20-92v120" stroke="#fff" stroke-width="3" fill="none"/>' +
    '<path d="M-8 38h16v60H-8z"/>',
  cap: '<path d="M-70 20q0-90 70-90t70 90z"/><path d="M-70 20h170q-20 24-60 24h-110z"/><circle cy="-70" r="8" fill="#fff"/>',
  tub: '<rect x="-62" y="-60" width="124" height="150" rx="14"/><rect x="-70" y="-84" width="140" height="30" rx="8"/><path d="M-62-10h124v56h-124z" fill="#fff"/>',
  treadmill:
    '<path d="M-96 70 60 40l30 10-150 34z"/><path d="M46 40 70-70h26L72 44" fill="none"/><rect x="56" y="-90" width="44" height="24" rx="6"/>',
  sock:
    '<path d="M-44-92h60V8q0 8 6 12l52 30q20 12 10 34-10 18-32 10L-24 58q-20-10-20-34z"/>' +
    '<path d="M-44-92h60v12h-60zM-44-72h60v6h-60z" fill="#fff"/><path d="M-44 20q8 16 24 14M56 58q14 10 10 30" fill="none"/>',
  shorts: '<path d="M-70-70H70l16 130H10L0-6-10 60h-64z"/><path d="M-70-52H70M0-52V-6" fill="none"/>',
  tank: '<path d="M-40-92h20q8 30 20 30t20-30h20q0 40 26 52V92H-66V-40q26-12 26-52z"/>',
  'sports-bra':
    '<path d="M-70-84h24q8 44 46 44t46-44h24q-6 60 10 92v44H-80V8q16-32 10-92z"/><path d="M-80 22H80v14H-80z" fill="#fff"/>',
  longsleeve:
    '<path d="M-36-88-70-76q-20 8-24 30l-6 110h26l8-84V92H66V-20l8 84h26l-6-110q-4-22-24-30l-34-12q-36 24-72 0z"/>' +
    '<path d="M-66-20v-40M66-20v-40" fill="none"/>',
  jacket:
    '<path d="M-36-88-70-76q-20 8-24 30l-6 110h26l8-84V92H66V-20l8 84h26l-6-110q-4-22-24-30l-34-12q-36 24-72 0z"/>' +
    '<path d="M-66-20v-40M66-20v-40M-50 30h28M22 30h28" fill="none"/><path d="M0-64V92" fill="none" stroke="#fff" stroke-width="5"/>',
  kimono:
    '<path d="M-36-88-74-74q-22 8-26 30v50h40l-6-26V92H66V-20l-6 26h40v-50q-4-22-26-30l-38-14z"/>' +
    '<path d="M-30-88 10 20M30-88-10 20" fill="none" stroke="#fff" stroke-width="8"/>' +
    '<path d="M-66 26H66v14H-66z" fill="#1f2328"/><path d="M-8 40-20 82M8 40l12 42" fill="none" stroke="#1f2328" stroke-width="8"/>',
  swimsuit: '<path d="M-44-92h14q6 40 30 40t30-40h14q-4 50 26 80L60 40 14 90h-28L-60 40l-10-52q30-30 26-80z"/>',
  briefs: '<path d="M-86-40H86l-8 30q-44 18-58 76h-40q-14-58-58-76z"/><path d="M-86-40H86v14H-86z" fill="#fff"/>',
  bikini:
    '<path d="M-74-56l32-32 32 32q-4 26-32 26t-32-26zM10-56l32-32 32 32q-4 26-32 26t-32-26z"/><path d="M-10-50h20M-96-54h22M74-54h22" fill="none"/>' +
    '<path d="M-62 20H62l-6 18q-34 14-42 50h-28q-8-36-42-50z"/>',
  glove:
    '<path d="M-46 92V24L-86-14q-10-14 6-20 10-4 20 8l22 22V-60q0-12 11-12t11 12v-18q0-12 11-12t11 12v4q0-12 11-12t11 12v18q0-12 11-12t11 12V40q0 12 6 16v36z"/>' +
    '<path d="M-16-60V0M6-74V0M28-56V0" fill="none"/><path d="M-46 58H56v16H-46z" fill="#fff"/>',
  'boxing-glove':
    '<path d="M-40 92V40q-40-18-40-64 0-68 72-70 76 0 80 62 2 42-30 72v52z"/>' +
    '<path d="M-54 24q-40 4-34-32 6-26 36-12" fill="none"/><path d="M-40 56h78v14h-78z" fill="#fff"/>',
  helmet:
    '<path d="M-94 36q4-98 100-106 82-4 92 74 2 12-10 12H-82q-12 0-12 20z"/>' +
    '<path d="M-60-18q30-32 70-30M-40-46q40-20 76-4M-64 12q50-22 100-14" fill="none" stroke="#fff" stroke-width="9"/>' +
    '<path d="M-40 16l20 44 32-44" fill="none"/>',
  beanie:
    '<path d="M-76 40q-4-110 76-114 80 4 76 114z"/><rect x="-84" y="30" width="168" height="44" rx="12"/><circle cy="-82" r="18"/>' +
    '<path d="M-56 38v28M-28 38v28M0 38v28M28 38v28M56 38v28" fill="none"/>',
  'swim-cap': '<path d="M-88 50q-6-128 88-128t88 128q-88 24-176 0z"/><path d="M-60-20q60-24 120 0" fill="none" stroke="#fff" stroke-width="10"/>',
  sunglasses:
    '<path d="M-96-18H96" fill="none" stroke-width="8"/>' +
    '<path d="M-90-22h76q6 0 6 8 0 44-40 48-42 0-44-48 0-8 2-8zM90-22h-76q-6 0-6 8 0 44 40 48 42 0 44-48 0-8-2-8z"/>' +
    '<path d="M-70-10l22 22M30-10l22 22" fill="none" stroke="#fff" stroke-width="6"/>',
  goggles:
    '<path d="M-100 4q0-50 100-50T100 4" fill="none" stroke-width="10"/>' +
    '<ellipse cx="-42" cy="8" rx="38" ry="28"/><ellipse cx="42" cy="8" rx="38" ry="28"/><path d="M-6 4h12" fill="none" stroke-width="8"/>' +
    '<path d="M-62-4q10-10 22-8M22-4q10-10 22-8" fill="none" stroke="#fff" stroke-width="6"/>',
  watch:
    '<path d="M-30-100h60l-6 70h-48zM-30 100h60l-6-70h-48z"/><rect x="50" y="-12" width="14" height="24" rx="4"/>' +
    '<circle r="56"/><circle r="42" fill="#fff"/><path d="M0-28V0l20 12" fill="none" stroke-width="6"/>',
  'heart-strap':
    '<path d="M-100-6q100-36 200 0v22q-100-36-200 0z"/><rect x="-46" y="-34" width="92" height="60" rx="24"/>' +
    '<path d="M0 14-16-2a9 9 0 0 1 16-12 9 9 0 0 1 16 12z" fill="#fff"/>',
  slide:
    '<rect x="-86" y="-92" width="68" height="184" rx="32"/><rect x="18" y="-92" width="68" height="184" rx="32"/>' +
    '<path d="M-94-58h84v48h-84zM10-58h84v48H10z"/><path d="M-74-34h44M30-34h44" fill="none" stroke="#fff" stroke-width="6"/>',
  'inline-skate':
    '<path d="M-90 10-84-56q34-2 52-32l30 6q8 30 48 40 48 10 50 52z"/><path d="M-90 10H96v14H-90z" fill="#fff"/>' +
    '<circle cx="-62" cy="48" r="18"/><circle cx="-16" cy="48" r="18"/><circle cx="30" cy="48" r="18"/><circle cx="76" cy="48" r="18"/>' +
    '<path d="M-30-62l14 10m-4-18 14 10" fill="none"/>',
  skateboard:
    '<path d="M-98-22q6 22 26 22h144q20 0 26-22l6 4q-8 30-32 30H-72q-24 0-32-30z"/>' +
    '<path d="M-64 8h24l-4 14h-16zM40 8h24l-4 14H44z"/><circle cx="-52" cy="36" r="15"/><circle cx="52" cy="36" r="15"/>' +
    '<circle cx="-52" cy="36" r="5" fill="#fff"/><circle cx="52" cy="36" r="5" fill="#fff"/>',
  scooter:
    '<path d="M-80 44h118v14H-80z"/><path d="M34 50 58-84M36-86h48" fill="none" stroke-width="10"/>' +
    '<circle cx="-74" cy="72" r="20"/><circle cx="62" cy="72" r="20"/><circle cx="-74" cy="72" r="7" fill="#fff"/><circle cx="62" cy="72" r="7" fill="#fff"/>',
  surfboard:
    '<g transform="rotate(-35)"><path d="M0-104q36 40 32 124-2 52-32 80-30-28-32-80-4-84 32-124z"/>' +
    '<path d="M0-98V94" fill="none" stroke="#fff" stroke-width="3"/><path d="M-8 70-22 96h30z"/></g>',
  kickboard: '<path d="M-70-56q0-36 70-36t70 36V72q0 20-20 20H-50q-20 0-20-20z"/><rect x="-44" y="-64" width="88" height="20" rx="10" fill="#fff"/>',
  'yoga-mat':
    '<path d="M-100 62h150v24h-150z"/><circle cx="50" cy="32" r="54"/>' +
    '<circle cx="50" cy="32" r="36" fill="none"/><circle cx="50" cy="32" r="18" fill="none"/>',
  kettlebell:
    '<path d="M-46-28q-14-70 46-70t46 70H26q8-48-26-48t-26 48z"/><path d="M-72 28q0-72 72-72t72 72q0 40-20 62H-52q-20-22-20-62z"/>',
  plate:
    '<circle r="90"/><circle r="64" fill="none"/><circle r="16" fill="#fff"/>' +
    '<path d="M-34-48h68M-34 48h68" fill="none" stroke="#fff" stroke-width="16"/>',
  bench:
    '<path d="M-96 2h104v16H-96z"/><path d="M2 10 64-72l14 10L18 22z"/>' +
    '<path d="M-84 18v62M-10 18v62M30 20v60M-100 80h52M-30 80h80" fill="none" stroke-width="8"/>',
  'punching-bag':
    '<path d="M0-100v22M0-80l-34 22M0-80l34 22" fill="none" stroke-width="5"/><rect x="-40" y="-60" width="80" height="160" rx="18"/>' +
    '<path d="M-40-36h80M-40 76h80" fill="none"/>',
  'jump-rope':
    '<path d="M-64-50Q-120 80 0 94Q120 80 64-50" fill="none" stroke-width="6"/>' +
    '<rect x="-76" y="-100" width="24" height="56" rx="12"/><rect x="52" y="-100" width="24" height="56" rx="12"/>',
  band: '<path fill-rule="evenodd" d="M-96 0a96 58 0 1 0 192 0a96 58 0 1 0-192 0zM-74 0a74 38 0 1 0 148 0a74 38 0 1 0-148 0z"/>',
  'inner-tube':
    '<path fill-rule="evenodd" d="M-88 0a88 88 0 1 0 176 0a88 88 0 1 0-176 0zM-58 0a58 58 0 1 0 116 0a58 58 0 1 0-116 0z"/>' +
    '<path d="M-6 60h12v26H-6z"/>',
  bar:
    '<path d="M-96-34l12 11-12 11 12 12-12 11 12 11-12 12H96l-12-12 12-11-12-11 12-12-12-11 12-11z"/>' +
    '<rect x="-44" y="-18" width="88" height="36" rx="6" fill="#fff"/>',
  sachet:
    '<path d="M-50-92H50l-6 12 6 12V72q0 10-10 14L0 96-40 86q-10-4-10-14V-68l6-12z"/><rect x="-32" y="-30" width="64" height="52" rx="6" fill="#fff"/>',
  'sleeping-bag':
    '<path d="M-40-96q40-10 80 0 30 40 24 120-4 50-20 72H-36q-16-22-20-72-6-80 16-120z"/>' +
    '<ellipse cy="-62" rx="26" ry="20" fill="#fff"/><path d="M-42-22q42 14 84 0M40-30 28 90" fill="none"/>',
  mattress:
    '<rect x="-98" y="-34" width="196" height="76" rx="20"/><path d="M-60-34v76M-22-34v76M16-34v76M54-34v76" fill="none"/>' +
    '<path d="M-98 30h196" fill="none"/>',
  headlamp:
    '<ellipse cy="0" rx="90" ry="52" fill="none" stroke-width="14"/>' +
    '<rect x="-42" y="26" width="84" height="54" rx="16"/><circle cy="53" r="17" fill="#fff"/>',
  chair:
    '<path d="M-62-92h124v94H-62z"/><path d="M-72 0h144l-10 30H-62z"/>' +
    '<path d="M-60 30 60 96M60 30-60 96M-68-92V20M68-92V20" fill="none" stroke-width="8"/>',
  stove:
    '<rect x="-40" y="4" width="80" height="90" rx="18"/><path d="M-62-18h124l-10 22H-52z"/>' +
    '<path d="M-62-18-76-38M62-18l14-20" fill="none" stroke-width="6"/>' +
    '<path d="M0-96q30 30 12 62 10-26-12-28-22 2-12 28-18-32 12-62z" fill="#fff"/>',
  pump:
    '<rect x="-20" y="-44" width="40" height="124" rx="8"/><path d="M-52-78h104M0-78v34" fill="none" stroke-width="12"/>' +
    '<path d="M-62 80h124v14H-62z"/><circle cy="40" r="13" fill="#fff"/><path d="M20 60q64 0 54-64" fill="none" stroke-width="6"/>',
  'bike-light':
    '<rect x="-76" y="-38" width="124" height="76" rx="22"/><path d="M48-38q44 0 44 38T48 38z" fill="#fff"/>' +
    '<path d="M-36 38v30h40V38" fill="none" stroke-width="8"/>',
  'exercise-bike':
    '<path d="M-90 88h170" fill="none" stroke-width="10"/><circle cx="40" cy="34" r="40"/><circle cx="40" cy="34" r="12" fill="#fff"/>' +
    '<path d="M-50 88-24-42M-24-40 40 34M34-20 52-80M38-86h34" fill="none" stroke-width="10"/><path d="M-50-56h48v14h-48z"/>',
  'shin-guard':
    '<path d="M-50-90q50-16 100 0 8 80-8 150-20 30-42 30T-42 60q-16-70-8-150z"/><path d="M-30-60q30-10 60 0M-28 40q28 10 56 0" fill="none" stroke="#fff" stroke-width="6"/>',
  'knee-pad':
    '<path d="M-54-96h108v192H-54z"/><ellipse cx="0" cy="0" rx="44" ry="52" fill="#fff"/><ellipse cx="0" cy="0" rx="32" ry="40"/>',
  hoop:
    '<rect x="-80" y="-98" width="150" height="92" rx="6"/><rect x="-30" y="-66" width="50" height="40" fill="none" stroke="#fff" stroke-width="5"/>' +
    '<path d="M-40-4h60" fill="none" stroke-width="9"/><path d="M-36 0l10 42h32l10-42M-26 42l16-42 16 42" fill="none" stroke-width="3"/>' +
    '<path d="M70-60h18v156" fill="none" stroke-width="10"/>',
  net:
    '<path d="M-90-60H90" fill="none" stroke-width="10"/><path d="M-90-54H90v50H-90z" fill="none"/>' +
    '<path d="M-60-54v50M-30-54v50M0-54v50M30-54v50M60-54v50M-90-29H90" fill="none" stroke-width="2"/>' +
    '<path d="M-96-80v178M96-80v178" fill="none" stroke-width="9"/>',
  goal:
    '<path d="M-96-70H96v14H-82v136h-14zM82-56h14V80H82z"/>' +
    '<path d="M-82-16H82M-82 24H82M-82 64H82M-50-56V80M-16-56V80M18-56V80M52-56V80" fill="none" stroke-width="2"/>',
  backpack:
    '<rect x="-62" y="-70" width="124" height="164" rx="30"/><path d="M-24-70q0-26 24-26t24 26" fill="none" stroke-width="8"/>' +
    '<rect x="-44" y="12" width="88" height="62" rx="14"/><path d="M-44 32h88M-62-30h124" fill="none"/>',
  kayak:
    '<path d="M-72 66 72-66" fill="none" stroke-width="6"/><path d="M-90 80l12-30 16 12zM90-80l-12 30-16-12z"/>' +
    '<g transform="rotate(-20)"><path d="M-100 0q100-42 200 0-100 42-200 0z"/><ellipse rx="28" ry="11" fill="#fff"/></g>',
  'life-vest':
    '<path d="M-40-92h22v40q0 10 18 10t18-10v-40h22q34 20 34 60V92H-74V-32q0-40 34-60z"/><path d="M0-42V92" fill="none"/>' +
    '<path d="M-74 20H74M-74 56H74" fill="none" stroke="#fff" stroke-width="8"/>',
  armband:
    '<path fill-rule="evenodd" d="M-90-48q0-22 22-22h136q22 0 22 22v96q0 22-22 22H-68q-22 0-22-22zM-44 0a44 30 0 1 0 88 0a44 30 0 1 0-88 0z"/>' +
    '<path d="M60-70v-14" fill="none" stroke-width="8"/>',
  pool:
    '<path d="M-96-10v50q0 40 96 40t96-40v-50z"/><ellipse cy="-10" rx="96" ry="40"/><ellipse cy="-10" rx="74" ry="26" fill="#fff"/>' +
    '<path d="M-96 15q0 40 96 40t96-40" fill="none"/>',
  headphones:
    '<path d="M-72 24q0-100 72-100T72 24" fill="none" stroke-width="14"/>' +
    '<rect x="-94" y="2" width="42" height="76" rx="18"/><rect x="52" y="2" width="42" height="76" rx="18"/>',
  mouthguard: '<path d="M-76-50q-8 136 76 136t76-136H42q0 98-42 98t-42-98z"/><path d="M-40 10q40 30 80 0" fill="none" stroke="#fff" stroke-width="5"/>',
  generic: '<path d="M-30-96h60l-14 50h-32z" fill="#fff"/><circle cy="10" r="62"/><path d="m0-22 10 20 22 3-16 15 4 22-20-10-20 10 4-22-16-15 22-3z" fill="#fff"/>',
  giftcard:
    '<rect x="-98" y="-62" width="196" height="124" rx="14"/><path d="M-30-62V62M-98 0H98" stroke="#fff" stroke-width="12" fill="none"/>' +
    '<path d="M-30 0q-40-44-8-50 22 0 8 50 14-50 36-50 32 6-8 50" fill="none" stroke="#fff" stroke-width="8"/>',
}

/** Every drawing there is. */
export const IMAGE_ICONS = Object.keys(ICONS) as readonly ImageIcon[]

/** Icon for a product name, by its type words (accents ignored). */
export function iconForName(name: string): ImageIcon {
  const n = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^kit /, '')
  // First match wins: the more particular words before the general ones ('luva de boxe' before 'luva').
  const rules: Array<[RegExp, ImageIcon]> = [
    [/^cartao presente/, 'giftcard'],
    [/^raquete/, 'racket'],
    [/^(tubo de )?bolas? /, 'ball'],
    [/^patins/, 'inline-skate'],
    [/^(sandalia|chinelo)/, 'slide'],
    [/^(tenis|chuteira|bota)/, 'shoe'],
    [/^meia/, 'sock'],
    [/^(shorts|bermuda)/, 'shorts'],
    [/^(legging|calca)/, 'pants'],
    [/^(cueca|calcinha|sunga)/, 'briefs'],
    [/^maio/, 'swimsuit'],
    [/^biquini/, 'bikini'],
    [/^regata/, 'tank'],
    [/^top /, 'sports-bra'],
    [/^kimono/, 'kimono'],
    [/^(jaqueta|moletom)/, 'jacket'],
    [/^(camiseta uv|camisa termica|camiseta manga longa)/, 'longsleeve'],
    [/^(joelheira|conjunto de protecao)/, 'knee-pad'],
    [/^(camis|conjunto|saida|roupa)/, 'shirt'],
    [/^luva de boxe/, 'boxing-glove'],
    [/^luva/, 'glove'],
    [/^caneleira/, 'shin-guard'],
    [/^capacete/, 'helmet'],
    [/^bone/, 'cap'],
    [/^gorro/, 'beanie'],
    [/^touca/, 'swim-cap'],
    [/^oculos de natacao/, 'goggles'],
    [/^oculos/, 'sunglasses'],
    [/^relogio/, 'watch'],
    [/^monitor cardiaco/, 'heart-strap'],
    [/^(bicicleta ergometrica|eliptico)/, 'exercise-bike'],
    [/^esteira/, 'treadmill'],
    [/^patinete/, 'scooter'],
    [/^(skate|shape)/, 'skateboard'],
    [/^bicicleta/, 'bike'],
    [/^bomba de ar/, 'pump'],
    [/^camara de ar/, 'inner-tube'],
    [/^farol/, 'bike-light'],
    [/^(garrafa|squeeze|coqueteleira)/, 'bottle'],
    [/^(whey|creatina|bcaa)/, 'tub'],
    [/^barra de proteina/, 'bar'],
    [/^gel de/, 'sachet'],
    [/^barraca/, 'tent'],
    [/^saco de dormir/, 'sleeping-bag'],
    [/^colchao/, 'mattress'],
    [/^lanterna/, 'headlamp'],
    [/^cadeira/, 'chair'],
    [/^fogareiro/, 'stove'],
    [/^mochila/, 'backpack'],
    [/^(bolsa|pochete)/, 'bag'],
    [/^saco de pancada/, 'punching-bag'],
    [/^halter/, 'dumbbell'],
    [/^anilha/, 'plate'],
    [/^kettlebell/, 'kettlebell'],
    [/^banco/, 'bench'],
    [/^tapete/, 'yoga-mat'],
    [/^faixa elastica/, 'band'],
    [/^corda de pular/, 'jump-rope'],
    [/^prancha de (surf|stand up)/, 'surfboard'],
    [/^prancha de natacao/, 'kickboard'],
    [/^tabela de basquete/, 'hoop'],
    [/^rede/, 'net'],
    [/^trave/, 'goal'],
    [/^caiaque/, 'kayak'],
    [/^colete/, 'life-vest'],
    [/^boia/, 'armband'],
    [/^piscina/, 'pool'],
    [/^fone/, 'headphones'],
    [/^protetor bucal/, 'mouthguard'],
  ]
  for (const [pattern, icon] of rules) if (pattern.test(n)) return icon
  return 'generic'
}

/** The name on at most two lines of `width` characters, with an ellipsis when cut. */
export function wrapName(name: string, width = 24): [string, string] {
  const words = name.split(/\s+/).filter(Boolean)
  const lines: string[] = ['']
  for (const word of words) {
    const current = lines[lines.length - 1]
    if (!current) lines[lines.length - 1] = word
    else if (current.length + 1 + word.length <= width) lines[lines.length - 1] = `${current} ${word}`
    else lines.push(word)
  }
  const first = lines[0].slice(0, width)
  let second = lines.slice(1).join(' ')
  if (second.length > width) second = `${second.slice(0, width - 1).trimEnd()}…`
  return [first, second]
}

const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif'

/** A product picture: tinted background, icon, name (and a badge). About 1–2 KB. */
export function productImageSvg(params: ProductImageParams): string {
  const hex = hexOf(params.colour)
  const view = Math.min(Math.max(Math.round(params.view ?? 1), 1), MAX_IMAGES_PER_SKU)
  const background = mix(hex, view === 3 ? 0.7 : 0.86)
  const stroke = isLight(hex) ? '#8a8f98' : mix(hex, -0.35)
  const transform =
    view === 2 ? 'translate(200 170) rotate(-12) scale(1.1)' : view === 3 ? 'translate(200 170) scale(-.9 .9)' : 'translate(200 170)'
  const [line1, line2] = wrapName(params.name)
  const label = escapeXml(params.name)
  const badge = params.badge
    ? `<rect x="20" y="20" width="${24 + params.badge.length * 11}" height="36" rx="18" fill="#3643ba"/>` +
      `<text x="${32}" y="44" font-size="18" font-weight="700" fill="#fff">${escapeXml(params.badge)}</text>`
    : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${label}">` +
    `<rect width="400" height="400" fill="${background}"/>` +
    `<circle cx="200" cy="170" r="128" fill="#fff" opacity=".5"/>` +
    `<ellipse cx="200" cy="292" rx="112" ry="12" fill="#000" opacity=".08"/>` +
    `<g transform="${transform}" fill="${hex}" stroke="${stroke}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">${ICONS[params.icon]}</g>` +
    `<g font-family="${FONT}" text-anchor="middle" fill="#1f2328">` +
    `<text x="200" y="338" font-size="20" font-weight="600">${escapeXml(line1)}</text>` +
    (line2 ? `<text x="200" y="364" font-size="17">${escapeXml(line2)}</text>` : '') +
    `</g>` +
    `<g font-family="${FONT}">${badge}</g>` +
    `</svg>`
  )
}

/**
 * The studio drawing a photograph is rendered from (the server adds texture and
 * grain): a lit backdrop in a tint of the colour, a soft floor shadow, the
 * product shaded from the top left; view 2 closer and turned, view 3 mirrored
 * on a darker backdrop. No text: a photograph does not print the name.
 */
export function productPhotoSvg(params: ProductImageParams): string {
  const hex = hexOf(params.colour)
  const view = Math.min(Math.max(Math.round(params.view ?? 1), 1), MAX_IMAGES_PER_SKU)
  const light = mix(hex, view === 3 ? 0.62 : 0.9)
  const dark = mix(hex, view === 3 ? 0.2 : 0.55)
  const stroke = isLight(hex) ? '#8a8f98' : mix(hex, -0.35)
  const transform =
    view === 2
      ? 'translate(205 190) rotate(-14) scale(1.45)'
      : view === 3
        ? 'translate(200 195) scale(-1.15 1.15)'
        : 'translate(200 195) scale(1.25)'
  const badge = params.badge
    ? `<rect x="24" y="24" width="${24 + params.badge.length * 11}" height="36" rx="18" fill="#3643ba"/>` +
      `<text x="36" y="48" font-family="${FONT}" font-size="18" font-weight="700" fill="#fff">${escapeXml(params.badge)}</text>`
    : ''
  return (
    // Nothing of the product's name: pictures of one kind, colour and view are one file (the photographs' cache).
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">' +
    '<defs>' +
    `<radialGradient id="b" cx=".3" cy=".25" r=".95"><stop offset="0" stop-color="#fff"/><stop offset=".45" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>` +
    '<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient>' +
    '<filter id="f" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="9"/></filter>' +
    '</defs>' +
    '<rect width="400" height="400" fill="url(#b)"/>' +
    '<ellipse cx="205" cy="330" rx="150" ry="16" fill="#000" opacity=".28" filter="url(#f)"/>' +
    `<g transform="${transform}" stroke-linejoin="round" stroke-linecap="round">` +
    `<g fill="${hex}" stroke="${stroke}" stroke-width="4">${ICONS[params.icon]}</g>` +
    `<g fill="url(#s)" stroke="none">${ICONS[params.icon]}</g>` +
    '</g>' +
    badge +
    '</svg>'
  )
}

/** Parameters of picture n of a SKU. */
export function imageParamsFor(product: Product, sku: Sku, n: number): ProductImageParams {
  const icon = iconForName(product.name)
  return {
    name: product.name,
    icon,
    colour: sku.variations.Cor ?? null,
    view: n,
    badge: icon === 'giftcard' ? sku.variations.Valor ?? null : null,
  }
}

const GUIDE_SHAPES: Record<SizeGuideImage, string> = {
  torax: '<path d="M150 60h100l40 60-30 20v200H140V140l-30-20z"/><path d="M120 150h160" class="m"/>',
  cintura: '<path d="M150 60h100l40 60-30 20v200H140V140l-30-20z"/><path d="M130 230h140" class="m"/>',
  quadril: '<path d="M150 40h100l10 120 20 200H120l20-200z"/><path d="M118 200h164" class="m"/>',
  altura: '<circle cx="200" cy="70" r="30"/><path d="M170 110h60l20 120h-30v130h-60V230h-30z"/><path d="M320 40v320m-10-310 10-10 10 10m-20 300 10 10 10-10" class="m"/>',
  pe: '<path d="M120 250q-10-100 60-130 70-20 120 20 30 40 0 80-60 40-180 30z"/><path d="M110 300h220m-210-10-10 10 10 10m200-20 10 10-10 10" class="m"/>',
}

/** Illustration of a size-guide measure. */
export function sizeGuideSvg(image: SizeGuideImage): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">' +
    '<style>.m{fill:none;stroke:#e3262f;stroke-width:6;stroke-dasharray:12 8}</style>' +
    '<rect width="400" height="400" fill="#eef4fa"/>' +
    `<g fill="#c7d6e6" stroke="#3643ba" stroke-width="4">${GUIDE_SHAPES[image]}</g>` +
    '</svg>'
  )
}
