import { readServerConfig } from '../config'

describe('development tools (DEV_TOOLS)', () => {
  const devTools = (env: NodeJS.ProcessEnv) => readServerConfig({ ...env }, '/srv').devTools

  it('are on with the embedded backend by default (the demo store confirms payments with them), off with VTEX', () => {
    expect(devTools({})).toBe(true)
    expect(devTools({ NODE_ENV: 'production' })).toBe(true)
    expect(devTools({ COMMERCE_BACKEND: 'vtex', VTEX_ACCOUNT: 'loja', VTEX_APP_KEY: 'k', VTEX_APP_TOKEN: 't' })).toBe(false)
  })

  it('follow DEV_TOOLS when it is set', () => {
    expect(devTools({ NODE_ENV: 'production', DEV_TOOLS: 'true' })).toBe(true)
    expect(devTools({ DEV_TOOLS: 'false' })).toBe(false)
  })
})
