import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { APPROVED_CARD, choosePayment, DECLINED_CARD, DECLINED_MESSAGE, deliverTo, expectNoA11yViolations, fillCard, guestEmail, MEMBER, placeOrder, VALID_CPF } from './checkout-support'
import { addBallToCart, BALL_ID, openProduct, productById } from './product-support'
import { useOwnClientAddress } from './support/members'
import { ADDRESS_FIELD_MESSAGES } from '../src/contracts/address-fields'
import { CARD_FIELD_MESSAGES } from '../src/contracts/payment-fields'
import { PROFILE_FIELD_MESSAGES } from '../src/contracts/profile-fields'

test.beforeEach(async ({ context, baseURL, page }) => {
  await context.addCookies([
    { name: 'cookiePolicies', value: 'true', url: baseURL! },
    { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
  ])
  // The store rations identifications and new carts per client address: each test shops from its own.
  await useOwnClientAddress(page)
})

/** From a cart with the ball: /checkout, the guest check and the shopper's data, up to the delivery step. */
async function identifyAsGuest(page: Page, email: string) {
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/checkout\/profile/)
  await page.getByTestId('profile-email-form').waitFor()
  await expectNoA11yViolations(page)
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Continuar' }).click()
  const form = page.getByTestId('profile-form')
  await form.waitFor()
  // A wrong CPF is refused with a clear message, and nothing moves on.
  await form.getByLabel('Nome', { exact: true }).fill('Joana')
  await form.getByLabel('Sobrenome').fill('Pereira')
  await form.getByLabel('CPF').fill('123.456.789-00')
  await form.getByLabel('Telefone').fill('11987654321')
  await page.getByTestId('profile-submit').click()
  await expect(form.getByText('CPF inválido: confira os 11 dígitos.')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout\/profile/)
  await form.getByLabel('CPF').fill(VALID_CPF)
  await form.getByLabel(/Quero receber ofertas/).check()
  await expectNoA11yViolations(page)
  await page.getByTestId('profile-submit').click()
  await expect(page).toHaveURL(/\/checkout\/shipping/)
}

async function cartItemCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/checkout/pub/orderForm')
  const body = (await response.json()) as { items: unknown[] }
  return body.items.length
}

test.describe('checkout', () => {
  // Whole purchases, with axe on every step: longer than the default 30 s on a shared machine.
  test.describe.configure({ timeout: 120_000 })

  test('/checkout sends an empty cart back to the cart page', async ({ page }) => {
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/checkout\/cart/)
  })

  test('a guest buys with Pix; the development confirmation approves the order', async ({ page }) => {
    const email = guestEmail('pix')
    await addBallToCart(page)
    await identifyAsGuest(page, email)
    await deliverTo(page)
    await choosePayment(page, 'Pix')
    await expectNoA11yViolations(page)
    const orderId = await placeOrder(page)
    expect(orderId).toMatch(/^\d+-\d{2}$/)

    await expect(page.getByTestId('pix-instructions')).toBeVisible()
    await expect(page.getByAltText('QR code do Pix')).toBeVisible()
    await expect(page.getByTestId('pix-code')).toHaveValue(/^000201/)
    await expect(page.getByTestId('order-status')).toContainText('Pagamento pendente')
    await expect(page.getByTestId('order-delivery')).toContainText('Avenida Paulista, 1000')
    await expectNoA11yViolations(page)

    // The cart is emptied and the data layer has the purchase.
    expect(await cartItemCount(page)).toBe(0)
    const purchases = await page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string; ecommerce?: { transaction_id?: string } }> }).dataLayer ?? []).filter((e) => e.event === 'purchase'))
    expect(purchases).toHaveLength(1)
    expect(purchases[0].ecommerce?.transaction_id).toBe(orderId.split('-')[0])
    // The steps before it: the delivery and the payment chosen (GA4's add_shipping_info and add_payment_info).
    const steps = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event?: string; ecommerce?: Record<string, unknown> }> }).dataLayer ?? []).filter(
        (e) => e.event === 'add_shipping_info' || e.event === 'add_payment_info',
      ),
    )
    expect(steps.map((e) => e.event)).toEqual(['add_shipping_info', 'add_payment_info'])
    expect(steps[0].ecommerce).toMatchObject({ currency: 'BRL', shipping_tier: expect.any(String), items: [expect.objectContaining({ quantity: 1 })] })
    expect(steps[1].ecommerce).toMatchObject({ currency: 'BRL', payment_type: 'Pix' })

    await page.getByRole('button', { name: 'Simular pagamento confirmado' }).click()
    await expect(page.getByTestId('order-status')).toContainText('Pagamento aprovado')
    await expect(page.getByTestId('payment-approved')).toBeVisible()

    // The confirmation e-mail waits in the outbox (the development page lists it).
    await page.goto('/_dev/outbox')
    await expect(page.getByTestId('outbox-message').filter({ hasText: email }).filter({ hasText: orderId })).toHaveCount(1)
  })

  test('a guest buys with boleto, finds the order by number and e-mail and cancels it', async ({ page }) => {
    const email = guestEmail('boleto')
    await addBallToCart(page)
    await identifyAsGuest(page, email)
    await deliverTo(page)
    await choosePayment(page, 'Boleto bancário')
    const orderId = await placeOrder(page)
    await expect(page.getByTestId('boleto-line')).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/)
    await expect(page.getByRole('link', { name: 'Imprimir boleto' })).toBeVisible()

    await page.goto('/account/orders')
    const lookup = page.getByTestId('guest-order-lookup')
    await lookup.getByLabel('Número do pedido').fill(orderId)
    await lookup.getByLabel('E-mail usado na compra').fill(email)
    await lookup.getByRole('button', { name: 'Consultar pedido' }).click()
    const detail = lookup.getByTestId('order-detail')
    await expect(detail).toContainText(`Pedido ${orderId}`)
    await expect(detail.getByTestId('boleto-line')).toBeVisible()
    await expectNoA11yViolations(page)
    page.once('dialog', (dialog) => void dialog.accept())
    await detail.getByTestId('cancel-order').click()
    await expect(detail).toContainText('Pedido cancelado: nenhum valor será cobrado.')
    await expect(detail.getByTestId('cancel-order')).toHaveCount(0)
  })

  test('a card is approved with the installments chosen', async ({ page }) => {
    await addBallToCart(page)
    await identifyAsGuest(page, guestEmail('card'))
    await deliverTo(page)
    await choosePayment(page, 'Cartão de crédito')
    await fillCard(page, APPROVED_CARD)
    const installments = page.getByLabel('Parcelas')
    await expect(installments.locator('option')).not.toHaveCount(0)
    await installments.selectOption('2')
    await expect(installments).toHaveValue('2')
    await expectNoA11yViolations(page)
    await placeOrder(page)
    await expect(page.getByTestId('order-status')).toContainText('Pagamento aprovado')
    await expect(page.getByTestId('payment-approved')).toContainText('final 1111, 2x de')
  })

  test('a declined card keeps the cart; a retry with the good card is approved', async ({ page }) => {
    await addBallToCart(page)
    await identifyAsGuest(page, guestEmail('declined'))
    await deliverTo(page)
    await choosePayment(page, 'Cartão de crédito')
    await fillCard(page, DECLINED_CARD)
    await page.getByTestId('place-order').click()
    await expect(page.getByTestId('checkout-error')).toContainText(DECLINED_MESSAGE)
    await expect(page).toHaveURL(/\/checkout\/payment/)
    expect(await cartItemCount(page)).toBe(1)
    await expectNoA11yViolations(page)

    await fillCard(page, APPROVED_CARD)
    await placeOrder(page)
    await expect(page.getByTestId('order-status')).toContainText('Pagamento aprovado')
    expect(await cartItemCount(page)).toBe(0)
  })

  test('each step says what is wrong under each field, marks it invalid and puts the focus on the first one', async ({ page }) => {
    /** The field is invalid and its description (hint, then message) ends with the shared rule's message. */
    const refused = async (field: Locator, message: string) => {
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    }
    await addBallToCart(page)
    await page.goto('/checkout')
    const emailForm = page.getByTestId('profile-email-form')
    await emailForm.waitFor()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await refused(emailForm.getByLabel('E-mail'), PROFILE_FIELD_MESSAGES.email)
    await emailForm.getByLabel('E-mail').fill(guestEmail('fields'))
    await page.getByRole('button', { name: 'Continuar' }).click()

    const profile = page.getByTestId('profile-form')
    await profile.waitFor()
    await page.getByTestId('profile-submit').click()
    await expect(profile.getByLabel('Nome', { exact: true })).toBeFocused()
    await refused(profile.getByLabel('Nome', { exact: true }), PROFILE_FIELD_MESSAGES.firstName)
    await refused(profile.getByLabel('Sobrenome'), PROFILE_FIELD_MESSAGES.lastName)
    await refused(profile.getByLabel('CPF'), PROFILE_FIELD_MESSAGES.document)
    await refused(profile.getByLabel('Telefone'), PROFILE_FIELD_MESSAGES.phone)
    await expect(page.getByTestId('checkout-error')).toHaveCount(0)
    await expectNoA11yViolations(page)
    await profile.getByLabel('Nome', { exact: true }).fill('Joana')
    await profile.getByLabel('Sobrenome').fill('Pereira')
    await profile.getByLabel('CPF').fill(VALID_CPF)
    await profile.getByLabel('Telefone').fill('11987654321')
    await page.getByTestId('profile-submit').click()
    await expect(page).toHaveURL(/\/checkout\/shipping/)

    await page.getByLabel('CEP').fill('0131')
    await page.getByRole('button', { name: 'Buscar CEP' }).click()
    await refused(page.getByLabel('CEP'), ADDRESS_FIELD_MESSAGES.postalCode)
    await page.getByLabel('CEP').fill('01310100')
    await page.getByRole('button', { name: 'Buscar CEP' }).click()
    await page.getByTestId('delivery-option').filter({ hasText: 'Normal' }).first().locator('input').click()
    await expect(page.getByTestId('delivery-option').filter({ hasText: 'Normal' }).first().locator('input')).toBeChecked()
    const address = page.getByTestId('address-fields')
    await expect(address.getByLabel('Rua')).toHaveValue('Avenida Paulista')
    await page.getByTestId('shipping-submit').click()
    await expect(address.getByLabel('Número')).toBeFocused()
    await refused(address.getByLabel('Número'), ADDRESS_FIELD_MESSAGES.number)
    await expectNoA11yViolations(page)
    await address.getByLabel('Número').fill('1000')
    await page.getByTestId('shipping-submit').click()
    await expect(page).toHaveURL(/\/checkout\/payment/)

    await page.getByTestId('payment-form').waitFor()
    await choosePayment(page, 'Cartão de crédito')
    const card = page.getByTestId('card-form')
    await card.getByLabel('Validade (MM/AA)').fill('12/30')
    await page.getByTestId('place-order').click()
    await expect(card.getByLabel('Número do cartão')).toBeFocused()
    await refused(card.getByLabel('Número do cartão'), CARD_FIELD_MESSAGES.number)
    await refused(card.getByLabel('Nome impresso no cartão'), CARD_FIELD_MESSAGES.holderName)
    await expect(card.getByLabel('Validade (MM/AA)')).not.toHaveAttribute('aria-invalid')
    await refused(card.getByLabel('Código de segurança (CVV)'), CARD_FIELD_MESSAGES.cvv)
    await expect(page).toHaveURL(/\/checkout\/payment/)
    await expectNoA11yViolations(page)
  })

  test('an order picked up at a store', async ({ page }) => {
    await addBallToCart(page)
    await identifyAsGuest(page, guestEmail('pickup'))
    await deliverTo(page, 'Retirar na loja')
    await choosePayment(page, 'Pix')
    await placeOrder(page)
    await expect(page.getByTestId('order-delivery')).toContainText('Retirada em Arena Esportes')
  })

  test('a returning member who does not log in is told so and continues with the stored data', async ({ page }) => {
    await addBallToCart(page)
    await page.goto('/checkout')
    await page.getByTestId('profile-email-form').waitFor()
    await page.getByLabel('E-mail').fill(MEMBER.email)
    await page.getByRole('button', { name: 'Continuar' }).click()
    const panel = page.getByTestId('returning-member')
    await expect(panel).toContainText(`Você já tem cadastro com ${MEMBER.email}`)
    await expect(panel.getByRole('link', { name: 'Fazer login' })).toHaveAttribute('href', /\/login\?returnUrl=%2Fcheckout%2Fprofile%23loginSuccess/)
    await expect(panel.getByTestId('stored-profile')).toBeVisible()
    await expectNoA11yViolations(page)
    await panel.getByRole('button', { name: 'Continuar com os dados cadastrados' }).click()
    await expect(page).toHaveURL(/\/checkout\/shipping/)
  })

  test('a logged-in member buys with a saved address; the order is in Meus pedidos', async ({ page }) => {
    await page.request.get('/api/health')
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value
    const login = await page.request.post('/api/login', { data: MEMBER, headers: { 'x-xsrf-token': xsrf, accept: 'application/json' } })
    expect(login.status()).toBe(200)
    await addBallToCart(page)
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/checkout\/(profile|shipping)/)
    if (page.url().includes('/profile')) {
      const form = page.getByTestId('profile-form')
      await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('Ana')
      await page.getByTestId('profile-submit').click()
    }
    await expect(page).toHaveURL(/\/checkout\/shipping/)
    const saved = page.getByTestId('saved-addresses')
    await saved.getByLabel(/Trabalho/).click()
    await expect(saved.getByLabel(/Trabalho/)).toBeChecked()
    await expect(page.getByTestId('delivery-option').first()).toBeVisible()
    await page.getByTestId('delivery-option').filter({ hasText: 'Normal' }).first().locator('input').click()
    await expect(page.getByTestId('delivery-option').filter({ hasText: 'Normal' }).first().locator('input')).toBeChecked()
    await expectNoA11yViolations(page)
    await page.getByTestId('shipping-submit').click()
    await expect(page).toHaveURL(/\/checkout\/payment/)
    await choosePayment(page, 'Pix')
    const orderId = await placeOrder(page)
    await expect(page.getByTestId('order-delivery')).toContainText('Faria Lima')

    await page.goto('/account/orders')
    await expect(page.getByText(orderId).first()).toBeVisible()
  })

  test('a new CEP recomputes the delivery options and the totals', async ({ page }) => {
    await addBallToCart(page)
    await identifyAsGuest(page, guestEmail('cep'))
    await page.getByTestId('cep-form').waitFor()
    const options = page.getByTestId('delivery-option')
    const normal = options.filter({ hasText: 'Normal' }).first()
    const shippingTotal = page.getByTestId('checkout-shipping-total')
    const total = page.getByTestId('checkout-total')

    await page.getByLabel('CEP').fill('01310100')
    await page.getByRole('button', { name: 'Buscar CEP' }).click()
    await normal.locator('input').click()
    await expect(normal.locator('input')).toBeChecked()
    const nearby = { option: await normal.innerText(), shipping: await shippingTotal.innerText(), total: await total.innerText() }
    await expect(page.getByTestId('address-fields').getByLabel('Cidade')).toHaveValue('São Paulo')

    // Far away (Rio Branco, AC): other prices and estimates, other totals, the new city in the address.
    await page.getByLabel('CEP').fill('69900000')
    await page.getByRole('button', { name: 'Alterar CEP' }).click()
    await expect(page.getByTestId('address-fields').getByLabel('Cidade')).toHaveValue('Rio Branco')
    await normal.locator('input').click()
    await expect(normal.locator('input')).toBeChecked()
    await expect(normal).not.toHaveText(nearby.option)
    await expect(shippingTotal).not.toHaveText(nearby.shipping)
    await expect(total).not.toHaveText(nearby.total)
    const order = (await (await page.request.get('/api/checkout/pub/orderForm')).json()) as {
      shippingData: { address: { postalCode: string } | null }
      totalizers: Array<{ id: string; value: number }>
    }
    expect(order.shippingData.address?.postalCode.replace(/\D/g, '')).toBe('69900000')
    expect(order.totalizers.find((t) => t.id === 'Shipping')?.value).toBeGreaterThan(0)
  })

  test('the abandoned-payment reminder resumes at the payment step of the same order form', async ({ page }) => {
    await addBallToCart(page)
    await identifyAsGuest(page, guestEmail('resume'))
    await deliverTo(page)
    const { orderFormId } = (await (await page.request.get('/api/checkout/pub/orderForm')).json()) as { orderFormId: string }

    await openProduct(page, productById(BALL_ID))
    const toast = page.getByTestId('abandoned-toast')
    await expect(toast).toBeVisible({ timeout: 10_000 })
    const resume = toast.getByRole('link', { name: 'Retomar o pagamento >' })
    await expect(resume).toHaveAttribute('href', `/checkout/?orderFormId=${orderFormId}&payment_recovery=true#/payment`)
    await resume.click()
    await expect(page).toHaveURL(/\/checkout\/payment/)
    await page.getByTestId('payment-form').waitFor()
    await expect(page.getByTestId('place-order')).toBeEnabled()
    const after = (await (await page.request.get('/api/checkout/pub/orderForm')).json()) as { orderFormId: string }
    expect(after.orderFormId).toBe(orderFormId)
  })
})
