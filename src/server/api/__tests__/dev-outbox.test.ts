import { testCpf } from '../../test-support/documents'
import { startTestServer } from '../../test-support/server'

describe('development listing of the mail outbox', () => {
  it('is off with DEV_TOOLS=false', async () => {
    const server = await startTestServer({ env: { DEV_TOOLS: 'false' } })
    try {
      expect((await server.client().get('/_dev/outbox')).status).toBe(404)
      expect((await server.client().get('/_dev/outbox.json')).status).toBe(404)
    } finally {
      await server.close()
    }
  })

  it('lists the account e-mails (activation link on the configured site), newest first, never cached', async () => {
    const server = await startTestServer({ env: { DEV_TOOLS: 'true', SITE_URL: 'http://127.0.0.1:9999' } })
    try {
      const client = server.client()
      await client.post('/api/account/signup', {
        email: 'lista@example.com',
        password: 'senhaBoa123',
        givenName: 'Lia',
        familyName: 'Souza',
        cpf: testCpf(1),
      })
      const page = await client.get('/_dev/outbox')
      expect(page.status).toBe(200)
      expect(page.headers.get('cache-control')).toBe('no-store')
      expect(page.text).toContain('Ative a sua conta Arena Esportes')
      expect(page.text).toContain('Para lista@example.com · account-activation')
      const listing = await client.get('/_dev/outbox.json')
      const { messages } = JSON.parse(listing.text) as { messages: Array<{ to: string; kind: string; text: string }> }
      expect(messages[0]).toMatchObject({ to: 'lista@example.com', kind: 'account-activation' })
      expect(messages[0].text).toMatch(/http:\/\/127\.0\.0\.1:9999\/login\/ativar\?token=[A-Za-z0-9_-]{43}/)
    } finally {
      await server.close()
    }
  })
})
