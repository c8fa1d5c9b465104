import { devToolsRefusal, readServerConfig } from '../config'

const VTEX = { COMMERCE_BACKEND: 'vtex', VTEX_ACCOUNT: 'loja', VTEX_APP_KEY: 'k', VTEX_APP_TOKEN: 't' }

describe('development tools (DEV_TOOLS)', () => {
  const devTools = (env: NodeJS.ProcessEnv) => readServerConfig({ ...env }, '/srv').devTools

  it('are off in production (NODE_ENV=production, which main.ts sets) and with VTEX; on otherwise with the embedded backend', () => {
    expect(devTools({ NODE_ENV: 'production' })).toBe(false)
    expect(devTools({ NODE_ENV: 'production', SITE_URL: 'https://www.arenaesportes.com.br' })).toBe(false)
    expect(devTools({ NODE_ENV: 'test' })).toBe(true)
    // Outside production too, a public https site gets them only when asked (and is then refused).
    expect(devTools({ NODE_ENV: 'test', SITE_URL: 'https://loja.example' })).toBe(false)
    expect(devTools({ NODE_ENV: 'test', SITE_URL: 'https://localhost:8443' })).toBe(true)
    expect(devTools({})).toBe(true)
    expect(devTools({ ...VTEX })).toBe(false)
  })

  it('follow DEV_TOOLS when it is set, and reject anything but true or false', () => {
    expect(devTools({ NODE_ENV: 'production', DEV_TOOLS: 'true' })).toBe(true)
    expect(devTools({ DEV_TOOLS: 'false' })).toBe(false)
    expect(devTools({ ...VTEX, DEV_TOOLS: 'true' })).toBe(true)
    expect(() => devTools({ DEV_TOOLS: 'yes' })).toThrow('DEV_TOOLS must be true or false, got "yes"')
  })

  it('stop the start when they are on and SITE_URL is a public https address, and say why', () => {
    const start = (env: NodeJS.ProcessEnv) => () => readServerConfig({ NODE_ENV: 'production', ...env }, '/srv')
    expect(start({ DEV_TOOLS: 'true', SITE_URL: 'https://www.arenaesportes.com.br' })).toThrow(
      /DEV_TOOLS is on and SITE_URL \(https:\/\/www\.arenaesportes\.com\.br\) is a public https address: anyone could approve their own Pix or boleto.*Set DEV_TOOLS=false/,
    )
    expect(start({ ...VTEX, DEV_TOOLS: 'true', SITE_URL: 'https://203.0.113.7' })).toThrow(/public https address/)
    // Local demos keep them: plain http, or https on this machine (the compose file's Caddy on https://localhost).
    expect(start({ DEV_TOOLS: 'true', SITE_URL: 'https://localhost' })).not.toThrow()
    expect(start({ DEV_TOOLS: 'true', SITE_URL: 'https://loja.localhost:8443' })).not.toThrow()
    expect(start({ DEV_TOOLS: 'true', SITE_URL: 'https://127.0.0.1:8443' })).not.toThrow()
    expect(start({ DEV_TOOLS: 'true', SITE_URL: 'https://[::1]' })).not.toThrow()
    expect(start({ DEV_TOOLS: 'true', SITE_URL: 'http://loja.exemplo.com.br' })).not.toThrow()
    expect(start({ SITE_URL: 'https://www.arenaesportes.com.br' })).not.toThrow()
  })

  it('the refusal is a rule of its own: nothing to say with the tools off', () => {
    expect(devToolsRefusal(false, 'https://www.arenaesportes.com.br')).toBeNull()
    expect(devToolsRefusal(true, 'https://www.arenaesportes.com.br')).toMatch(/^DEV_TOOLS is on/)
  })
})
