import type { Locator, Page } from '@playwright/test'

import { choosePayment, deliverTo, guestEmail, placeOrder, VALID_CPF } from './checkout-support'
import { addBallToCart, BALL_ID, openProduct, productById } from './product-support'
import { expect, test } from './support/fixtures'

/**
 * Every product picture, in every slot it appears in (card, shelf, product
 * gallery and thumbnails, quick-add, cart, minicart, search, checkout, order
 * pages), is responsive: an `<img>` with `srcset`, `sizes`, width and height
 * inside a `<picture>` with AVIF and WebP sources (the embedded catalogue's
 * photographs). A product `<img>` without them fails here, on both screens.
 */

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768

interface ImageFacts {
  slot: string | null
  src: string
  srcset: string
  sizes: string
  width: string | null
  height: string | null
  inPicture: boolean
  sourceTypes: string[]
}

/** Every `<img>` showing a product picture (a catalogue photograph, drawing or VTEX file; not the size-guide drawings). */
async function productImages(scope: Locator): Promise<ImageFacts[]> {
  return scope.evaluate((element) =>
    [...element.querySelectorAll('img')]
      .filter((img) => {
        const address = `${img.getAttribute('src') ?? ''} ${img.getAttribute('srcset') ?? ''} ${img.dataset.productImage ?? ''}`
        return img.hasAttribute('data-product-image') || /\/images\/products\/(?!guia-)|\/arquivos\/ids\//.test(address)
      })
      .map((img) => ({
        slot: img.getAttribute('data-product-image'),
        src: img.getAttribute('src') ?? '',
        srcset: img.getAttribute('srcset') ?? '',
        sizes: img.getAttribute('sizes') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        inPicture: img.parentElement?.tagName === 'PICTURE',
        sourceTypes: img.parentElement?.tagName === 'PICTURE' ? [...img.parentElement.querySelectorAll('source')].map((s) => s.type) : [],
      })),
  )
}

/** The product pictures in scope, at least `least` of them in `slot`, all responsive. */
async function expectResponsive(where: Page | Locator, slot: string, least = 1): Promise<void> {
  const scope = 'goto' in where ? where.locator('body') : where
  await expect.poll(async () => (await productImages(scope)).filter((image) => image.slot === slot && image.srcset !== '').length).toBeGreaterThanOrEqual(least)
  for (const image of await productImages(scope)) {
    const where = `${image.slot ?? 'no slot'}: ${image.src}`
    expect(image.slot, where).not.toBeNull()
    expect(image.srcset, where).toMatch(/ \d+w(, |$)/)
    expect(image.sizes, where).not.toBe('')
    expect(Number(image.width), where).toBeGreaterThan(0)
    expect(image.height, where).toBe(image.width)
    expect(image.inPicture, where).toBe(true)
    if (/\/images\/products\/\d+-\d-\d+\.jpg/.test(image.src)) expect(image.sourceTypes, where).toEqual(['image/avif', 'image/webp'])
  }
}

test.describe('product pictures are responsive in every slot', () => {
  test('listing cards: srcset along the card widths, AVIF chosen, the first preloaded by imagesrcset, no layout shift', async ({ page }) => {
    await page.goto('/colecao/lancamentos')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectResponsive(page, 'card', 4)
    const preload = page.locator('link[rel="preload"][as="image"]')
    await expect(preload).toHaveAttribute('imagesrcset', /-320\.avif 320w/)
    await expect(preload).toHaveAttribute('imagesizes', /50vw/)
    const first = page.getByTestId('product-card').first().locator('img')
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/)
    // The card's box is what the width and height say (square), whatever the picture's weight.
    const box = await first.boundingBox()
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(2)
  })

  test('home shelves and the search box: cards and 107 px thumbnails', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await expectResponsive(page, 'card', 2)
    await page.getByTestId('search-form').getByRole('searchbox', { name: 'Buscar' }).click()
    const panel = isMobile(page) ? page.getByTestId('search-modal') : page.getByTestId('search-panel')
    await expect(panel).toBeVisible()
    const input = isMobile(page) ? panel.getByRole('searchbox', { name: 'Buscar' }) : page.getByTestId('search-form').getByRole('searchbox', { name: 'Buscar' })
    await input.fill('bola')
    await expectResponsive(panel, 'searchThumb', 1)
    const thumb = panel.locator('img[data-product-image="searchThumb"]').first()
    await expect(thumb).toHaveAttribute('srcset', /-107\.jpg 107w, .*-214\.jpg 214w/)
  })

  test('product page: gallery, thumbnails, shelves and quick-add; the minicart after adding', async ({ page }) => {
    await openProduct(page, productById(BALL_ID))
    const gallery = page.getByTestId('product-gallery')
    // The later slides are not asked for with the page, only once the shopper reaches for the gallery.
    const slides = gallery.locator('img[data-product-image="gallery"]')
    await expect(slides).toHaveCount(3)
    expect(await slides.evaluateAll((images) => images.map((img) => img.hasAttribute('srcset')))).toEqual([true, false, false])
    await gallery.hover()
    await expect(slides.nth(2)).toHaveAttribute('srcset', /-1200\.jpg 1200w/)
    await expectResponsive(page, 'gallery', 3)
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute('imagesrcset', /-600\.avif 600w/)
    await expect(page.getByTestId('product-main-image')).toHaveAttribute('loading', 'eager')
    await expectResponsive(page, 'galleryThumb', 2)
    const shelf = page.getByTestId('similar-products')
    await shelf.scrollIntoViewIfNeeded()
    await expectResponsive(shelf, 'card', 1)
    const quickAdd = shelf.getByTestId('quick-add').first()
    await quickAdd.click()
    const modal = page.getByTestId('quick-add-modal')
    if (await modal.isVisible().catch(() => false)) {
      await expectResponsive(modal, 'quickAdd', 1)
      await modal.getByRole('button', { name: 'Fechar' }).click()
    } else {
      await page.getByTestId('cart-feedback').waitFor()
      await page.keyboard.press('Escape')
    }
    await page.getByTestId('product-page').getByTestId('add-to-cart').click()
    const feedback = page.getByTestId('cart-feedback')
    await feedback.waitFor()
    await expectResponsive(feedback, 'cartFeedback', 1)
  })

  test('cart, checkout summary, order placed and the order page', async ({ page }) => {
    test.setTimeout(120_000)
    await addBallToCart(page)
    await page.goto('/checkout/cart')
    await expectResponsive(page, 'cartLine', 1)

    await page.goto('/checkout')
    await page.getByTestId('profile-email-form').waitFor()
    const email = guestEmail('images')
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Continuar' }).click()
    const form = page.getByTestId('profile-form')
    await form.waitFor()
    await form.getByLabel('Nome', { exact: true }).fill('Joana')
    await form.getByLabel('Sobrenome').fill('Pereira')
    await form.getByLabel('CPF').fill(VALID_CPF)
    await form.getByLabel('Telefone').fill('11987654321')
    await page.getByTestId('profile-submit').click()
    await expect(page).toHaveURL(/\/checkout\/shipping/)
    await deliverTo(page)
    await expectResponsive(page, 'checkoutLine', 1)
    await choosePayment(page, 'Boleto bancário')
    const orderId = await placeOrder(page)
    await expectResponsive(page, 'checkoutLine', 1)

    await page.goto('/account/orders')
    const lookup = page.getByTestId('guest-order-lookup')
    await lookup.getByLabel('Número do pedido').fill(orderId)
    await lookup.getByLabel('E-mail usado na compra').fill(email)
    await lookup.getByRole('button', { name: 'Consultar pedido' }).click()
    const detail = lookup.getByTestId('order-detail')
    await expect(detail).toContainText(`Pedido ${orderId}`)
    await expectResponsive(detail, 'orderLine', 1)
  })
})
