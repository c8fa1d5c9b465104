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
  generic: '<path d="M-30-96h60l-14 50h-32z" fill="#fff"/><circle cy="10" r="62"/><path d="m0-22 10 20 22 3-16 15 4 22-20-10-20 10 4-22-16-15 22-3z" fill="#fff"/>',
  giftcard:
    '<rect x="-98" y="-62" width="196" height="124" rx="14"/><path d="M-30-62V62M-98 0H98" stroke="#fff" stroke-width="12" fill="none"/>' +
    '<path d="M-30 0q-40-44-8-50 22 0 8 50 14-50 36-50 32 6-8 50" fill="none" stroke="#fff" stroke-width="8"/>',
}

/** Icon for a product name, by its type words (accents ignored). */
export function iconForName(name: string): ImageIcon {
  const n = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^kit /, '')
  const rules: Array<[RegExp, ImageIcon]> = [
    [/^cartao presente/, 'giftcard'],
    [/^raquete/, 'racket'],
    [/^(tubo de )?bolas? /, 'ball'],
    [/^(tenis|chuteira|sandalia|chinelo|bota|patins)/, 'shoe'],
    [/^(legging|calca|shorts|bermuda|cueca|calcinha)/, 'pants'],
    [/^(camis|regata|jaqueta|top |moletom|conjunto|sunga|maio|biquini|saida|roupa|kimono|meia|meiao|luva)/, 'shirt'],
    [/^bicicleta ergometrica|^eliptico|^esteira/, 'treadmill'],
    [/^(bicicleta|patinete|skate|shape)/, 'bike'],
    [/^(garrafa|squeeze|coqueteleira)/, 'bottle'],
    [/^(whey|creatina|barra de proteina|gel de|bcaa)/, 'tub'],
    [/^(barraca|saco de dormir|colchao|cadeira|fogareiro|lanterna)/, 'tent'],
    [/^(mochila|bolsa|pochete)/, 'bag'],
    [/^(halter|anilha|kettlebell|banco|saco de pancada)/, 'dumbbell'],
    [/^(bone|gorro|touca|capacete)/, 'cap'],
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
