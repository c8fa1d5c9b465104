import type { Page } from '@playwright/test'
import { expect, seriousA11yViolations } from './support/fixtures'

/** What the checkout specs share: the test cards, and the delivery, payment and placement steps. */

/** The embedded test connector's cards (src/server/domain/payment/card.ts, README). */
export const APPROVED_CARD = '4111 1111 1111 1111'
export const DECLINED_CARD = '4000 0000 0000 0002'
export const DECLINED_MESSAGE = 'Seu pagamento não foi autorizado. Confira os dados do cartão ou escolha outra forma de pagamento.'
export const VALID_CPF = '529.982.247-25'
export const MEMBER = { email: 'ana.souza@example.com', password: 'arena123' }

/** A shopper e-mail no member uses, unique per test run. */
export const guestEmail = (tag: string) => `convidado-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

export async function expectNoA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([])
}

/** The delivery step by CEP: look-up, the address completed, an option of the given kind. */
export async function deliverTo(page: Page, option: 'Normal' | 'Retirar na loja' = 'Normal') {
  await page.getByTestId('cep-form').waitFor()
  await page.getByLabel('CEP').fill('01310100')
  await page.getByRole('button', { name: 'Buscar CEP' }).click()
  const options = page.getByTestId('delivery-option')
  await expect(options.first()).toBeVisible()
  // The radios follow the cart: checked once the server has the choice.
  await page.getByTestId('delivery-option').filter({ hasText: option }).first().locator('input').click()
  await expect(page.getByTestId('delivery-option').filter({ hasText: option }).first().locator('input')).toBeChecked()
  if (option === 'Normal') {
    const fields = page.getByTestId('address-fields')
    await expect(fields.getByLabel('Rua')).toHaveValue('Avenida Paulista')
    await fields.getByLabel('Número').fill('1000')
  }
  await expectNoA11yViolations(page)
  await page.getByTestId('shipping-submit').click()
  await expect(page).toHaveURL(/\/checkout\/payment/)
  await page.getByTestId('payment-form').waitFor()
}

export async function choosePayment(page: Page, label: 'Pix' | 'Cartão de crédito' | 'Boleto bancário') {
  const radio = page.getByTestId('payment-methods').getByLabel(label)
  await radio.click()
  await expect(radio).toBeChecked()
}

export async function fillCard(page: Page, number: string) {
  const card = page.getByTestId('card-form')
  await card.getByLabel('Número do cartão').fill(number)
  await card.getByLabel('Nome impresso no cartão').fill('JOANA PEREIRA')
  await card.getByLabel('Validade (MM/AA)').fill('12/30')
  await card.getByLabel('Código de segurança (CVV)').fill('123')
}

/** Places the order and waits for the confirmation page; returns the order number. */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByTestId('place-order').click()
  await expect(page).toHaveURL(/\/checkout\/orderPlaced\?og=/)
  await page.getByTestId('order-placed').waitFor()
  return (await page.getByTestId('order-number').innerText()).trim()
}
