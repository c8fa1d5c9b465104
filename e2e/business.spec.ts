import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj'
import { CNPJ_INVALID_MESSAGE, formatCnpj } from '../src/contracts/documents'
import { expect, test } from './support/fixtures'
import { choosePayment, deliverTo, expectNoA11yViolations, guestEmail, placeOrder } from './checkout-support'
import { addBallToCart } from './product-support'
import { activationToken, loginThroughForm, newMember, signUpAndActivate, useOwnClientAddress } from './support/members'

/** A CNPJ with valid check digits, and one without. */
const VALID_CNPJ = '11.222.333/0001-81'
const WRONG_CNPJ = '11.222.333/0001-00'
/** An alphanumeric CNPJ (IN RFB 2.229/2024) with valid check digits, and the same with a wrong last digit. */
const ALPHANUMERIC_CNPJ = '12ABC34501DE35'
const ALPHANUMERIC_WRONG = '12ABC34501DE36'

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
    // The home page's address: /\/$/ alone also matches the account page the logout leaves.
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/)
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
    await expect(form.getByText(CNPJ_INVALID_MESSAGE)).toBeVisible()
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

  test('a company with an alphanumeric CNPJ signs up (a wrong check digit refused) and its profile shows it formatted', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000)
    await context.addCookies([
      { name: 'cookiePolicies', value: 'true', url: baseURL! },
      { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
      { name: 'refuseApp', value: 'true', url: baseURL! },
    ])
    // Each run signs a company up anew: a new alphanumeric CNPJ each time (the fixed one is checked by the API tests and the checkout below).
    const cnpj = generateCnpj({ version: 2 })
    const member = newMember('Helena')
    await useOwnClientAddress(page)
    await page.goto('/login/cadastro')
    await page.getByLabel('Nome', { exact: true }).fill(member.givenName)
    await page.getByLabel('Sobrenome').fill(member.familyName)
    await page.getByLabel('E-mail', { exact: true }).fill(member.email)
    await page.getByLabel('Razão social').fill('Helena Quadras Ltda')
    await page.getByLabel('Senha', { exact: true }).fill(member.password)
    await page.getByLabel('CNPJ').fill(formatCnpj(ALPHANUMERIC_WRONG).toLowerCase())
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page.getByText(CNPJ_INVALID_MESSAGE)).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByLabel('CNPJ').fill(cnpj.toLowerCase())
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page.getByRole('heading', { name: 'Confira o seu e-mail' })).toBeVisible()
    const token = await activationToken(page, member.email)
    await page.goto(`/login/ativar?token=${token}`)
    await page.getByRole('button', { name: 'Ativar minha conta' }).click()
    await expect(page.getByTestId('account-home')).toBeVisible()
    await page.goto('/account/profile/')
    await expect(page.getByTestId('account-profile')).toContainText(formatCnpj(cnpj))
    await expectNoA11yViolations(page)
  })

  test('a company buys with the alphanumeric CNPJ 12.ABC.345/01DE-35: typed in lower case, formatted as typed; a wrong check digit refused', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000)
    await context.addCookies([
      { name: 'cookiePolicies', value: 'true', url: baseURL! },
      { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
      { name: 'refuseApp', value: 'true', url: baseURL! },
    ])
    await addBallToCart(page)
    await page.goto('/checkout/cart')
    await page.getByTestId('checkout-button').click()
    await expect(page).toHaveURL(/\/checkout\/profile/)
    const email = guestEmail('alfanumerico')
    await page.getByTestId('profile-email-form').waitFor()
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Continuar' }).click()
    const form = page.getByTestId('profile-form')
    await form.waitFor()
    await form.getByLabel('Nome', { exact: true }).fill('Helena')
    await form.getByLabel('Sobrenome').fill('Quadros')
    await form.getByLabel('Razão social').fill('Quadros Esportes Ltda')
    await form.getByLabel('Telefone').fill('11987654321')
    await form.getByLabel('CNPJ').pressSequentially(ALPHANUMERIC_WRONG.toLowerCase())
    await expect(form.getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-36')
    await page.getByTestId('profile-submit').click()
    await expect(form.getByText(CNPJ_INVALID_MESSAGE)).toBeVisible()
    await expect(page).toHaveURL(/\/checkout\/profile/)
    await form.getByLabel('CNPJ').fill('')
    await form.getByLabel('CNPJ').pressSequentially(ALPHANUMERIC_CNPJ.toLowerCase())
    await expect(form.getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-35')
    await expectNoA11yViolations(page)
    await page.screenshot({ path: test.info().outputPath('profile-alphanumeric-cnpj.png'), fullPage: true })
    await page.getByTestId('profile-submit').click()
    await expect(page).toHaveURL(/\/checkout\/shipping/)
    await deliverTo(page)
    await choosePayment(page, 'Pix')
    const orderId = await placeOrder(page)
    expect(orderId).toMatch(/^\d+-\d{2}$/)
    const orderGroup = new URL(page.url()).searchParams.get('og')!
    const orders = (await (await page.request.get(`/api/checkout/pub/orders/order-group/${orderGroup}`)).json()) as Array<{
      clientProfileData: { isCorporate: boolean; corporateName: string | null }
    }>
    expect(orders[0].clientProfileData).toMatchObject({ isCorporate: true, corporateName: 'Quadros Esportes Ltda' })
  })
})
