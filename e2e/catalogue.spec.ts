import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './support/fixtures'
import { cartBadge } from './product-support'

/**
 * The build and the server read one catalogue: the test runner imports
 * e2e/fixtures/merchant-feed.json into the database it builds from and serves
 * (npm run catalogue:import), so its products have pages, are found by the
 * search and can be bought.
 */
const feed = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'merchant-feed.json'), 'utf8')) as {
  products: Array<{ id: string; name: string; skus: Array<{ price: number }> }>
}
const [board, paddle] = feed.products
const BOARD_PATH = '/prancha-de-stand-up-paddle-mare-mansa/p'
const PADDLE_PATH = '/remo-de-stand-up-paddle-mare-mansa-ajustavel/p'

test.describe('a merchant feed imported into the catalogue', () => {
  test('its product has a page, built with its price', async ({ page, request }) => {
    const html = await (await request.get(BOARD_PATH)).text()
    expect(html).toContain(board.name)
    expect(html).toContain('R$ 1.899,90')
    await page.goto(BOARD_PATH)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(board.name)
    await expect(page.getByTestId('product-prices').getByTestId('product-price')).toContainText('1.899,90')
  })

  test('the search finds its products, and they go to the cart', async ({ page }) => {
    await page.goto('/pesquisa?q=paddle')
    await expect(page.getByRole('link', { name: board.name }).first()).toBeVisible()
    const card = page.getByRole('link', { name: paddle.name }).first()
    await expect(card).toBeVisible()
    await card.click()
    await expect(page).toHaveURL(new RegExp(PADDLE_PATH))
    await page.getByTestId('product-page').waitFor()
    await page.waitForLoadState('networkidle')
    await page.getByTestId('add-to-cart').click()
    await expect(page.getByTestId('cart-feedback').getByTestId('cart-feedback-item')).toContainText(paddle.name)
    await expect(cartBadge(page)).toHaveText('1')
  })
})
