import { expect, test } from './support/fixtures'

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
})
