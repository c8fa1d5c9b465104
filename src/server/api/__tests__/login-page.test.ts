import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fastifyCookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import { composeServer, type ServerComposition } from '../../composition'
import { readServerConfig } from '../../config'
import { LOGIN_SCRIPT_PATH, loginPageRoutes } from '../login-page'
import { DEMO_MEMBERS } from '../../../demo/members'
import { SESSION_COOKIE } from '../../auth/session'

describe('GET /login (embedded login page)', () => {
  let app: FastifyInstance
  let composition: ServerComposition
  let dataDir: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'login-page-'))
    composition = await composeServer(readServerConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, CATALOG_SIZE: '10' }))
    app = Fastify()
    await app.register(fastifyCookie)
    await app.register(loginPageRoutes, composition.http.loginPage)
  })
  afterAll(async () => {
    await app.close()
    await composition.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('renders an accessible pt-BR form that posts to /api/login, with the store colours', async () => {
    const res = await app.inject({ method: 'GET', url: '/login?returnUrl=%2Faccount%23loginSuccess' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['cache-control']).toBe('no-store')
    const html = res.body
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('<h1>Entre na sua conta</h1>')
    expect(html).toContain('action="/api/login"')
    expect(html).toMatch(/<label for="email">E-mail<\/label>\s*<input id="email" name="email" type="email" autocomplete="username"/)
    expect(html).toMatch(/<label for="password">Senha<\/label>\s*<input id="password" name="password" type="password" autocomplete="current-password"/)
    expect(html).toContain('<button type="submit">Entrar</button>')
    expect(html).toContain('role="alert"')
    expect(html).toContain('#007cb9')
    expect(html).toContain('#3643ba')
    expect(html).toContain('name="returnUrl" value="/account#loginSuccess"')
    expect(html).toContain(`src="${LOGIN_SCRIPT_PATH}"`)
    // The page sets the anti-forgery cookie its script echoes.
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.httpOnly).toBeFalsy()
  })

  it('replaces a foreign returnUrl with /account and escapes what it prints', async () => {
    for (const returnUrl of ['//evil.com', 'https://evil.com', '/\\evil.com']) {
      const res = await app.inject({ method: 'GET', url: `/login?returnUrl=${encodeURIComponent(returnUrl)}` })
      expect(res.body).toContain('name="returnUrl" value="/account"')
    }
    const res = await app.inject({ method: 'GET', url: `/login?returnUrl=${encodeURIComponent('/a"><script>x</script>')}` })
    expect(res.body).not.toContain('<script>x</script>')
    expect(res.body).toContain('value="/a&quot;&gt;&lt;script&gt;x&lt;/script&gt;"')
  })

  it('shows the error of a failed form post', async () => {
    const res = await app.inject({ method: 'GET', url: '/login?erro=credenciais' })
    expect(res.body).toContain('E-mail ou senha incorretos.')
    const unknown = await app.inject({ method: 'GET', url: '/login?erro=%3Cb%3E' })
    expect(unknown.body).not.toContain('<b>')
  })

  it('sends a logged-in member straight to the return address', async () => {
    const { token } = composition.services.sessions.create(DEMO_MEMBERS[0].id)
    const res = await app.inject({ method: 'GET', url: '/login?returnUrl=%2Fcheckout%2Fcart', cookies: { [SESSION_COOKIE]: token } })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/checkout/cart')
  })

  it('serves the form script, which sends the anti-forgery header', async () => {
    const res = await app.inject({ method: 'GET', url: LOGIN_SCRIPT_PATH })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.body).toContain("'x-xsrf-token'")
    expect(res.body).toContain('XSRF-TOKEN')
    expect(() => new Function(res.body)).not.toThrow()
  })
})

describe('the sign-up and password pages of the embedded login', () => {
  let dataDir: string
  const apps: Array<{ app: FastifyInstance; composition: ServerComposition }> = []
  async function pagesOf(env: Record<string, string> = {}) {
    const composition = await composeServer(readServerConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, CATALOG_SIZE: '10', ...env }))
    const app = Fastify()
    await app.register(fastifyCookie)
    await app.register(loginPageRoutes, composition.http.loginPage)
    apps.push({ app, composition })
    return app
  }
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'login-pages-'))
  })
  afterAll(async () => {
    for (const { app, composition } of apps) {
      await app.close()
      await composition.close()
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('links the login page to sign-up and to a new password, keeping the return address', async () => {
    const app = await pagesOf()
    const html = (await app.inject({ method: 'GET', url: '/login?returnUrl=%2Fclube%2Fcadastro' })).body
    expect(html).toContain('href="/login/cadastro?returnUrl=%2Fclube%2Fcadastro">Ainda não tem conta? Cadastre-se</a>')
    expect(html).toContain('href="/login/esqueci-a-senha?returnUrl=%2Fclube%2Fcadastro">Esqueci minha senha</a>')
    const changed = (await app.inject({ method: 'GET', url: '/login?aviso=senha-alterada' })).body
    expect(changed).toContain('Senha alterada. Entre com a nova senha.')
  })

  it('asks a consumer for a CPF and shows the password rules; the business store asks for a CNPJ and the corporate name', async () => {
    const consumer = (await (await pagesOf()).inject({ method: 'GET', url: '/login/cadastro?returnUrl=%2Fclube%2Fcadastro' })).body
    expect(consumer).toContain('<h1>Crie a sua conta</h1>')
    expect(consumer).toContain('action="/api/account/signup"')
    expect(consumer).toMatch(/<label for="cpf">CPF<\/label>\s*<input id="cpf" name="cpf"/)
    expect(consumer).not.toContain('name="cnpj"')
    expect(consumer).toContain('<li data-pattern="^[\\s\\S]{8,}$">Pelo menos 8 caracteres</li>')
    expect(consumer).toContain('<li data-pattern="[0-9]">Pelo menos um número</li>')
    expect(consumer).toContain('name="marketingConsent" type="checkbox"')
    expect(consumer).toContain('name="returnUrl" value="/clube/cadastro"')
    const business = (await (await pagesOf({ STORE_VARIANT: 'business' })).inject({ method: 'GET', url: '/login/cadastro' })).body
    expect(business).toContain('<h1>Cadastre a sua empresa</h1>')
    expect(business).toMatch(/<label for="cnpj">CNPJ<\/label>/)
    expect(business).toMatch(/<label for="companyName">Razão social<\/label>/)
    expect(business).not.toContain('name="cpf"')
    expect(business).toContain('Arena Esportes Empresas')
  })

  it('renders the activation and new-password pages with the token of a well-formed link only', async () => {
    const app = await pagesOf()
    const token = 'a'.repeat(43)
    const activation = (await app.inject({ method: 'GET', url: `/login/ativar?token=${token}` })).body
    expect(activation).toContain('<button type="submit">Ativar minha conta</button>')
    expect(activation).toContain(`name="token" value="${token}"`)
    const forged = (await app.inject({ method: 'GET', url: `/login/nova-senha?token=${encodeURIComponent('"><script>x</script>')}` })).body
    expect(forged).toContain('name="token" value=""')
    expect(forged).not.toContain('<script>x')
    const forgot = await app.inject({ method: 'GET', url: '/login/esqueci-a-senha' })
    expect(forgot.statusCode).toBe(200)
    expect(forgot.body).toContain('action="/api/account/password-reset"')
  })
})
