import { SESSION_COOKIE } from '../../auth/session'
import { DEMO_PASSWORD } from '../../../demo/members'
import type { ErrorBody } from '../../http/errors'
import { lastMailTo, tokenFromMail } from '../../test-support/account-area'
import { documentDigits, testCpf } from '../../test-support/documents'
import { startTestServer, type TestServer } from '../../test-support/server'
import { PASSWORD_RESET_SENT_MESSAGE, SIGN_UP_SENT_MESSAGE } from '../../../contracts/account-forms'
import { CNPJ_INVALID_MESSAGE } from '../../../contracts/documents'

interface SessionBody {
  isLoggedIn: boolean
  returnUrl?: string
  user: null | { email: string; kind: string; given_name: string }
}

/** Each sign-up with a CPF of its own (one account per CPF); `lastCpf` is the one the body was given. */
let signUps = 0
let lastCpf = ''
const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'corrida2024',
  givenName: 'Carla',
  familyName: 'Dias',
  cpf: (lastCpf = testCpf(signUps++)),
  marketingConsent: true,
  returnUrl: '/clube/cadastro',
  ...extra,
})

describe('sign-up, activation and password reset (consumer store)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { SITE_URL: 'https://loja.example' } })
  })
  afterAll(async () => {
    await server.close()
  })

  it('answers a new and a registered e-mail alike (202, same body) and mails each', async () => {
    const fresh = await server.client().post('/api/account/signup', signUpBody('nova.pessoa@example.com'))
    const taken = await server.client().post('/api/account/signup', signUpBody('ana.souza@example.com'))
    expect(fresh.status).toBe(202)
    expect(taken.status).toBe(202)
    expect(taken.body).toEqual(fresh.body)
    expect(fresh.body).toEqual({ status: 'pending', message: SIGN_UP_SENT_MESSAGE })
    expect(lastMailTo(server, 'nova.pessoa@example.com')?.text).toContain('https://loja.example/login/ativar?token=')
    const notice = lastMailTo(server, 'ana.souza@example.com')!
    expect(notice.subject).toMatch(/já tem uma conta/)
    expect(notice.text).not.toContain('/login/ativar')
    // The registered member's password is untouched.
    expect((await server.client().post('/api/login', { email: 'ana.souza@example.com', password: DEMO_PASSWORD })).status).toBe(200)
  })

  it('creates nothing until the link is opened; the link logs in once and returns to the sign-up page', async () => {
    const email = 'bia.costa@example.com'
    await server.client().post('/api/account/signup', signUpBody(email, { givenName: 'Bia', familyName: 'Costa' }))
    expect((await server.client().post('/api/login', { email, password: 'corrida2024' })).status).toBe(401)
    const token = tokenFromMail(server, email, '/login/ativar')
    const browser = server.client()
    const activated = await browser.post<SessionBody>('/api/account/activate', { token })
    expect(activated.status).toBe(200)
    expect(activated.body.isLoggedIn).toBe(true)
    expect(activated.body.returnUrl).toBe('/clube/cadastro#loginSuccess')
    expect(activated.body.user).toMatchObject({ email, kind: 'consumer', given_name: 'Bia' })
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true)
    const profile = await browser.post<{ getUserProfile: { additional_information: unknown[]; purposes: unknown[] } }>('/api/account/getUserProfile')
    expect(profile.body.getUserProfile.additional_information).toEqual([{ id: 'cpf', value: documentDigits(lastCpf) }])
    expect(profile.body.getUserProfile.purposes).toEqual([{ id: 'marketing_email', consent: true }])
    // Used once.
    const again = await server.client().post<ErrorBody>('/api/account/activate', { token })
    expect(again.status).toBe(400)
    expect(again.body.error.fields).toEqual({ token: expect.stringMatching(/inválido/) })
    // Log out, log in again with the chosen password.
    await browser.post('/api/account/logout')
    expect((await browser.get<SessionBody>('/api/account/session')).body.isLoggedIn).toBe(false)
    expect((await browser.post<SessionBody>('/api/login', { email, password: 'corrida2024' })).body.isLoggedIn).toBe(true)
  })

  it('lets only the first of two links of one address create the account', async () => {
    const email = 'duas.vezes@example.com'
    await server.client().post('/api/account/signup', signUpBody(email))
    const first = tokenFromMail(server, email, '/login/ativar')
    await server.client().post('/api/account/signup', signUpBody(email))
    const second = tokenFromMail(server, email, '/login/ativar')
    expect(second).not.toBe(first)
    expect((await server.client().post('/api/account/activate', { token: second })).status).toBe(200)
    const late = await server.client().post<ErrorBody>('/api/account/activate', { token: first })
    expect(late.status).toBe(409)
    expect(late.body.error.code).toBe('ALREADY_ACTIVE')
  })

  it('validates every field on the server with pt-BR field errors, and mails nothing then', async () => {
    const before = server.composition.services.mailer.recent(1000).length
    const res = await server.client().post<ErrorBody>('/api/account/signup', {
      email: 'not-an-email',
      password: 'curta',
      givenName: '',
      familyName: 'D1as<',
      cpf: '123.456.789-00',
      marketingConsent: 'sim',
    })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('INVALID_INPUT')
    expect(res.body.error.fields).toEqual({
      email: 'Informe um e-mail válido, como nome@exemplo.com.',
      password: 'A senha precisa ter pelo menos 8 caracteres, com letras e números.',
      givenName: 'Informe o nome.',
      familyName: 'Use apenas letras, espaços, apóstrofo ou hífen.',
      cpf: 'CPF inválido: confira os números.',
      marketingConsent: 'Marque ou desmarque a opção.',
    })
    expect(server.composition.services.mailer.recent(1000).length).toBe(before)
    for (const password of ['somenteletras', '12345678', 'a1b2c3']) {
      const weak = await server.client().post<ErrorBody>('/api/account/signup', signUpBody('fraca@example.com', { password }))
      expect(weak.body.error.fields?.password).toMatch(/pelo menos 8 caracteres, com letras e números/)
    }
  })

  it('refuses a sign-up without the anti-forgery token', async () => {
    const client = server.client()
    await client.get('/api/health')
    const res = await client.request<ErrorBody>('POST', '/api/account/signup', { json: signUpBody('sem.token@example.com'), xsrf: false })
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('XSRF_TOKEN_INVALID')
    expect(lastMailTo(server, 'sem.token@example.com')).toBeUndefined()
  })

  it('resets a password by a one-time link: same answer for any e-mail, old sessions end, the old password stops working', async () => {
    const email = 'bruno.lima@example.com'
    const oldSession = server.client()
    expect((await oldSession.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200)
    const known = await server.client().post('/api/account/password-reset', { email })
    const unknown = await server.client().post('/api/account/password-reset', { email: 'ninguem@example.com' })
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(unknown.body).toEqual(known.body)
    expect(known.body).toEqual({ status: 'sent', message: PASSWORD_RESET_SENT_MESSAGE })
    expect(lastMailTo(server, 'ninguem@example.com')).toBeUndefined()
    const token = tokenFromMail(server, email, '/login/nova-senha')

    const weak = await server.client().post<ErrorBody>('/api/account/password-reset/confirm', { token, password: 'fraca' })
    expect(weak.status).toBe(400)
    expect(weak.body.error.fields?.password).toBeDefined()

    const done = await server.client().post<{ returnUrl: string }>('/api/account/password-reset/confirm', { token, password: 'novaSenha99' })
    expect(done.status).toBe(200)
    expect(done.body.returnUrl).toBe('/login?aviso=senha-alterada')
    expect((await oldSession.get<SessionBody>('/api/account/session')).body.isLoggedIn).toBe(false)
    expect((await server.client().post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(401)
    expect((await server.client().post('/api/login', { email, password: 'novaSenha99' })).status).toBe(200)
    const reused = await server.client().post<ErrorBody>('/api/account/password-reset/confirm', { token, password: 'outraSenha77' })
    expect(reused.status).toBe(400)
    expect(reused.body.error.fields?.token).toMatch(/inválido/)
  })

  it('limits password-reset requests per e-mail (429 after the limit)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i += 1) statuses.push((await server.client().post('/api/account/password-reset', { email: 'limite@example.com' })).status)
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202])
    expect(statuses.slice(5)).toEqual([429, 429])
  })
})

describe('sign-up in the business store', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { STORE_VARIANT: 'business' } })
  })
  afterAll(async () => {
    await server.close()
  })

  it('signs a company up with its CNPJ and corporate name, as a business member', async () => {
    const email = 'compras@ginasio.example.com'
    const missing = await server.client().post<ErrorBody>('/api/account/signup', signUpBody(email))
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields).toEqual({ cnpj: 'Informe o CNPJ.', companyName: 'Informe a razão social.' })
    const wrong = await server.client().post<ErrorBody>('/api/account/signup', signUpBody(email, { cnpj: '11.222.333/0001-80', companyName: 'Ginásio Ltda' }))
    expect(wrong.body.error.fields).toEqual({ cnpj: CNPJ_INVALID_MESSAGE })
    const ok = await server.client().post('/api/account/signup', signUpBody(email, { cnpj: '11.444.777/0001-61', companyName: 'Ginásio Central Ltda' }))
    expect(ok.status).toBe(202)
    const browser = server.client()
    const activated = await browser.post<SessionBody>('/api/account/activate', { token: tokenFromMail(server, email, '/login/ativar') })
    expect(activated.body.user).toMatchObject({ email, kind: 'business' })
    const profile = await browser.post<{ kind: string; getUserProfile: { additional_information: unknown[] } }>('/api/account/getUserProfile')
    expect(profile.body.kind).toBe('business')
    expect(profile.body.getUserProfile.additional_information).toEqual([
      { id: 'cnpj', value: '11444777000161' },
      { id: 'company_name', value: 'Ginásio Central Ltda' },
    ])
  })

  it('signs a company up with an alphanumeric CNPJ (IN RFB 2.229/2024), kept upper-case; a wrong check digit is refused', async () => {
    const email = 'compras@quadra.example.com'
    const wrong = await server.client().post<ErrorBody>('/api/account/signup', signUpBody(email, { cnpj: '12.ABC.345/01DE-36', companyName: 'Quadra Ltda' }))
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.fields).toEqual({ cnpj: CNPJ_INVALID_MESSAGE })
    const ok = await server.client().post('/api/account/signup', signUpBody(email, { cnpj: '12.abc.345/01de-35', companyName: 'Quadra Ltda' }))
    expect(ok.status).toBe(202)
    const browser = server.client()
    await browser.post('/api/account/activate', { token: tokenFromMail(server, email, '/login/ativar') })
    const profile = await browser.post<{ getUserProfile: { additional_information: unknown[] } }>('/api/account/getUserProfile')
    expect(profile.body.getUserProfile.additional_information).toContainEqual({ id: 'cnpj', value: '12ABC34501DE35' })
  })

  it('opens new carts on sales channel 1', async () => {
    const res = await server.client().get<{ salesChannel: string }>('/api/checkout/orderForm')
    expect(res.status).toBe(200)
    expect(res.body.salesChannel).toBe('1')
  })
})
