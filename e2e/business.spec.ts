import { expect, test } from './support/fixtures'
import { choosePayment, deliverTo, expectNoA11yViolations, guestEmail, placeOrder } from './checkout-support'
import { addBallToCart } from './product-support'
import { loginThroughForm, newMember, signUpAndActivate } from './support/members'

/** A CNPJ with valid check digits, and one without. */
const VALID_CNPJ = '11.222.333/0001-81'
const WRONG_CNPJ = '11.222.333/0001-00'

/**
 * The business (CNPJ) build: run against a build made with STORE_VARIANT=business
 * (the test runner builds it and runs only the @business specs on it).
 */
test.describe('business build @business', () => {
  test('shows the business logo and no wishlist heart', async ({ page, isMobile }) => {
    await page.goto('/')
    const logo = page.getByRole('link', { name: /Arena Esportes Empresas - página inicial/ })
    await expect(logo).toBeVisible()
    await expect(logo.locator('img')).toHaveAttribute('src', /arena-esportes-empresas/)
    await expect(page.getByTestId('wishlist-link')).toHaveCount(0)
    if (!isMobile) {
      const links = page.getByRole('navigation', { name: 'Links institucionais' }).getByRole('link')
      await expect(links).toHaveText(['Cartão Presente', 'Atendimento', 'Cadastre seu CNPJ'])
    }
  })

  test('a company signs up with its CNPJ, logs out and logs in again; its account has no favourites', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000)
    await context.addCookies([
      { name: 'cookiePolicies', value: 'true', url: baseURL! },
      { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
      { name: 'refuseApp', value: 'true', url: baseURL! },
    ])
    await page.goto('/login/cadastro')
    await expect(page.getByRole('heading', { name: 'Cadastre a sua empresa' })).toBeVisible()
    await expect(page.getByLabel('CPF')).toHaveCount(0)
    const member = await signUpAndActivate(page, newMember('Fabio'), { business: true })
    await page.goto('/account/profile/')
    await expect(page.getByTestId('account-profile')).toContainText('Fabio Esportes Ltda')
    const sections = page.getByRole('navigation', { name: 'Seções da conta' })
    await expect(sections.getByRole('link', { name: 'Meus favoritos' })).toHaveCount(0)
    await expect(sections.getByRole('link', { name: 'Endereços' })).toBeVisible()

    await sections.getByRole('button', { name: 'Sair' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/account/')
    await page.getByRole('link', { name: 'Fazer login' }).click()
    await loginThroughForm(page, member)
    await expect(page.getByRole('heading', { name: `Olá, ${member.givenName}!` })).toBeVisible()
  })

  test('a new cart of the business server carries sales channel 1', async ({ request }) => {
    const orderForm = await (await request.get('/api/checkout/orderForm')).json()
    expect(orderForm.salesChannel).toBe('1')
  })

  test('a company buys: Finalizar compra opens the checkout by the cart id; it asks for CNPJ and razão social instead of CPF; the order is placed', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000)
    await context.addCookies([
      { name: 'cookiePolicies', value: 'true', url: baseURL! },
      { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
      { name: 'refuseApp', value: 'true', url: baseURL! },
    ])
    await addBallToCart(page)
    await page.goto('/checkout/cart')
    const finish = page.getByTestId('checkout-button')
    // The business store always leaves the cart for the checkout address, carrying the cart by its id.
    await expect(finish).toHaveAttribute('href', /\/checkout\/\?orderFormId=[0-9a-f]+$/)
    await finish.click()
    await expect(page).toHaveURL(/\/checkout\/profile/)

    const email = guestEmail('empresa')
    await page.getByTestId('profile-email-form').waitFor()
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Continuar' }).click()
    const form = page.getByTestId('profile-form')
    await form.waitFor()
    await expect(form.getByLabel('CPF')).toHaveCount(0)
    await form.getByLabel('Nome', { exact: true }).fill('Fabio')
    await form.getByLabel('Sobrenome').fill('Almeida')
    await form.getByLabel('CNPJ').fill(WRONG_CNPJ)
    await form.getByLabel('Telefone').fill('11987654321')
    await page.getByTestId('profile-submit').click()
    await expect(form.getByText('CNPJ inválido: confira os 14 dígitos.')).toBeVisible()
    await expect(form.getByText('Informe a razão social da empresa.')).toBeVisible()
    await expect(page).toHaveURL(/\/checkout\/profile/)
    await form.getByLabel('CNPJ').fill(VALID_CNPJ)
    await form.getByLabel('Razão social').fill('Almeida Esportes Ltda')
    await expectNoA11yViolations(page)
    await page.getByTestId('profile-submit').click()
    await expect(page).toHaveURL(/\/checkout\/shipping/)

    await deliverTo(page)
    await choosePayment(page, 'Boleto bancário')
    const orderId = await placeOrder(page)
    expect(orderId).toMatch(/^\d+-\d{2}$/)

    // The order carries the company as the buyer (the owner's view shows its corporate name, not its documents;
    // the CNPJ in the order form is checked by the API tests, src/server/api/__tests__/placement.test.ts).
    const orderGroup = new URL(page.url()).searchParams.get('og')!
    const orders = (await (await page.request.get(`/api/checkout/pub/orders/order-group/${orderGroup}`)).json()) as Array<{
      orderId: string
      salesChannel?: string
      clientProfileData: { email: string; isCorporate: boolean; corporateName: string | null }
    }>
    expect(orders).toHaveLength(1)
    expect(orders[0].orderId).toBe(orderId)
    expect(orders[0].clientProfileData).toMatchObject({ email, isCorporate: true, corporateName: 'Almeida Esportes Ltda' })
    await expectNoA11yViolations(page)
  })
})
