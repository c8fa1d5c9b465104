import { randomInt } from 'node:crypto'
import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj'
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** A random CPF with valid check digits (the documents library's generator). */
export function randomCpf(): string {
  return generateCpf()
}

/** A random numeric CNPJ (head office /0001) with valid check digits. */
export function randomCnpj(): string {
  return generateCnpj({ branch: 1 })
}

export interface NewMember {
  email: string
  password: string
  givenName: string
  familyName: string
}

export const DEMO_MEMBER = { email: 'ana.souza@example.com', password: 'arena123' }

/** A new member's data, unique per call. */
export function newMember(givenName = 'Bruna'): NewMember {
  return { email: `e2e.${Date.now()}.${randomInt(1_000_000)}@example.com`, password: 'Corrida#2026', givenName, familyName: 'Teste' }
}

/** The token of the link to `pagePath` (e.g. /login/ativar) in the newest e-mail to `email` that has one (the development outbox, DEV_TOOLS). */
export async function mailedToken(page: Page, email: string, pagePath: string): Promise<string> {
  const link = new RegExp(`${pagePath.replace(/\//g, '\\/')}\\?token=([\\w-]+)`)
  let token: string | null = null
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get('/_dev/outbox.json')).json()) as { messages: Array<{ to: string; text: string }> }
      const mail = messages.find((message) => message.to === email && link.test(message.text))
      token = mail?.text.match(link)?.[1] ?? null
      return token
    })
    .not.toBeNull()
  return token!
}

/** The activation link's token of the newest e-mail to `email`. */
export const activationToken = (page: Page, email: string): Promise<string> => mailedToken(page, email, '/login/ativar')

/** The new-password link's token of the newest password-reset e-mail to `email`. */
export const passwordResetToken = (page: Page, email: string): Promise<string> => mailedToken(page, email, '/login/nova-senha')

/**
 * Gives the test's browser a client address of its own (X-Forwarded-For, which the e2e server believes
 * from 127.0.0.1: TRUST_PROXY in playwright.config.ts, as behind the production proxy). Sign-ups and
 * password-reset requests are limited per client address (SIGNUP_MAX_ATTEMPTS per 15 minutes); without
 * it every sign-up of both projects, retries included, would count against 127.0.0.1.
 */
export async function useOwnClientAddress(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` })
}

/**
 * Signs a new member up through the sign-up page and activates the account (which logs in):
 * with a CPF in the consumer store, with a CNPJ and corporate name in the business store.
 */
export async function signUpAndActivate(page: Page, member: NewMember = newMember(), { business = false } = {}): Promise<NewMember> {
  await useOwnClientAddress(page)
  await page.goto('/login/cadastro')
  await page.getByLabel('Nome', { exact: true }).fill(member.givenName)
  await page.getByLabel('Sobrenome').fill(member.familyName)
  await page.getByLabel('E-mail', { exact: true }).fill(member.email)
  if (business) {
    await page.getByLabel('Razão social').fill(`${member.givenName} Esportes Ltda`)
    await page.getByLabel('CNPJ').fill(randomCnpj())
  } else {
    await page.getByLabel('CPF').fill(randomCpf())
  }
  await page.getByLabel('Senha', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page.getByRole('heading', { name: 'Confira o seu e-mail' })).toBeVisible()
  const token = await activationToken(page, member.email)
  await page.goto(`/login/ativar?token=${token}`)
  await page.getByRole('button', { name: 'Ativar minha conta' }).click()
  await expect(page.getByTestId('account-home')).toBeVisible()
  return member
}

/** Logs in through the login page form. */
export async function loginThroughForm(page: Page, credentials: { email: string; password: string }) {
  await page.getByLabel(/e-mail/i).fill(credentials.email)
  await page.getByLabel(/senha/i).fill(credentials.password)
  await page.getByRole('button', { name: /entrar/i }).click()
}

/** Logs the browser context in through the real login API. */
export async function loginByApi(page: Page, credentials: { email: string; password: string } = DEMO_MEMBER): Promise<string> {
  await page.request.get('/api/health')
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value
  const response = await page.request.post('/api/login', { data: credentials, headers: { 'x-xsrf-token': xsrf, accept: 'application/json' } })
  expect(response.status()).toBe(200)
  return xsrf
}
