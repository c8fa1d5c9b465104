import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, seriousA11yViolations, test } from './support/fixtures'
import { newMember, signUpAndActivate } from './support/members'

/** The data subject's rights in the account (LGPD): download one's data, delete one's account. */
test.describe('data rights in the account', () => {
  const business = process.env.STORE_VARIANT === 'business'

  /** The deletion code of the newest e-mail to `email` (the development outbox). */
  async function mailedCode(page: Page, email: string): Promise<string> {
    let code: string | null = null
    await expect
      .poll(async () => {
        const { messages } = (await (await page.request.get('/_dev/outbox.json')).json()) as { messages: Array<{ to: string; subject: string; text: string }> }
        const mail = messages.find((message) => message.to === email && message.subject === 'Confirme a exclusão da sua conta')
        code = mail ? (/(\d{6})/.exec(mail.text)?.[1] ?? null) : null
        return code
      })
      .not.toBeNull()
    return code!
  }

  test('a member downloads their data, then deletes the account; login fails afterwards', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'cookiePolicies', value: 'false', url: baseURL! }])
    const member = await signUpAndActivate(page, newMember('Lia'), { business })
    await page.goto('/account/privacidade')
    const view = page.getByTestId('data-rights')
    await expect(view).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])

    const [download] = await Promise.all([page.waitForEvent('download'), view.getByTestId('data-export').click()])
    expect(download.suggestedFilename()).toMatch(/^arena-esportes-meus-dados-\d{4}-\d{2}-\d{2}\.json$/)
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as Record<string, unknown> & { profile: { email: string } }
    for (const kind of ['profile', 'addresses', 'orders', 'returns', 'reviews', 'wishlist', 'cashback', 'consents', 'requests']) expect(data).toHaveProperty(kind)
    expect(data.profile.email).toBe(member.email)
    await expect(view.getByTestId('privacy-requests')).toContainText('Download dos dados')

    await view.getByTestId('deletion-request').click()
    const form = view.getByTestId('deletion-form')
    await expect(form).toBeVisible()
    const code = await mailedCode(page, member.email)
    await form.getByLabel('Código de confirmação').fill(code === '000000' ? '111111' : '000000')
    await form.getByTestId('deletion-confirm').click()
    await expect(form.getByRole('alert')).toHaveText('Código incorreto. Confira o código enviado para o seu e-mail.')
    await form.getByLabel('Código de confirmação').fill(code)
    await form.getByTestId('deletion-confirm').click()
    await expect(page.getByRole('heading', { name: 'Sua conta foi excluída' })).toBeVisible()

    expect((await page.request.get('/api/account/privacy')).status()).toBe(401)
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value
    const login = await page.request.post('/api/login', { data: { email: member.email, password: member.password }, headers: { 'x-xsrf-token': xsrf, accept: 'application/json' } })
    expect(login.status()).not.toBe(200)
  })
})
