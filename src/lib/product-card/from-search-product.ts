import type { SearchInstallment, SearchItem, SearchProduct, SearchSeller } from '../../contracts/search'
import { isKitProduct } from '../../contracts/kit-product'
import { productSlug } from './slug'
import type { ProductCardData, ProductCardInstallment } from './types'

/** The instalment fields the card's choice reads. */
export type CardInstallment = Pick<SearchInstallment, 'Value' | 'NumberOfInstallments' | 'InterestRate' | 'PaymentSystemGroupName' | 'onlyStoreCard'>

/** The seller whose offer a card shows: the default seller, else the first one. */
export function defaultSeller(item: Pick<SearchItem, 'sellers'>): SearchSeller | null {
  return item.sellers.find((seller) => seller.sellerDefault) ?? item.sellers[0] ?? null
}

const isStoreCardOnly = (installment: CardInstallment): boolean =>
  installment.onlyStoreCard === true || installment.PaymentSystemGroupName === 'privateLabelPaymentGroup'

/**
 * The instalment shown on the card: the most instalments not
 * valid only with the store's own card, interest-free ones first.
 */
export function displayInstallment(installments: readonly CardInstallment[] = []): ProductCardInstallment | null {
  const eligible = installments.filter((installment) => !isStoreCardOnly(installment) && installment.NumberOfInstallments > 0)
  if (eligible.length === 0) return null
  const interestFree = eligible.filter((installment) => !installment.InterestRate)
  const pool = interestFree.length > 0 ? interestFree : eligible
  const best = pool.reduce((a, b) => (b.NumberOfInstallments > a.NumberOfInstallments ? b : a))
  return { count: best.NumberOfInstallments, value: best.Value }
}

const hasStock = (seller: Pick<SearchSeller, 'commertialOffer'>): boolean => seller.commertialOffer.AvailableQuantity > 0

/**
 * The SKU and seller a card shows: the first SKU whose default seller has
 * stock, else the first SKU any seller has in stock, else the first SKU.
 */
function cardOffer(items: readonly SearchItem[]): { item: SearchItem; seller: SearchSeller | null } | null {
  for (const item of items) {
    const seller = defaultSeller(item)
    if (seller && hasStock(seller)) return { item, seller }
  }
  for (const item of items) {
    const seller = item.sellers.find(hasStock)
    if (seller) return { item, seller }
  }
  const first = items[0]
  return first ? { item: first, seller: defaultSeller(first) } : null
}

/** Maps an Intelligent Search product to the card's plain props. */
export function productCardFromSearch(product: SearchProduct): ProductCardData {
  const chosen = cardOffer(product.items)
  const item = chosen?.item ?? null
  const seller = chosen?.seller ?? null
  const offer = seller?.commertialOffer
  const image = item?.images[0]
  const price = offer?.Price ?? 0
  return {
    productId: product.productId,
    name: product.productName,
    brand: product.brand,
    slug: productSlug({ link: product.link, linkText: product.linkText, isKit: isKitProduct(product) }),
    imageUrl: image?.imageUrl ?? '',
    imageAlt: image?.imageText || image?.imageLabel || product.productName,
    offer: {
      price,
      listPrice: Math.max(offer?.ListPrice ?? price, price),
      isAvailable: (offer?.AvailableQuantity ?? 0) > 0,
    },
    installment: displayInstallment(offer?.Installments),
    // Not in VTEX's document: only the embedded backend sends flags.
    flags: (product.flags ?? []).map((flag) => ({ value: flag.value, color: flag.color, textColor: flag.textColor })),
    skuId: item?.itemId ?? null,
    sellerId: seller?.sellerId ?? null,
  }
}
