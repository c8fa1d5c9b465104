import { activationMail, passwordResetMail, siteLink } from '../../accounts/emails'
import { transactionalMail } from '..'

describe('account e-mails', () => {
  it('escapes names in the HTML body and builds links on the configured site', () => {
    const { html, text } = transactionalMail({ greeting: 'Olá, <Ana>!', paragraphs: ['a & b'], action: { label: 'Ir', url: 'https://x.example/?a=1&b=2' }, storeName: 'Loja' })
    expect(html).toContain('Olá, &lt;Ana&gt;!')
    expect(html).toContain('href="https://x.example/?a=1&amp;b=2"')
    expect(text).toContain('Ir: https://x.example/?a=1&b=2')
    expect(siteLink('https://loja.example/', '/login/ativar', { token: 'abc' })).toBe('https://loja.example/login/ativar?token=abc')
    const context = { siteUrl: 'https://loja.example', storeName: 'Arena Esportes' }
    expect(activationMail('a@b.c', 'Ana', 'T', context).text).toContain('https://loja.example/login/ativar?token=T')
    expect(passwordResetMail('a@b.c', 'Ana', 'T', context).text).toContain('https://loja.example/login/nova-senha?token=T')
  })
})
