import { readCommerceBackend, readCommerceBackendName } from '../backend'
import { readServerConfig } from '../config'

describe('commerce backend choice (COMMERCE_BACKEND, read once into the server config)', () => {
  it('switches on COMMERCE_BACKEND=vtex only', () => {
    expect(readCommerceBackendName({ COMMERCE_BACKEND: 'vtex' })).toBe('vtex')
    expect(readCommerceBackendName({ COMMERCE_BACKEND: 'VTEX' })).toBe('vtex')
    expect(readCommerceBackendName({ COMMERCE_BACKEND: 'embedded' })).toBe('embedded')
    expect(readCommerceBackendName({ COMMERCE_BACKEND: ' ' })).toBe('embedded')
    expect(readCommerceBackendName({})).toBe('embedded')
  })

  it('refuses a misspelt backend instead of quietly running the embedded one', () => {
    expect(() => readCommerceBackendName({ COMMERCE_BACKEND: 'vtx' })).toThrow(/COMMERCE_BACKEND must be one of embedded, vtex, got "vtx"/)
  })

  it('reads the VTEX account with the choice, so a missing account stops the start', () => {
    expect(readCommerceBackend({})).toEqual({ name: 'embedded' })
    expect(readCommerceBackend({ COMMERCE_BACKEND: 'vtex', VTEX_ACCOUNT: 'arenaesportes' })).toMatchObject({
      name: 'vtex',
      vtex: { account: 'arenaesportes', baseUrl: 'https://arenaesportes.vtexcommercestable.com.br' },
    })
    expect(() => readCommerceBackend({ COMMERCE_BACKEND: 'vtex' })).toThrow(/VTEX_ACCOUNT/)
    expect(() => readServerConfig({ COMMERCE_BACKEND: 'vtex' })).toThrow(/VTEX_ACCOUNT/)
    expect(readServerConfig({}).backend).toEqual({ name: 'embedded' })
  })
})
