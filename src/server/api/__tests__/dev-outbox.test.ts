import { startTestServer } from '../../test-support/server'

describe('development listing of the mail outbox', () => {
  it('is off unless MAIL_OUTBOX_PAGE=true', async () => {
    const server = await startTestServer()
    try {
      expect((await server.client().get('/dev/outbox')).status).toBe(404)
    } finally {
      await server.close()
    }
  })

  it('lists the newest e-mails with their links, escaped', async () => {
    const server = await startTestServer({ env: { MAIL_OUTBOX_PAGE: 'true', SITE_URL: 'http://127.0.0.1:9999' } })
    try {
      const client = server.client()
      await client.post('/api/account/signup', {
        email: 'lista@example.com',
        password: 'senhaBoa123',
        givenName: 'Lia',
        familyName: 'Souza',
        cpf: '52998224725',
      })
      const res = await client.get('/dev/outbox')
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.text).toContain('Ative a sua conta Arena Esportes')
      expect(res.text).toContain('Para <strong>lista@example.com</strong>')
      expect(res.text).toMatch(/<a href="http:\/\/127\.0\.0\.1:9999\/login\/ativar\?token=[A-Za-z0-9_-]{43}">/)
    } finally {
      await server.close()
    }
  })
})
