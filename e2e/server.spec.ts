import { expect, test } from './support/fixtures'

test.describe('production server', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour is the same for every viewport')

  test('redirects /home to / with a temporary status, case-insensitively', async ({ request }) => {
    for (const from of ['/home', '/HOME', '/Home/']) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(302)
      expect(response.headers().location).toBe('/')
    }
  })

  test('unknown paths get the 404 page with status 404', async ({ request }) => {
    const response = await request.get('/nao-existe')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Página não encontrada')
  })

  test('HTML carries the security headers', async ({ request }) => {
    const headers = (await request.get('/')).headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBeTruthy()
  })

  test('broken JSON to the API gets a 4xx JSON error and the server keeps serving', async ({ request }) => {
    const broken = await request.post('/api/health', { headers: { 'content-type': 'application/json' }, data: '{oops' })
    expect(broken.status()).toBeGreaterThanOrEqual(400)
    expect(broken.status()).toBeLessThan(500)
    expect((await broken.json()).error.code).toBeTruthy()
    expect((await request.get('/api/health')).status()).toBe(200)
  })
})
