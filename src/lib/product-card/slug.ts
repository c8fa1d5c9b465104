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
 * The product page of a product (shell §3): its link when present, else
 * `/{linkText}/p`, or `/{linkText}/kit` when the item is a kit.
 */
export function productSlug({ link, linkText, isKit = false }: SlugSource): string {
  if (link && link.trim() !== '') return pathOf(link.trim())
  const text = (linkText ?? '').trim().replace(/^\/+|\/+$/g, '')
  if (text === '') return '/'
  return `/${text}/${isKit ? 'kit' : 'p'}`
}

/**
 * The image address requested at 320 × 320 (shell §9). Platform file ids
 * (`/arquivos/ids/123/`) get the size in the path; other images a query.
 */
export function productImageUrl(url: string, size: number = PRODUCT_IMAGE_REQUEST_PX): string {
  if (url === '') return url
  const vtex = /\/arquivos\/ids\/(\d+)(?:-\d+-\d+)?\//
  if (vtex.test(url)) return url.replace(vtex, `/arquivos/ids/$1-${size}-${size}/`)
  const separator = url.includes('?') ? '&' : '?'
  return `${url}${separator}width=${size}&height=${size}`
}
