import type { Page } from '@playwright/test'
import { CEP_NOT_FOUND_MESSAGE, CEP_WITHOUT_STREET_MESSAGE } from '../src/contracts/address'
import { choosePayment, expectNoA11yViolations, guestEmail, placeOrder, VALID_CPF } from './checkout-support'
import { addBallToCart } from './product-support'
import { expect, test } from './support/fixtures'
import { newMember, signUpAndActivate } from './support/members'

/** A CEP of Manaus (AM) that has no street record in the store's data: the state comes from the CEP ranges, the rest is typed. */
const MANAUS_CEP = '69005-010'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookiePolicies', value: 'true', url: baseURL! },
    { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
    { name: 'refuseApp', value: 'true', url: baseURL! },
  ])
})

/** A picture of the step for whoever reviews the run (test-results/). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
}

test.describe('every shopper in Brazil', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the address book saves an address typed by hand for a CEP with no street record, and refuses 00000-000', async ({ page }) => {
    await signUpAndActivate(page, newMember('Iara'))
    await page.goto('/account/addresses/')
    const book = page.getByTestId('address-book')
    await book.getByRole('button', { name: 'Adicionar endereço' }).click()
    const form = book.getByTestId('address-form')
    await form.getByLabel('Nome do endereço').fill('Casa em Manaus')

    await form.getByLabel('CEP', { exact: true }).fill('00000-000')
    await expect(form.getByText(CEP_NOT_FOUND_MESSAGE)).toBeVisible()

    await form.getByLabel('CEP', { exact: true }).fill(MANAUS_CEP)
    await expect(form.getByText(`Estado: AM. ${CEP_WITHOUT_STREET_MESSAGE}`)).toBeVisible()
    await expect(form.getByLabel('Rua')).toHaveValue('')
    await form.getByLabel('Rua').fill('Rua Guilherme Moreira')
    await form.getByLabel('Número').fill('45')
    await form.getByLabel('Bairro').fill('Centro')
    await form.getByLabel('Cidade').fill('Manaus')
    await expectNoA11yViolations(page)
    await shot(page, 'address-form')
    await form.getByRole('button', { name: 'Adicionar endereço' }).click()
    await expect(book.getByTestId('address-form')).toHaveCount(0)
    const card = book.getByTestId('address-card').filter({ hasText: 'Casa em Manaus' })
    await expect(card).toContainText('Rua Guilherme Moreira, 45')
    await expect(card).toContainText('Manaus')
    await expect(card).toContainText('AM')
    await expect(card).toContainText(MANAUS_CEP)
  })

  test('a guest in Manaus types the address of a CEP with no street record and places an order; 00000-000 is refused', async ({ page }) => {
    await addBallToCart(page)
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/checkout\/profile/)
    await page.getByTestId('profile-email-form').waitFor()
    await page.getByLabel('E-mail').fill(guestEmail('manaus'))
    await page.getByRole('button', { name: 'Continuar' }).click()
    const profile = page.getByTestId('profile-form')
    await profile.waitFor()
    await profile.getByLabel('Nome', { exact: true }).fill('Iara')
    await profile.getByLabel('Sobrenome').fill('Bezerra')
    await profile.getByLabel('CPF').fill(VALID_CPF)
    await profile.getByLabel('Telefone').fill('92987654321')
    await page.getByTestId('profile-submit').click()
    await expect(page).toHaveURL(/\/checkout\/shipping/)

    await page.getByTestId('cep-form').waitFor()
    await page.getByLabel('CEP').fill('00000-000')
    await page.getByRole('button', { name: 'Buscar CEP' }).click()
    await expect(page.getByTestId('cep-form').getByText(CEP_NOT_FOUND_MESSAGE)).toBeVisible()

    await page.getByLabel('CEP').fill(MANAUS_CEP)
    await page.getByRole('button', { name: 'Buscar CEP' }).click()
    const fields = page.getByTestId('address-fields')
    await expect(fields.getByTestId('cep-without-street')).toHaveText(CEP_WITHOUT_STREET_MESSAGE)
    await expect(fields.getByLabel('Estado')).toHaveValue('AM')
    await expect(fields.getByLabel('Cidade')).toHaveValue('')
    const normal = page.getByTestId('delivery-option').filter({ hasText: 'Normal' })
    await normal.locator('input').click()
    await expect(normal.locator('input')).toBeChecked()
    // The North is the farthest region from the warehouse: no store nearby, the slowest estimate.
    await expect(page.getByTestId('delivery-option').filter({ hasText: 'Retirar na loja' })).toHaveCount(0)
    await expect(normal).toContainText('12 dias úteis')
    await fields.getByLabel('Rua').fill('Rua Guilherme Moreira')
    await fields.getByLabel('Número').fill('45')
    await fields.getByLabel('Bairro').fill('Centro')
    await fields.getByLabel('Cidade').fill('Manaus')
    await expectNoA11yViolations(page)
    await shot(page, 'shipping')
    await page.getByTestId('shipping-submit').click()
    await expect(page).toHaveURL(/\/checkout\/payment/)
    await page.getByTestId('payment-form').waitFor()
    await choosePayment(page, 'Pix')
    const orderId = await placeOrder(page)
    expect(orderId).toMatch(/^\d+-\d{2}$/)
    await expect(page.getByTestId('order-delivery')).toContainText('Rua Guilherme Moreira, 45')
    await expect(page.getByTestId('order-delivery')).toContainText('Manaus')
    await expectNoA11yViolations(page)
  })
})
