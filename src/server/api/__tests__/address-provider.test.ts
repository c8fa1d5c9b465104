import type { PostalCodeAddress } from '../../../contracts/address'
import { readServerConfig } from '../../config'
import { startFakeAddressProvider, type FakeAddressProvider } from '../../test-support/fake-address-provider'
import { startTestServer, type TestServer } from '../../test-support/server'

describe('ADDRESS_PROVIDER_URL: an online address provider in front of the store data', () => {
  let provider: FakeAddressProvider
  let server: TestServer
  beforeAll(async () => {
    provider = await startFakeAddressProvider()
    server = await startTestServer({ env: { ADDRESS_PROVIDER_URL: provider.urlTemplate } })
  })
  afterAll(async () => {
    await server.close()
    await provider.close()
  })

  it('is off by default and must be an http(s) address with {cep}', () => {
    expect(readServerConfig({}).addressProviderUrl).toBeNull()
    expect(readServerConfig({ ADDRESS_PROVIDER_URL: 'https://viacep.com.br/ws/{cep}/json/' }).addressProviderUrl).toBe('https://viacep.com.br/ws/{cep}/json/')
    expect(() => readServerConfig({ ADDRESS_PROVIDER_URL: 'https://viacep.com.br/ws/json/' })).toThrow(/ADDRESS_PROVIDER_URL/)
    expect(() => readServerConfig({ ADDRESS_PROVIDER_URL: 'ftp://x/{cep}' })).toThrow(/ADDRESS_PROVIDER_URL/)
  })

  it("fills the street the store's data lacks, and answers from the store's data when the provider fails", async () => {
    provider.answers.set('69005010', { cep: '69005-010', logradouro: 'Rua Guilherme Moreira', bairro: 'Centro', localidade: 'Manaus', uf: 'AM' })
    const found = await server.client().get<PostalCodeAddress>('/api/getAddressByPostalCode?cep=69005-010')
    expect(found.body).toMatchObject({ street: 'Rua Guilherme Moreira', neighborhood: 'Centro', city: 'Manaus', state: 'AM' })
    provider.status = 500
    const fallback = await server.client().get<PostalCodeAddress>('/api/getAddressByPostalCode?cep=69005-011')
    expect([fallback.status, fallback.body.state, fallback.body.street]).toEqual([200, 'AM', ''])
    expect(provider.asked).toEqual(['69005010', '69005011'])
  })
})
