import type { BrowserContext, Locator, Page } from '@playwright/test'
import { CASHBACK_RATE_PERCENT } from '../src/config/constants'
import { formatCents } from '../src/config/money'
import { PASSWORD_RULES, PASSWORD_RULES_MESSAGE } from '../src/contracts/account-forms'
import type { CashbackStatement } from '../src/features/cashback/contract'
import type { AccountOrder } from '../src/contracts/orders'
import { APPROVED_CARD, choosePayment, deliverTo, fillCard, placeOrder } from './checkout-support'
import { addBallToCart, BALL_ID, pathOf, productById } from './product-support'
import { expect, seriousA11yViolations, test } from './support/fixtures'
import { loginThroughForm, newMember, passwordResetToken, randomCnpj, signUpAndActivate } from './support/members'

/** Cookie notice accepted, app prompt refused, CEP prompt dismissed. */
async function quietPrompts(context: BrowserContext, baseURL: string) {
  const cookies = [
    { name: 'cookiePolicies', value: 'true', url: baseURL },
    { name: 'refuseApp', value: 'true', url: baseURL },
    { name: 'cepPromptDismissed', value: 'true', url: baseURL },
  ]
  await context.addCookies(cookies)
}

async function expectNoSeriousA11y(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([])
}

/** The logged-in member joins the club (cashback is one of its benefits). */
async function joinClub(page: Page) {
  await page.goto('/clube/cadastro')
  const form = page.getByTestId('club-join-form')
  const join = form.getByRole('button', { name: 'Quero participar do Clube' })
  await expect(join).toBeVisible()
  // Asked only when the profile lacks it (a new member's does).
  const birthdate = form.getByLabel('Data de nascimento')
  if (await birthdate.count()) await birthdate.fill('1991-07-14')
  await form.getByLabel(/Li e aceito o/).check()
  await join.click()
  await expect(page.getByTestId('club-membership')).toBeVisible()
}

/** The member's cashback as the header shows it: the pill on desktop, the drawer's account panel on phones (the pill is hidden there). */
async function headerCashback(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('banner').getByRole('link', { name: /^Cashback R\$/ }).first()
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const drawer = page.getByTestId('mobile-drawer')
  await drawer.getByRole('button', { name: 'Minha conta' }).click()
  return drawer.getByTestId('account-panel').getByTestId('cashback')
}

test.describe('account area', () => {
  test.beforeEach(async ({ context, baseURL }) => quietPrompts(context, baseURL!))
  // Whole journeys with sign-up, activation and accessibility scans.
  test.describe.configure({ timeout: 90_000 })

  test('sign up, log out and log in again', async ({ page }) => {
    await page.goto('/login/cadastro')
    await expect(page.getByRole('heading', { name: 'Crie a sua conta' })).toBeVisible()
    await expectNoSeriousA11y(page)
    const member = await signUpAndActivate(page)
    await expect(page.getByRole('heading', { name: `Olá, ${member.givenName}!` })).toBeVisible()
    await expect(page.getByTestId('account-home')).toContainText(member.email)

    await page.getByRole('navigation', { name: 'Seções da conta' }).getByRole('button', { name: 'Sair' }).click()
    // The home page's address: /\/$/ alone also matches the account page the logout leaves.
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/)
    await expect.poll(async () => (await (await page.request.get('/api/account/session')).json()).isLoggedIn).toBe(false)

    await page.goto('/account/')
    await page.getByRole('link', { name: 'Fazer login' }).click()
    await loginThroughForm(page, { email: member.email, password: 'errada-123' })
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible()
    await loginThroughForm(page, member)
    await expect(page.getByRole('heading', { name: `Olá, ${member.givenName}!` })).toBeVisible()
  })

  test('edit the profile: a bad value is refused field by field, then the change is stored', async ({ page }) => {
    await signUpAndActivate(page, newMember('Carla'))
    await page.goto('/account/profile/')
    const form = page.getByTestId('profile-form')
    await form.getByLabel('Celular').fill('123')
    await form.getByRole('button', { name: 'Salvar alterações' }).click()
    await expect(form.getByTestId('field-error')).toHaveCount(1)
    await expect(form.getByTestId('form-error')).toBeVisible()
    await expectNoSeriousA11y(page)

    await form.getByLabel('Nome', { exact: true }).fill('Carolina')
    await form.getByLabel('Celular').fill('(21) 99876-5432')
    await form.getByLabel('Data de nascimento').fill('1990-05-17')
    await form.getByLabel('Gênero').selectOption('female')
    await form.getByLabel('Quero receber ofertas e novidades por e-mail.').check()
    await form.getByRole('button', { name: 'Salvar alterações' }).click()
    await expect(form.getByTestId('form-success')).toHaveText('Seus dados foram salvos.')

    await page.reload()
    const saved = page.getByTestId('profile-form')
    await expect(saved.getByLabel('Nome', { exact: true })).toHaveValue('Carolina')
    await expect(saved.getByLabel('Celular')).toHaveValue('(21) 99876-5432')
    await expect(saved.getByLabel('Data de nascimento')).toHaveValue('1990-05-17')
    await expect(saved.getByLabel('Quero receber ofertas e novidades por e-mail.')).toBeChecked()
  })

  test('add addresses, make one the favourite, and the CEP prompt uses it', async ({ page, context }) => {
    await signUpAndActivate(page, newMember('Diego'))
    await page.goto('/account/addresses/')
    const book = page.getByTestId('address-book')
    for (const [title, cep, number] of [
      ['Casa', '01310-100', '1000'],
      ['Trabalho', '20040-020', '55'],
    ] as const) {
      await book.getByRole('button', { name: 'Adicionar endereço' }).click()
      const form = book.getByTestId('address-form')
      await form.getByLabel('Nome do endereço').fill(title)
      await form.getByLabel('CEP', { exact: true }).fill(cep)
      await expect(form.getByLabel('Rua')).not.toHaveValue('')
      await form.getByLabel('Número').fill(number)
      await form.getByRole('button', { name: 'Adicionar endereço' }).click()
      await expect(book.getByTestId('address-form')).toHaveCount(0)
    }
    const cards = book.getByTestId('address-card')
    await expect(cards).toHaveCount(2)
    await expectNoSeriousA11y(page)
    await cards.filter({ hasText: 'Trabalho' }).getByRole('button', { name: /Tornar favorito/ }).click()
    await expect(cards.filter({ hasText: 'Trabalho' })).toContainText('Favorito')
    await expect(cards.filter({ hasText: 'Casa' })).not.toContainText('Favorito')

    // A new visit without a stored CEP: the favourite's CEP is used instead of the prompt.
    await page.evaluate(() => window.localStorage.clear())
    await context.clearCookies({ name: 'cepPromptDismissed' })
    const shipping = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/shippingData'))
    await page.goto('/')
    expect((await shipping).postDataJSON()).toMatchObject({ cep: '20040-020' })
    await expect(page.getByTestId('cep-prompt')).toHaveCount(0)
  })

  test('join the club: a visitor logs in first, then the membership shows on /clube and in the account', async ({ page }) => {
    const member = newMember('Elisa')
    await signUpAndActivate(page, member)
    await page.getByRole('navigation', { name: 'Seções da conta' }).getByRole('button', { name: 'Sair' }).click()
    // The home page's address: /\/$/ alone also matches the account page the logout leaves.
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/)

    await page.goto('/clube/cadastro')
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fclube%2Fcadastro/)
    await loginThroughForm(page, member)
    await expect(page).toHaveURL(/\/clube\/cadastro/)
    const form = page.getByTestId('club-join-form')
    await form.getByRole('button', { name: 'Quero participar do Clube' }).click()
    await expect(form.getByTestId('field-error').filter({ hasText: 'Aceite o regulamento' })).toBeVisible()
    const birthdate = form.getByLabel('Data de nascimento')
    if (await birthdate.count()) await birthdate.fill('1992-03-08')
    await form.getByLabel(/Li e aceito o/).check()
    await form.getByRole('button', { name: 'Quero participar do Clube' }).click()
    await expect(page.getByTestId('club-membership')).toBeVisible()
    await expect(page.getByTestId('club-card-number')).toHaveText(/^\d{13}$/)
    await expectNoSeriousA11y(page)

    await page.goto('/clube')
    await expect(page.getByTestId('club-membership')).toBeVisible()
    await page.goto('/account/')
    await expect(page.getByTestId('account-home').getByTestId('club-membership')).toBeVisible()
  })

  test('a new member buys through the checkout, earns that order\'s cashback, has it invoiced, asks to exchange an item and reviews the product', async ({ page, isMobile }) => {
    // Sign-up, the club, a whole checkout, the warehouse, an exchange and a review, with axe on the way.
    test.setTimeout(180_000)
    const member = await signUpAndActivate(page, newMember('Gabriela'))
    await joinClub(page)

    // The purchase: the ball, delivered to Avenida Paulista, paid by a card the test connector approves at once.
    await addBallToCart(page)
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/checkout\/(profile|shipping)/)
    if (page.url().includes('/profile')) {
      const form = page.getByTestId('profile-form')
      await expect(form.getByLabel('Nome', { exact: true })).toHaveValue(member.givenName)
      const phone = form.getByLabel('Telefone')
      if (!(await phone.inputValue())) await phone.fill('11987654321')
      await page.getByTestId('profile-submit').click()
    }
    await expect(page).toHaveURL(/\/checkout\/shipping/)
    await deliverTo(page)
    await choosePayment(page, 'Cartão de crédito')
    await fillCard(page, APPROVED_CARD)
    const orderId = await placeOrder(page)
    await expect(page.getByTestId('order-status')).toContainText('Pagamento aprovado')
    const order = (await (await page.request.get(`/api/account/orders/${orderId}`)).json()) as AccountOrder
    expect(order.items.map((item) => item.productId)).toEqual([BALL_ID])

    // Cashback: the club's rate of what THAT order's items cost, credited when its payment was approved.
    const { ratePercent } = (await (await page.request.get('/api/account/cashback')).json()) as CashbackStatement
    expect(ratePercent).toBe(CASHBACK_RATE_PERCENT)
    const itemsValue = order.totals.filter((total) => total.id === 'Items' || total.id === 'Discounts').reduce((sum, total) => sum + total.value, 0)
    const creditCents = Math.floor((itemsValue * ratePercent) / 100)
    expect(creditCents).toBeGreaterThan(0)
    const credit = formatCents(creditCents)
    await page.goto('/cashback')
    const statement = page.getByTestId('cashback-statement')
    const entry = statement.getByTestId('cashback-entry').filter({ hasText: `Cashback do pedido ${orderId}` })
    await expect(entry).toHaveCount(1)
    await expect(entry).toHaveAttribute('data-kind', 'credit')
    await expect(entry).toContainText(`+ ${credit}`)
    // A new member's only entry: the balance is that credit.
    await expect(statement.getByTestId('cashback-entry')).toHaveCount(1)
    await expect(statement.getByTestId('cashback-balance')).toHaveText(credit)
    await expectNoSeriousA11y(page)
    // The header, the account page and POST /api/getCashbackBalance read the same ledger.
    await expect(await headerCashback(page, isMobile)).toContainText(credit)
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value
    const balance = await page.request.post('/api/getCashbackBalance', { data: {}, headers: { 'x-xsrf-token': xsrf } })
    expect(await balance.json()).toEqual({ balance: creditCents })
    await page.goto('/account/cashback/')
    await expect(page.getByTestId('cashback-balance')).toHaveText(credit)

    // The warehouse handles and invoices the order: the development action on the order's page.
    await page.goto('/account/orders/')
    await page.getByTestId('order-row').filter({ hasText: orderId }).getByRole('link', { name: /^Ver detalhes/ }).click()
    const detail = page.getByTestId('order-detail')
    await expect(detail).toContainText(`Pedido ${orderId}`)
    const timeline = detail.getByTestId('order-timeline')
    await expect(timeline.locator('[aria-current="step"]')).toHaveText(/^Pagamento aprovado/)
    const warehouse = detail.getByTestId('test-warehouse-actions')
    await expect(warehouse).toBeVisible()
    // Paid but not handled yet: neither delivered nor a purchase to review.
    await expect(detail.getByRole('link', { name: /^Avaliar produto/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Trocar ou devolver produtos deste pedido' })).toHaveCount(0)
    await expectNoSeriousA11y(page)
    await warehouse.getByRole('button', { name: 'Simular faturamento' }).click()
    await expect(timeline.locator('[aria-current="step"]')).toHaveText(/^Faturado/)
    await expect(timeline.locator('li[data-state="done"] time')).toHaveCount(3)
    await expect(warehouse).toHaveCount(0)

    // An exchange of one item of THAT order, from its page.
    await page.getByRole('link', { name: 'Trocar ou devolver produtos deste pedido' }).click()
    await expect(page).toHaveURL(/\/account\/exchanges\/?\?pedido=/)
    const form = page.getByTestId('return-form')
    await expect(form.getByLabel('Pedido')).toHaveValue(orderId)
    await expectNoSeriousA11y(page)
    await form.locator('select[name^="quantity-"]:not([disabled])').first().selectOption('1')
    await form.getByLabel('Troca').check()
    await form.getByLabel('Motivo').selectOption({ index: 1 })
    await form.getByLabel('Comentário (opcional)').fill('Quero outra cor.')
    await form.getByRole('button', { name: 'Enviar solicitação' }).click()
    await expect(page.getByTestId('return-created')).toContainText('Solicitação enviada')
    const exchange = page.getByTestId('return-request').filter({ hasText: `pedido ${orderId}` })
    await expect(exchange).toHaveCount(1)
    await expect(exchange).toContainText('Troca')
    await expect(exchange).toContainText('Solicitação recebida')
    await expect(exchange).toContainText(`1× ${order.items[0].name}`)
    await page.reload()
    await expect(page.getByTestId('return-request').filter({ hasText: `pedido ${orderId}` })).toHaveCount(1)

    // A review of THAT product, from the order's page; shown on the product page, as text, with the rating in JSON-LD.
    await page.goto(`/account/order/${orderId}`)
    const reviewLink = page.getByTestId('order-detail').getByRole('link', { name: /^Avaliar produto/ })
    await expect(reviewLink).toHaveCount(1)
    await reviewLink.click()
    await expect(page).toHaveURL(new RegExp(`/avalie-o-produto\\?productId=${BALL_ID}$`))
    const review = page.getByTestId('review-form')
    await review.getByLabel('4 estrelas').check()
    const text = `Ótima para treinar <b>forte</b> ${Date.now()}`
    await review.getByLabel('Sua avaliação').fill(text)
    await review.getByRole('button', { name: /avaliação$/ }).click()
    await expect(review.getByTestId('form-success')).toBeVisible()
    await expectNoSeriousA11y(page)
    await review.getByRole('link', { name: 'Ver no produto' }).click()
    await expect(page).toHaveURL(new RegExp(`${pathOf(productById(BALL_ID))}$`))
    const reviews = page.getByTestId('product-reviews')
    await expect(reviews.getByTestId('reviews-summary')).toBeVisible()
    await expect(reviews.getByTestId('product-review').filter({ hasText: text })).toHaveCount(1)
    await expect(reviews.locator('b')).toHaveCount(0)
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.some((json) => json.includes('"aggregateRating"'))).toBe(true)
  })

  test('forgot password: the e-mailed link sets a new password once; the old password stops working', async ({ page }) => {
    const member = await signUpAndActivate(page, newMember('Helena'))
    await page.getByRole('navigation', { name: 'Seções da conta' }).getByRole('button', { name: 'Sair' }).click()
    // The home page's address: /\/$/ alone also matches the account page the logout leaves.
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/)

    await page.goto('/login')
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
    await expect(page).toHaveURL(/\/login\/esqueci-a-senha/)
    await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible()
    await expectNoSeriousA11y(page)
    await page.getByLabel('E-mail').fill(member.email)
    await page.getByRole('button', { name: 'Enviar link' }).click()
    await expect(page.getByRole('heading', { name: 'Confira o seu e-mail' })).toBeVisible()

    const link = `/login/nova-senha?token=${await passwordResetToken(page, member.email)}`
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Crie uma nova senha' })).toBeVisible()
    // The strength rules are shown and checked as the shopper types.
    const rules = page.locator('[data-password-rules="password"] li')
    await expect(rules).toHaveText(PASSWORD_RULES.map((rule) => rule.label))
    const password = page.getByLabel('Nova senha')
    await password.fill('curta')
    await expect(rules.and(page.locator('.ok'))).toHaveText([PASSWORD_RULES.find((rule) => rule.id === 'letter')!.label])
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(page.locator('#password-erro')).toHaveText(PASSWORD_RULES_MESSAGE)
    await expectNoSeriousA11y(page)
    const newPassword = 'Trilha#2027'
    await password.fill(newPassword)
    await expect(rules.and(page.locator('.ok'))).toHaveCount(PASSWORD_RULES.length)
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(page).toHaveURL(/\/login\?aviso=senha-alterada/)
    await expect(page.getByRole('status')).toHaveText('Senha alterada. Entre com a nova senha.')

    // The old password no longer works; the new one does.
    await loginThroughForm(page, member)
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible()
    await loginThroughForm(page, { email: member.email, password: newPassword })
    await expect(page.getByRole('heading', { name: `Olá, ${member.givenName}!` })).toBeVisible()

    // The link works once.
    await page.goto(link)
    await page.getByLabel('Nova senha').fill('Outra#Senha2028')
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(page.locator('#token-erro')).toHaveText('Este link para criar uma nova senha é inválido, já foi usado ou expirou. Peça um novo link.')
    await expect(page).toHaveURL(/\/login\/nova-senha/)
    await page.request.post('/api/account/logout', { headers: { 'x-xsrf-token': (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value } })
    await page.goto('/login')
    await loginThroughForm(page, { email: member.email, password: 'Outra#Senha2028' })
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible()
  })
})

test.describe('marketplace seller sign-up', () => {
  test.beforeEach(async ({ context, baseURL }) => quietPrompts(context, baseURL!))
  test.describe.configure({ timeout: 60_000 })

  test('apply as a seller, then look the status up by protocol', async ({ page }) => {
    await page.goto('/marketplace/cadastro')
    const form = page.getByTestId('seller-form')
    await form.getByLabel('CNPJ').fill('11.111.111/1111-11')
    await form.getByRole('button', { name: 'Enviar cadastro' }).click()
    await expect(form.getByTestId('field-error').first()).toBeVisible()
    await expect(form.getByTestId('form-error')).toBeVisible()
    await expectNoSeriousA11y(page)

    const cnpj = randomCnpj()
    await form.getByLabel('Razão social').fill('Corre Junto Artigos Esportivos Ltda')
    await form.getByLabel('CNPJ').fill(cnpj)
    await form.getByLabel('Nome do responsável').fill('Marina Lopes')
    await form.getByLabel('E-mail', { exact: true }).fill('marina@correjunto.com.br')
    await form.getByLabel('Telefone').fill('(11) 98765-4321')
    await form.getByLabel('Calçados esportivos').check()
    await form.getByLabel('Acessórios').check()
    await form.getByRole('button', { name: 'Enviar cadastro' }).click()
    const protocol = (await page.getByTestId('seller-protocol').textContent())!.trim()
    expect(protocol).toMatch(/^MP-[A-Z0-9]{4}-[A-Z0-9]{4}$/)

    await page.getByRole('link', { name: 'Acompanhar a triagem' }).click()
    await expect(page).toHaveURL(/\/marketplace\/triagem/)
    const lookup = page.getByTestId('seller-lookup')
    await expect(lookup.getByLabel('Protocolo')).toHaveValue(protocol)
    await lookup.getByLabel('CNPJ').fill(cnpj)
    await lookup.getByRole('button', { name: 'Consultar' }).click()
    const status = page.getByTestId('seller-status')
    await expect(status).toContainText('Corre Junto Artigos Esportivos Ltda')
    await expect(status).toContainText('Cadastro recebido')
    await expectNoSeriousA11y(page)

    await lookup.getByLabel('CNPJ').fill(randomCnpj())
    await lookup.getByRole('button', { name: 'Consultar' }).click()
    await expect(page.getByTestId('form-error')).toContainText('Não encontramos')
    await expect(page.getByTestId('seller-status')).toHaveCount(0)
  })
})
