import { cardFlags } from '../product-card/flags'
import { productSlug } from '../product-card/slug'

/** A product as the home shelves show it (the foundation maps catalogue products to it at build time). */
export interface ShelfProduct {
  id: string
  name: string
  /** Product slug without /p, e.g. "tenis-de-corrida-arena-pro-azul". */
  linkText: string
  /** Explicit address of the product, when the catalogue gives one (wins over linkText). */
  link?: string
  /** Kits live under /{slug}/kit. */
  isKit?: boolean
  imageUrl: string
  /** Selling price in BRL (units, not cents). */
  price: number
  /** List ("de") price in BRL; shown struck through when above the price. */
  listPrice: number
  /** e.g. "10x de R$ 29,99 sem juros"; null when there is none. */
  installmentText: string | null
  /** Flag values, e.g. ["20% OFF", "Frete grátis"]. */
  flags: string[]
  isAvailable?: boolean
}

/** Product address (shell §3 Product card): link, else linkText plus /p, or /kit for a kit. */
export function productHref(product: Pick<ShelfProduct, 'link' | 'linkText' | 'isKit'>): string {
  return productSlug(product)
}

/** Flags shown on a card: values containing OFF, at most 7 characters, at most 2 of them (shell §5, commerce §9). */
export function visibleCardFlags(flags: readonly string[]): string[] {
  return cardFlags(flags.map((value) => ({ value }))).map((flag) => flag.value)
}

/** Whether the list price is shown struck through. */
export const hasListPrice = (product: Pick<ShelfProduct, 'price' | 'listPrice'>): boolean => product.listPrice > product.price
