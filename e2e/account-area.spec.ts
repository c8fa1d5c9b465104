import type { BrowserContext, Page } from '@playwright/test'
import { expect, seriousA11yViolations, test } from './support/fixtures'
import { loginByApi, loginThroughForm, newMember, randomCnpj, signUpAndActivate } from './support/members'

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
    await expect(page).toHaveURL(/\/$/)
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

  test('ask to exchange one item of a delivered order and see the request', async ({ page }) => {
    await loginByApi(page)
    await page.goto('/account/exchanges/')
    const form = page.getByTestId('return-form')
    await expect(form).toBeVisible()
    await expectNoSeriousA11y(page)
    const quantity = form.locator('select[name^="quantity-"]:not([disabled])').first()
    await quantity.selectOption('1')
    await form.getByLabel('Troca').check()
    await form.getByLabel('Motivo').selectOption({ index: 1 })
    await form.getByLabel('Comentário (opcional)').fill('Ficou pequeno.')
    const before = await page.getByTestId('return-request').count()
    await form.getByRole('button', { name: 'Enviar solicitação' }).click()
    await expect(page.getByTestId('return-created')).toContainText('Solicitação enviada')
    await expect(page.getByTestId('return-request')).toHaveCount(before + 1)
    await expect(page.getByTestId('return-request').first()).toContainText('Troca')
  })

  test('see the cashback credits in the statement; the header pill reads the same ledger', async ({ page, isMobile }) => {
    const xsrf = await loginByApi(page)
    await page.goto('/cashback')
    const statement = page.getByTestId('cashback-statement')
    await expect(statement.getByTestId('cashback-entry').first()).toBeVisible()
    await expect(statement.locator('[data-kind="credit"]').first()).toContainText('+')
    const balance = (await statement.getByTestId('cashback-balance').textContent())!.trim()
    await expectNoSeriousA11y(page)
    const answer = await page.request.post('/api/getCashbackBalance', { data: {}, headers: { 'x-xsrf-token': xsrf } })
    expect(answer.status()).toBe(200)
    const cents = Number(balance.replace(/\D/g, ''))
    expect(await answer.json()).toEqual({ balance: cents })
    if (!isMobile) await expect(page.getByRole('banner').locator('a[aria-label^="Cashback:"]').first()).toContainText(balance)
    await page.goto('/account/cashback/')
    await expect(page.getByTestId('cashback-balance')).toHaveText(balance)
  })

  test('join the club: a visitor logs in first, then the membership shows on /clube and in the account', async ({ page }) => {
    const member = newMember('Elisa')
    await signUpAndActivate(page, member)
    await page.getByRole('navigation', { name: 'Seções da conta' }).getByRole('button', { name: 'Sair' }).click()
    await expect(page).toHaveURL(/\/$/)

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

  test('review a bought product and see it on the product page', async ({ page }) => {
    await loginByApi(page)
    await page.goto('/account/orders/')
    const rows = page.getByTestId('order-list').getByTestId('order-row')
    await expect(rows.first()).toBeVisible()
    const count = await rows.count()
    let reviewLink = null
    for (let index = 0; index < count && !reviewLink; index += 1) {
      await page.goto('/account/orders/')
      await page.getByTestId('order-list').getByTestId('order-row').nth(index).getByRole('link').first().click()
      await expect(page.getByRole('link', { name: 'Voltar para Meus pedidos' })).toBeVisible()
      const link = page.getByRole('link', { name: /^Avaliar produto/ }).first()
      if (await link.count()) reviewLink = link
    }
    expect(reviewLink).not.toBeNull()
    await reviewLink!.click()
    await expect(page).toHaveURL(/\/avalie-o-produto\?productId=/)
    const form = page.getByTestId('review-form')
    await form.getByLabel('4 estrelas').check()
    const text = `Ótimo para treinar <b>forte</b> ${Date.now()}`
    await form.getByLabel('Sua avaliação').fill(text)
    await form.getByRole('button', { name: /avaliação$/ }).click()
    await expect(form.getByTestId('form-success')).toBeVisible()
    await expectNoSeriousA11y(page)
    await form.getByRole('link', { name: 'Ver no produto' }).click()

    const reviews = page.getByTestId('product-reviews')
    await expect(reviews.getByTestId('reviews-summary')).toBeVisible()
    // Shown as text, never as markup.
    await expect(reviews.getByTestId('product-review').filter({ hasText: text })).toHaveCount(1)
    await expect(reviews.locator('b')).toHaveCount(0)
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.some((json) => json.includes('"aggregateRating"'))).toBe(true)
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
