import type { Page } from '@playwright/test'
import { expect, seriousA11yViolations, test } from './support/fixtures'

const DEMO = { email: 'ana.souza@example.com', password: 'arena123' }

/** Logs the browser context in through the real login API (the same cookies a login page would set). */
async function login(page: Page) {
  await page.request.get('/api/health')
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value
  const response = await page.request.post('/api/login', {
    data: DEMO,
    headers: { 'x-xsrf-token': xsrf, accept: 'application/json' },
  })
  expect(response.status()).toBe(200)
  return xsrf
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookiePolicies', value: 'true', url: baseURL! },
    { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
    // The app prompt (after 5 s on mobile) would cover the page's buttons.
    { name: 'refuseApp', value: 'true', url: baseURL! },
  ])
})

test('anonymous visitors see the login prompt on every account page', async ({ page }) => {
  for (const path of ['/account/', '/account/orders/', '/account/exchanges/', '/account/wishlist/', '/account/profile/']) {
    await page.goto(path)
    const prompt = page.getByTestId('account-login-required')
    await expect(prompt).toBeVisible()
    await expect(prompt).toContainText('Faça login para consultar o seu cashback e acompanhar seu pedido :)')
    await expect(prompt.getByRole('link', { name: 'Fazer login' })).toHaveAttribute('href', '/login?returnUrl=%2Faccount%23loginSuccess')
  }
})

test('the login link returns to the account page marked #loginSuccess and shows real data', async ({ page }) => {
  await page.goto('/account/')
  await page.getByRole('link', { name: 'Fazer login' }).click()
  await expect(page).toHaveURL(/\/login\?returnUrl=/)
  await page.getByLabel(/e-mail/i).fill(DEMO.email)
  await page.getByLabel(/senha/i).fill(DEMO.password)
  await page.getByRole('button', { name: /entrar/i }).click()
  await expect(page.getByTestId('account-home')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible()
  await expect(page.getByTestId('account-cashback')).toHaveText(/R\$\s?45,90/)
  await expect(page.getByTestId('account-home')).toContainText('01310-100')
  // the return marker is consumed
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('')
})

/** Opens the account menu the way a shopper does: hover on desktop, the drawer's 'Minha conta' on mobile. */
async function openAccountMenu(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const drawer = page.getByTestId('mobile-drawer')
    await drawer.getByRole('button', { name: 'Minha conta' }).click()
    return drawer.getByTestId('account-panel')
  }
  await page.getByRole('banner').getByRole('link', { name: /— Minha conta$/ }).hover()
  return page.getByTestId('user-dropdown').getByTestId('account-menu')
}

test('account menus: desktop list, mobile panel with the help modal, and Sair', async ({ page, isMobile }) => {
  await login(page)
  await page.goto('/')
  const menu = await openAccountMenu(page, isMobile)
  if (!isMobile) {
    await expect(menu.getByRole('listitem')).toHaveText(['Minha conta', 'Meus pedidos', 'Trocas e devoluções', 'Clube', 'Sair'])
  } else {
    await expect(menu.getByRole('listitem')).toHaveText([
      'Home',
      'Minhas compras',
      'Meus favoritos',
      'Cartão Presente',
      'Trocas e devoluções',
      'Gerenciar perfil',
      'Clube',
      'Preciso de ajuda',
      'Sair',
    ])
    await menu.getByRole('button', { name: 'Preciso de ajuda' }).click()
    const help = page.getByRole('dialog', { name: 'Acesse nossos canais de atendimento' })
    await expect(help.getByRole('link', { name: 'Fale conosco pelo whatsapp' })).toBeVisible()
    const width = await help.evaluate((element) => element.getBoundingClientRect().width)
    expect(width).toBe(343)
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()
  }
  if (isMobile) {
    // Escape closes only the top dialog (the help modal, a native <dialog>): the account panel behind it stays open.
    await expect(page.getByTestId('mobile-drawer').getByTestId('account-panel')).toHaveCount(1)
  }
  await menu.getByRole('button', { name: 'Sair' }).click()
  // The home page's address: /\/$/ alone also matches the account page the logout leaves.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/)
  await expect
    .poll(async () => (await (await page.request.get('/api/account/session')).json()).isLoggedIn)
    .toBe(false)
})

test('logged out, the desktop menu invites to log in with the cashback masked', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the hover dropdown is a desktop control')
  await page.goto('/')
  const menu = page.getByTestId('user-dropdown')
  await page.getByRole('banner').getByRole('link', { name: 'Entrar ou cadastrar-se' }).hover()
  await expect(menu).toBeVisible()
  await expect(menu).toContainText('Faça login para consultar o seu cashback e acompanhar seu pedido :)')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cashback', exact: true })).toContainText('R$ •••')
  await expect(menu.getByRole('link', { name: 'Fazer login' })).toBeVisible()
})

test('wishlist lists the saved products as product cards, with add to cart and remove', async ({ page }) => {
  const xsrf = await login(page)
  const wishlist = await (await page.request.post('/api/wishlist/getWishlist', { data: {}, headers: { 'x-xsrf-token': xsrf } })).json()
  for (const productId of ['100001', '100002']) {
    const added = await page.request.post('/api/wishlist/addProductToWishlist', {
      data: { wishlistId: wishlist.id, productId },
      headers: { 'x-xsrf-token': xsrf },
    })
    expect(added.status()).toBe(200)
  }
  await page.goto('/account/wishlist/')
  const list = page.getByTestId('account-wishlist')
  const items = list.getByTestId('wishlist-item')
  await expect(items).toHaveCount(2)
  const ball = items.filter({ hasText: 'Bola de Futebol Campo Golaço F900' })
  await expect(ball.getByRole('link', { name: /Bola de Futebol Campo Golaço F900/ }).first()).toHaveAttribute('href', /bola-de-futebol-campo-golaco-f900\/p/)
  await expect(ball.locator('img').first()).toBeVisible()
  await expect(ball).toContainText('R$')
  await expect(ball.getByRole('button', { name: /Adicionar ao carrinho/ })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await ball.getByRole('button', { name: /Remover/ }).click()
  await expect(items).toHaveCount(1)
  await expect(list).not.toContainText('Bola de Futebol Campo Golaço F900')
})

test('orders are listed, exchanges offer the delivered orders; the profile shows the stored data', async ({ page }) => {
  await login(page)
  await page.goto('/account/orders/')
  await expect(page.getByTestId('order-list').getByTestId('order-row').first()).toBeVisible()
  await page.goto('/account/exchanges/')
  await expect(page.getByRole('heading', { name: 'Suas solicitações' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nova solicitação' })).toBeVisible()
  await page.goto('/account/profile/')
  const profile = page.getByTestId('account-profile')
  await expect(profile).toContainText('Ana Clara Souza')
  await expect(profile).toContainText('•••.•••.•••-05')
  await expect(profile).toContainText('Avenida Brigadeiro Faria Lima, 3477')
  await expect(profile.getByTestId('profile-form').getByLabel('Nome', { exact: true })).toHaveValue('Ana')
})
