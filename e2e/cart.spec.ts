import { expect, test } from './support/fixtures'
import { addBallToCart, BALL_ID, cartBadge, openProduct, productById } from './product-support'

const LIMIT = 'O limite máximo é de 30 itens por produto.'

test.describe('cart', () => {
  test('stepper bounds 1 to 30 and the 30-item limit', async ({ page }) => {
    await addBallToCart(page)
    await page.goto('/checkout/cart')
    const item = page.getByTestId('cart-item').first()
    await expect(item).toBeVisible()
    await expect(item.getByTestId('stepper-decrease')).toBeDisabled()
    const input = item.getByTestId('stepper-input')
    await input.fill('45')
    await input.press('Enter')
    await expect(page.getByTestId('toast').filter({ hasText: LIMIT })).toBeVisible()
    await expect(input).toHaveValue('30')
    await page.waitForLoadState('networkidle')
    await page.reload()
    await expect(page.getByTestId('cart-item').first().getByTestId('stepper-input')).toHaveValue('30')

    // Nothing is added beyond 30 from the product page either.
    await openProduct(page, productById(BALL_ID))
    await page.getByTestId('add-to-cart').click()
    await expect(page.getByTestId('toast').filter({ hasText: LIMIT })).toBeVisible()
    await expect(cartBadge(page)).toHaveText('30')
  })

  test('the gift card confirm: cancel keeps the cart, confirm leaves only the gift card', async ({ page }) => {
    await addBallToCart(page)
    await page.goto('/cartao-presente/p')
    await page.waitForLoadState('networkidle')
    const form = page.getByTestId('gift-card-form')
    await form.getByLabel('Nome de quem vai receber').fill('Ana')
    await form.getByLabel('E-mail de quem vai receber').fill('ana@example.com')
    await page.getByTestId('add-to-cart').click()
    const confirm = page.getByTestId('gift-card-confirm')
    await expect(confirm).toContainText('Não é possível comprar um Cartão Presente junto com outros produtos.')
    await expect(confirm).toContainText('Deseja limpar seu carrinho para adicionar este produto ao carrinho?')
    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await expect(confirm).toBeHidden()
    await expect(cartBadge(page)).toHaveText('1')

    await page.getByTestId('add-to-cart').click()
    await page.getByTestId('gift-card-confirm').getByRole('button', { name: 'Limpar e adicionar ao carrinho' }).click()
    await expect(page.getByTestId('cart-feedback')).toBeVisible()
    await page.goto('/checkout/cart')
    const items = page.getByTestId('cart-item')
    await expect(items).toHaveCount(1)
    await expect(items.first()).toContainText('Cartão Presente')
  })

  test('the abandoned-payment toast shows off /checkout and never on it', async ({ page }) => {
    await addBallToCart(page)
    await page.evaluate(() => window.localStorage.setItem('AbandonedPayment', 'true'))
    await openProduct(page, productById(BALL_ID))
    const toast = page.getByTestId('abandoned-toast')
    await expect(toast).toBeVisible({ timeout: 6000 })
    await expect(toast).toContainText('Seu carrinho te espera')
    await expect(toast.getByRole('link', { name: 'Retomar o pagamento >' })).toBeVisible()
    await page.goto('/checkout/cart')
    await page.waitForTimeout(3000)
    await expect(page.getByTestId('abandoned-toast')).toHaveCount(0)
  })
})
