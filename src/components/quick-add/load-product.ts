import type { PdpProduct, ProductPageContext } from '../../lib/product/types'
import { withLiveOffers } from '../../lib/product/live-offers'
import { fetchLiveOffers } from '../product/live'

/** Gatsby's page-data address of a page path (`/x/p` → `/page-data/x/p/page-data.json`). */
export function pageDataUrl(path: string): string {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '')
  return `/page-data${clean === '' ? '/index' : clean}/page-data.json`
}

/** A product page's static data plus live offers (quick-add needs SKUs and variations). */
export async function loadProduct(path: string): Promise<PdpProduct> {
  const response = await fetch(pageDataUrl(path), { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`Product page data ${path}: ${response.status}`)
  const body = (await response.json()) as { result?: { pageContext?: Partial<ProductPageContext> } }
  const product = body.result?.pageContext?.product
  if (!product) throw new Error(`No product in the page data of ${path}`)
  return withLiveOffers(product, await fetchLiveOffers(product))
}
