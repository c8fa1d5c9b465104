import type { PdpProduct } from '../../lib/product/types'
import { pdpOfNode, type ProductPageData } from '../product/product-query'
import { withLiveOffers } from '../../lib/product/live-offers'
import { fetchLiveOffers } from '../product/live-fetch'

/** Gatsby's page-data address of a page path (`/x/p` → `/page-data/x/p/page-data.json`). */
export function pageDataUrl(path: string): string {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '')
  return `/page-data${clean === '' ? '/index' : clean}/page-data.json`
}

/** A product page's static data plus live offers (quick-add needs SKUs and variations). */
export async function loadProduct(path: string): Promise<PdpProduct> {
  const response = await fetch(pageDataUrl(path), { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`Product page data ${path}: ${response.status}`)
  const body = (await response.json()) as { result?: { data?: Partial<ProductPageData> } }
  const node = body.result?.data?.catalogueProduct
  if (!node) throw new Error(`No product in the page data of ${path}`)
  const product = pdpOfNode(node)
  return withLiveOffers(product, await fetchLiveOffers(product))
}
