import type { Page } from '@playwright/test'
import { expect, seriousA11yViolations, test } from './support/fixtures'

const DEMO = { email: 'ana.souza@example.com', password: 'arena123' }

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookiePolicies', value: 'true', url: baseURL! },
    { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
  ])
})

/** The page's single h1, inside the shell's main landmark. */
async function expectTitle(page: Page, title: string) {
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
}

async function expectCanonical(page: Page, path: string) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/\//g, '\\/')}$`))
}

test('a content page renders its title, blocks, breadcrumbs and SEO head', async ({ page, consoleErrors }) => {
  await page.goto('/seguro-bike')
  await expectTitle(page, 'Seguro Bike')
  await expect(page).toHaveTitle('Seguro Bike | Arena Esportes')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Proteja sua bicicleta/)
  await expectCanonical(page, '/seguro-bike')
  await expect(page.getByRole('navigation', { name: 'Você está em' }).getByRole('link', { name: 'Início' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Coberturas' })).toBeVisible()
  const question = page.getByText('Quais bicicletas podem ser seguradas?')
  await question.click()
  await expect(page.getByText(/Bicicletas novas ou com até 3 anos/)).toBeVisible()
  // The chat widget belongs to /atendimento and the account pages only.
  await expect(page.getByTestId('chat-widget')).toHaveCount(0)
  expect(await seriousA11yViolations(page)).toEqual([])
  expect(consoleErrors.list).toEqual([])
})

test('the club page renders with its sub-page tabs, which lead to the sub-pages', async ({ page }) => {
  await page.goto('/clube')
  await expectTitle(page, 'Clube Arena')
  await expectCanonical(page, '/clube')
  const tabs = page.getByRole('navigation', { name: 'Páginas de Clube Arena' })
  await expect(tabs.getByRole('link', { name: 'Visão geral' })).toHaveAttribute('aria-current', 'page')
  for (const name of ['Cadastro', 'Garantia', 'Parceiros', 'Regulamento', 'Serviços']) {
    await expect(tabs.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeVisible()
  await tabs.getByRole('link', { name: 'Regulamento', exact: true }).click()
  await expect(page).toHaveURL(/\/clube\/regulamento\/?$/)
  await expectTitle(page, 'Regulamento do Clube Arena')
  await expect(page.getByRole('navigation', { name: 'Você está em' }).getByRole('link', { name: 'Clube Arena' })).toHaveAttribute('href', '/clube')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('/lojas lists the stores by region and filters them', async ({ page }) => {
  await page.goto('/lojas')
  await expectTitle(page, 'Nossas lojas')
  await expectCanonical(page, '/lojas')
  await expect(page.getByRole('heading', { level: 2, name: /Sudeste/ })).toBeVisible()
  const total = await page.getByTestId('store-card').count()
  expect(total).toBeGreaterThanOrEqual(8)
  await page.getByLabel('Cidade, bairro ou CEP').fill('campinas')
  await expect(page.getByTestId('store-card')).toHaveCount(1)
  await expect(page.getByRole('status').filter({ hasText: 'encontrada' })).toHaveText('1 loja encontrada')
  await page.getByRole('button', { name: 'Limpar filtros' }).click()
  await page.getByLabel('Estado').selectOption({ label: 'Rio de Janeiro' })
  await expect(page.getByTestId('store-card')).toHaveCount(1)
  await page.getByTestId('store-card').getByRole('link').click()
  await expect(page).toHaveURL(/\/lojas\/rio-de-janeiro-barra\/?$/)
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('a store page shows address, hours, services and nearby stores', async ({ page }) => {
  await page.goto('/lojas/sao-paulo-paulista')
  await expectTitle(page, 'Arena Esportes Paulista')
  await expect(page).toHaveTitle(/Arena Esportes Paulista - São Paulo\/SP/)
  await expectCanonical(page, '/lojas/sao-paulo-paulista')
  for (const name of ['Endereço e contato', 'Horário de funcionamento', 'Serviços nesta loja', 'Lojas próximas']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: /3288-4100/ })).toHaveAttribute('href', 'tel:+551132884100')
  await expect(page.getByTestId('open-status')).toHaveText(/^(Aberta agora|Fechada)/)
  await expect(page.getByTestId('store-card')).toHaveCount(3)
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(JSON.parse(jsonLd ?? '{}')['@type']).toBe('SportingGoodsStore')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('/lojas_old/{slug} redirects permanently to /lojas/{slug}', async ({ page, request }) => {
  const response = await request.get('/lojas_old/curitiba-barigui', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/lojas/curitiba-barigui')
  await page.goto('/lojas_old/curitiba-barigui')
  await expect(page).toHaveURL(/\/lojas\/curitiba-barigui\/?$/)
  await expectTitle(page, 'Arena Esportes Curitiba')
})

test('/marcas lists own and partner brands linking to their listings', async ({ page }) => {
  await page.goto('/marcas')
  await expectTitle(page, 'Marcas')
  await expectCanonical(page, '/marcas')
  await expect(page.getByRole('heading', { level: 2, name: 'Marcas Arena' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Marcas parceiras' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Arena Pro' })).toHaveAttribute('href', '/marcas/arena-pro')
  await expect(page.getByRole('link', { name: 'Golaço' })).toHaveAttribute('href', '/marcas/golaco')
  expect(await page.getByTestId('brand-link').count()).toBeGreaterThanOrEqual(10)
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('/atendimento loads the chat widget, whose assistant answers', async ({ page }) => {
  await page.goto('/atendimento')
  await expectTitle(page, 'Atendimento')
  await page.getByRole('button', { name: 'Precisa de ajuda?' }).click()
  await page.getByLabel('Escreva a sua pergunta').fill('Quero trocar um tênis')
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByRole('link', { name: 'Ver trocas e devoluções' })).toBeVisible()
  // Leaving the page removes the widget.
  await page.getByRole('link', { name: 'Trocas e devoluções', exact: true }).last().click()
  await expect(page).toHaveURL(/\/servicos\/trocas-e-devolucoes\/?$/)
  await expect(page.getByTestId('chat-widget')).toHaveCount(0)
})

test('app routes defined in code render as content pages', async ({ page }) => {
  await page.goto('/aplicativo/baixe-o-app')
  await expectTitle(page, 'Aplicativo Arena Esportes')
  await page.goto('/avalie-o-produto')
  await expectTitle(page, 'Avalie o produto')
  await page.goto('/app-chatbot')
  await expectTitle(page, 'Assistente virtual')
  await expect(page.getByTestId('chat-panel')).toBeVisible()
})

test('a logged-in member sees the order history and an order detail', async ({ page }) => {
  await page.request.get('/api/health')
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value
  expect((await page.request.post('/api/login', { data: DEMO, headers: { 'x-xsrf-token': xsrf } })).status()).toBe(200)
  await page.goto('/account/orders')
  const rows = page.getByTestId('order-row')
  await expect(rows.first()).toBeVisible()
  await expect(page.getByTestId('chat-widget')).toBeVisible()
  await rows.first().getByRole('link', { name: /Ver detalhes/ }).click()
  await expect(page).toHaveURL(/\/account\/order\/\d{13}-\d{2}$/)
  await expect(page.getByTestId('order-detail')).toBeVisible()
  await expect(page.getByTestId('order-detail')).toContainText('Total')
  await page.goto('/account/order/9999999999999-99')
  await expect(page.getByText('Não encontramos este pedido')).toBeVisible()
})
