import type { Home } from '../../cms-schemas'
import type { ShelfProduct } from '../components/home/productCard'
import { formatCents } from '../config/money'
import { listingSearchOfUri } from '../lib/listing-search'
import { bestInstallment, defaultOffer, isSkuAvailable } from '../server/catalogue'
import type { Product } from '../server/catalogue/types'
import { queryCatalogue } from './catalogue'

/** '10x de R$ 29,99 sem juros' — the display instalment excludes store-card-only ones. */
export function installmentText(count: number, valueCents: number, interestRate: number): string {
  return `${count}x de ${formatCents(valueCents)}${interestRate === 0 ? ' sem juros' : ''}`
}

/** A catalogue product as a card of a shelf (prices in BRL units). */
export function shelfProductOf(product: Product): ShelfProduct {
  const sku = product.skus.find(isSkuAvailable) ?? product.skus[0]
  const offer = defaultOffer(sku)
  const installment = offer ? bestInstallment(offer, { excludeStoreCard: true }) : null
  return {
    id: product.id,
    name: product.name,
    linkText: product.linkText,
    isKit: product.isKit,
    imageUrl: sku.images[0]?.url ?? '',
    price: (offer?.price ?? 0) / 100,
    listPrice: (offer?.listPrice ?? 0) / 100,
    installmentText: installment && installment.count > 1 ? installmentText(installment.count, installment.value, installment.interestRate) : null,
    flags: product.flags.map((flag) => flag.value),
    isAvailable: product.skus.some(isSkuAvailable),
  }
}

/** The products of every product-shelf section of the home, by section id. */
export function homeShelves(home: Home): Record<string, ShelfProduct[]> {
  const shelves: Record<string, ShelfProduct[]> = {}
  for (const section of home.sections) {
    if (section.type !== 'product-shelf') continue
    shelves[section.id] = queryCatalogue(listingSearchOfUri(section.source.listingUri), section.limit).products.map(shelfProductOf)
  }
  return shelves
}
