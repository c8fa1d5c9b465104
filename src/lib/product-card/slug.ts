import { PRODUCT_IMAGE_REQUEST_PX } from '../../config/constants'

export interface SlugSource {
  link?: string | null
  linkText?: string | null
  isKit?: boolean
}

/** Site-relative path of a link that may be absolute (`https://host/x/p` → `/x/p`). */
function pathOf(link: string): string {
  if (/^https?:\/\//i.test(link)) {
    try {
      const url = new URL(link)
      return `${url.pathname}${url.search}`
    } catch {
      return link
    }
  }
  return link.startsWith('/') ? link : `/${link}`
}

/**
 * The product page of a product: its link when present, else
 * `/{linkText}/p`, or `/{linkText}/kit` when the item is a kit.
 */
export function productSlug({ link, linkText, isKit = false }: SlugSource): string {
  if (link && link.trim() !== '') return pathOf(link.trim())
  const text = (linkText ?? '').trim().replace(/^\/+|\/+$/g, '')
  if (text === '') return '/'
  return `/${text}/${isKit ? 'kit' : 'p'}`
}

/** A VTEX catalogue file (`/arquivos/ids/{id}/` or already sized `/arquivos/ids/{id}-{w}-{h}/`). */
const VTEX_FILE = /\/arquivos\/ids\/(\d+)(?:-\d+-\d+)?\//
/** VTEX's image hosts, which the checkout names over http (a page on https would not show them). */
const VTEX_IMAGE_HOST = /^http:\/\/([a-z0-9-]+\.(?:vteximg\.com\.br|vtexassets\.com))\//i

/**
 * A product picture at the size a slot shows it: a VTEX catalogue file
 * through the platform's resize address (`…/arquivos/ids/{id}-{w}-{h}/…`,
 * over https); any other address as it is.
 */
export function sizedImageUrl(url: string, width: number, height: number = width): string {
  if (!VTEX_FILE.test(url)) return url
  return url.replace(VTEX_IMAGE_HOST, 'https://$1/').replace(VTEX_FILE, `/arquivos/ids/$1-${width}-${height}/`)
}

/**
 * The image address requested at 320 × 320 (PRODUCT_IMAGE_REQUEST_PX). Platform file ids
 * (`/arquivos/ids/123/`) get the size in the path; other images a query.
 */
export function productImageUrl(url: string, size: number = PRODUCT_IMAGE_REQUEST_PX): string {
  if (url === '') return url
  if (VTEX_FILE.test(url)) return sizedImageUrl(url, size, size)
  const separator = url.includes('?') ? '&' : '?'
  return `${url}${separator}width=${size}&height=${size}`
}
