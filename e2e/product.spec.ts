import { expect, test } from './support/fixtures'
import { BALL_ID, cartBadge, colourProduct, openProduct, partlyOutOfStock, pathOf, productById } from './product-support'

test.describe('product page', () => {
  test('choosing a colour changes the SKU and the address', async ({ page }) => {
    const product = colourProduct()
    await openProduct(page, product)
    const view = page.getByTestId('product-page')
    const first = await view.getAttribute('data-sku-id')
    const selector = page.getByTestId('variation-Cor')
    await expect(selector.getByText('Selecione a cor')).toBeVisible()
    const current = product.skus.find((s) => s.id === first)!.variations.Cor!
    const other = product.skus.find((s) => s.variations.Cor !== current)!.variations.Cor!
    await selector.getByRole('button', { name: other, exact: true }).click()
    await expect(page).toHaveURL(/\?skuId=\d+/)
    const skuId = new URL(page.url()).searchParams.get('skuId')!
    expect(product.skus.find((s) => s.id === skuId)?.variations.Cor).toBe(other)
    await expect(view).toHaveAttribute('data-sku-id', skuId)
    expect(skuId).not.toBe(first)
  })

  test('an out-of-stock option is disabled and labelled', async ({ page }) => {
    const product = partlyOutOfStock()
    await openProduct(page, product)
    const name = Object.keys(product.skus[0].variations)[0]
    const out = product.skus.find((s) => s.offers.every((o) => o.stock === 0))!
    const value = out.variations[name as keyof typeof out.variations]!
    const selector = page.getByTestId(`variation-${name}`)
    if ((await selector.getAttribute('data-kind')) === 'dropdown') {
      await expect(selector.locator('option', { hasText: `${value} - Fora de estoque` })).toBeDisabled()
    } else {
      const option = selector.getByRole('button', { name: `${value} Fora de estoque` })
      await expect(option).toBeDisabled()
      await expect(option).toContainText('Fora de estoque')
    }
  })

  test('add to cart updates the badge, opens the feedback and survives a reload', async ({ page }) => {
    await openProduct(page, productById(BALL_ID))
    await page.getByTestId('add-to-cart').click()
    const feedback = page.getByTestId('cart-feedback')
    await expect(feedback).toBeVisible()
    await expect(feedback.getByTestId('cart-feedback-item')).toContainText(productById(BALL_ID).name)
    await expect(cartBadge(page)).toHaveText('1')
    await page.reload()
    await expect(cartBadge(page)).toHaveText('1')
  })

  test('freight simulation shows delivery options', async ({ page }) => {
    await openProduct(page, productById(BALL_ID))
    const freight = page.getByTestId('freight-simulation')
    const input = freight.getByLabel('CEP')
    await input.fill('01310100')
    await expect(input).toHaveValue('01310-100')
    await freight.getByRole('button', { name: 'Calcular' }).click()
    await expect(freight.getByTestId('delivery-type').first()).toBeVisible()
  })

  test('the wishlist heart asks a visitor to log in', async ({ page }) => {
    const product = productById(BALL_ID)
    await openProduct(page, product)
    await page.getByTestId('product-page').getByTestId('wishlist-heart').first().click()
    await expect(page).toHaveURL(/\/login\?returnUrl=/)
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnUrl') ?? '')).toBe(pathOf(product))
  })

  test('quick-add: a single SKU goes straight to the cart, several open the selection', async ({ page, request }) => {
    const response = await request.get(`/api/_v3/api/intelligent-search/pages/recommendations?name=product&productId=${BALL_ID}`)
    const showcases = (await response.json()) as Array<{ showcase: { feature: string }; products: Array<{ productId: string; items: unknown[] }> }>
    const similar = showcases.find((s) => s.showcase.feature === 'SimilarProducts')!.products
    const single = similar.find((p) => p.items.length === 1)
    const several = similar.find((p) => p.items.length > 1)
    test.skip(!single || !several, 'the similar shelf lacks one of the kinds')
    await openProduct(page, productById(BALL_ID))
    const shelf = page.getByTestId('similar-products')
    await shelf.locator(`[data-product-id="${several!.productId}"]`).getByTestId('quick-add').click()
    const modal = page.getByTestId('quick-add-modal')
    await expect(modal).toBeVisible()
    await expect(modal.locator('img').first()).toHaveAttribute('width', '120')
    await modal.getByRole('button', { name: 'Fechar' }).click()
    await shelf.locator(`[data-product-id="${single!.productId}"]`).getByTestId('quick-add').click()
    await expect(page.getByTestId('cart-feedback')).toBeVisible()
    await expect(cartBadge(page)).toHaveText('1')
  })

  test('SEO: canonical, Open Graph and JSON-LD', async ({ page }) => {
    const product = productById(BALL_ID)
    await page.goto(pathOf(product))
    await expect(page).toHaveTitle(new RegExp(product.name))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${pathOf(product)}$`))
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(product.name))
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
    const [schema, crumbs] = JSON.parse(jsonLd ?? '[]') as Array<{ '@type': string; offers?: Array<{ priceCurrency: string; availability: string }> }>
    expect(schema['@type']).toBe('Product')
    expect(schema.offers?.[0].priceCurrency).toBe('BRL')
    expect(crumbs['@type']).toBe('BreadcrumbList')
    // The gallery's first image (the largest paint) is preloaded from the head, and decoded with its frame.
    const mainImage = page.getByTestId('product-main-image')
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('href', (await mainImage.getAttribute('src'))!)
    await expect(mainImage).toHaveAttribute('decoding', 'auto')
  })
})
