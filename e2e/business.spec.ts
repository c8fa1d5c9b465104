import { expect, test } from './support/fixtures'
import { loginThroughForm, newMember, signUpAndActivate } from './support/members'

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
})
