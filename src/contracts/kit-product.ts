import type { SearchProduct } from './search'

/**
 * Whether a product's page is a kit page (`/{linkText}/kit`): the
 * embedded backend says so itself; the platform's product page address
 * (`link`) says it when there is one; else a kit SKU makes it one. The card's
 * link and the page the build writes read it alike.
 */
export function isKitProduct(product: Pick<SearchProduct, 'isKit' | 'link' | 'items'>): boolean {
  if (typeof product.isKit === 'boolean') return product.isKit
  const link = product.link.split(/[?#]/)[0].replace(/\/+$/, '')
  if (link !== '') return link.endsWith('/kit')
  return product.items.some((item) => item.isKit)
}
