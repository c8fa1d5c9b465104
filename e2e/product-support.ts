import type { Locator, Page } from '@playwright/test'
import type { Product } from '../src/catalogue/model'
import { testCatalogue } from '../src/test-support/catalogue'

/** The catalogue the server seeds (same generator, size and seed). */
const catalogue = testCatalogue()

export const productById = (id: string): Product => {
  const product = catalogue.products.find((p) => p.id === id)
  if (!product) throw new Error(`No product ${id}`)
  return product
}

export const pathOf = (product: Product): string => `/${product.linkText}/${product.isKit ? 'kit' : 'p'}`

/** A product with two or more colours, all in stock (button selector). */
export function colourProduct(): Product {
  const found = catalogue.products.find((p) => {
    const colours = new Set(p.skus.map((s) => s.variations.Cor))
    return colours.size >= 2 && [...colours].every((c) => c && c.length <= 5) && p.skus.every((s) => s.offers.some((o) => o.stock > 0))
  })
  if (!found) throw new Error('No colour product')
  return found
}

/** A product with an out-of-stock SKU next to available ones. */
export function partlyOutOfStock(): Product {
  const found = catalogue.products.find(
    (p) =>
      !p.isKit &&
      p.skus.length > 1 &&
      Object.keys(p.skus[0].variations).length === 1 &&
      p.skus.some((s) => s.offers.every((o) => o.stock === 0)) &&
      p.skus.some((s) => s.offers.some((o) => o.stock > 0)),
  )
  if (!found) throw new Error('No partly out-of-stock product')
  return found
}

/** The ball: one variation, in stock with more than 30 units. */
export const BALL_ID = '100001'

/** The visible cart badge (header on desktop, bottom bar on mobile). */
export const cartBadge = (page: Page): Locator => page.locator('[data-testid="cart-badge"]:visible').first()

export async function openProduct(page: Page, product: Product): Promise<void> {
  await page.goto(pathOf(product))
  await page.getByTestId('product-page').waitFor()
  // Hydrated once the live price has been asked for and the cart has loaded.
  await page.waitForLoadState('networkidle')
}

export async function addBallToCart(page: Page): Promise<void> {
  await openProduct(page, productById(BALL_ID))
  await page.getByTestId('add-to-cart').click()
  await page.getByTestId('cart-feedback').waitFor()
}
