import { storeConfig } from '../../config/store'
import { Seo, useSiteUrl } from '../seo/Seo'
import { defaultOffer } from '../../lib/product/price'
import type { PdpProduct } from '../../lib/product/types'
import { initialSelection } from '../../lib/product/variations'
import { productNodeId } from './product-node-id'
import { productImagePreload } from '../../lib/product-image/sources'

const DESCRIPTION_MAX = 155

/** Absolute address on the site. */
const absolute = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/+$/, '')}${path}`

/** schema.org Product (offers in BRL with availability) and BreadcrumbList. */
export function productJsonLd(product: PdpProduct, siteUrl: string): object[] {
  const offers = product.skus.map((sku) => {
    const offer = defaultOffer(sku.offers)
    return {
      '@type': 'Offer',
      sku: sku.id,
      url: absolute(siteUrl, `${product.path}?skuId=${sku.id}`),
      priceCurrency: storeConfig.currency.code,
      price: ((offer?.price ?? 0) / 100).toFixed(2),
      availability: offer && offer.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: offer?.sellerName ?? storeConfig.retailerSellerName },
    }
  })
  const first = product.skus[0]
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': productNodeId(siteUrl, product.path),
      productID: product.id,
      name: product.name,
      description: product.description,
      sku: first?.id,
      gtin13: first?.ean,
      mpn: product.productReference,
      brand: { '@type': 'Brand', name: product.brand },
      image: product.skus.flatMap((sku) => sku.images.map((image) => absolute(siteUrl, image.url))).slice(0, 10),
      offers,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [...product.breadcrumbs, { name: product.name, href: product.path }].map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: absolute(siteUrl, crumb.href),
      })),
    },
  ]
}

export function metaDescription(product: PdpProduct): string {
  const text = product.description.replace(/\s+/g, ' ').trim()
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text
}

/** Head of a product page: title, description, canonical, Open Graph and JSON-LD. */
export function ProductSeo({ product }: { product: PdpProduct }) {
  const siteUrl = useSiteUrl()
  const image = product.skus[0]?.images[0]
  // The gallery's first image of the SKU the page opens on: the page's largest paint, fetched before the body is parsed.
  const firstImage = initialSelection(product.skus, product.variationNames, null).sku?.images[0]
  const offer = product.skus.map((sku) => defaultOffer(sku.offers)).find((o) => o && o.quantity > 0) ?? null
  return (
    <Seo title={`${product.name} | ${storeConfig.storeName}`} description={metaDescription(product)} path={product.path} ogType="product">
      {firstImage && <link rel="preload" as="image" {...productImagePreload(firstImage.url, 'gallery')} fetchPriority="high" />}
      {image && <meta property="og:image" content={absolute(siteUrl, image.url)} />}
      {offer && <meta property="product:price:amount" content={(offer.price / 100).toFixed(2)} />}
      {offer && <meta property="product:price:currency" content={storeConfig.currency.code} />}
      <script type="application/ld+json">{JSON.stringify(productJsonLd(product, siteUrl))}</script>
    </Seo>
  )
}
