import { CNPJ_INVALID_MESSAGE } from '../../../contracts/documents'
import type { SellerApplicationReceipt, SellerApplicationStatusView } from '../../marketplace/contract'
import { SqliteSellerApplicationRepository } from '../server/repository'
import type { ErrorBody } from '../../../server/http/errors'
import { startTestServer, type TestServer } from '../../../server/test-support/server'

describe('marketplace seller applications', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  const application = (extra: Record<string, unknown> = {}) => ({
    companyName: 'Esportes do Vale Comércio Ltda',
    tradeName: 'Vale Esportes',
    cnpj: '11.444.777/0001-61',
    contactName: 'Marina Alves',
    email: 'Marina@ValeEsportes.example.com',
    phone: '(12) 3456-7890',
    website: 'https://valeesportes.example.com',
    categories: ['calcados', 'roupas', 'calcados'],
    message: 'Vendemos tênis de corrida.',
    ...extra,
  })

  it('takes an application and shows its screening status by protocol and CNPJ', async () => {
    const res = await server.client().post<SellerApplicationReceipt>('/api/marketplace/applications', application())
    expect(res.status).toBe(201)
    expect(res.body.protocol).toMatch(/^MP-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/)
    expect(res.body.status).toMatchObject({ companyName: 'Esportes do Vale Comércio Ltda', status: 'received', statusDescription: 'Cadastro recebido: aguardando a triagem' })
    expect(res.body.status.steps.map((step) => step.done)).toEqual([true, false, false, false])

    const lookup = await server.client().post<SellerApplicationStatusView>('/api/marketplace/applications/status', {
      protocol: res.body.protocol.toLowerCase(),
      cnpj: '11444777000161',
    })
    expect(lookup.status).toBe(200)
    expect(lookup.body).toEqual(res.body.status)
    expect(JSON.stringify(lookup.body)).not.toContain('Marina')

    const wrongCnpj = await server.client().post<ErrorBody>('/api/marketplace/applications/status', { protocol: res.body.protocol, cnpj: '11.222.333/0001-81' })
    expect(wrongCnpj.status).toBe(404)
    expect(wrongCnpj.body.error.code).toBe('APPLICATION_NOT_FOUND')
    const stored = new SqliteSellerApplicationRepository(server.composition.db).get(res.body.protocol)!
    expect(stored.email).toBe('marina@valeesportes.example.com')
    expect(stored.categories).toEqual(['calcados', 'roupas'])
    expect(stored.phone).toBe('+551234567890')
  })

  it('refuses a second open application of the same CNPJ, and bad fields, with pt-BR field errors', async () => {
    const again = await server.client().post<ErrorBody>('/api/marketplace/applications', application({ companyName: 'Outra Razão Ltda' }))
    expect(again.status).toBe(400)
    expect(again.body.error.fields?.cnpj).toMatch(/Já existe um cadastro deste CNPJ em triagem/)
    const bad = await server.client().post<ErrorBody>('/api/marketplace/applications', {
      companyName: '',
      cnpj: '00.000.000/0000-00',
      contactName: 'M4rina',
      email: 'x',
      phone: '123',
      website: 'javascript:alert(1)',
      categories: ['armas'],
    })
    expect(bad.body.error.fields).toEqual({
      companyName: 'Informe a razão social.',
      cnpj: CNPJ_INVALID_MESSAGE,
      contactName: 'Use apenas letras, espaços, apóstrofo ou hífen.',
      email: 'Informe um e-mail válido, como nome@exemplo.com.',
      phone: 'Informe o telefone com DDD, como (11) 98765-4321.',
      website: 'Informe o endereço completo, como https://www.sualoja.com.br.',
      'categories.0': 'Escolha uma das opções.',
    })
    const badLookup = await server.client().post<ErrorBody>('/api/marketplace/applications/status', { protocol: 'ABC', cnpj: '' })
    expect(badLookup.body.error.fields).toEqual({ protocol: 'Protocolo inválido: use o formato MP-XXXX-XXXX.', cnpj: 'Informe o CNPJ.' })
  })

  it('needs the anti-forgery token', async () => {
    const client = server.client()
    await client.get('/api/health')
    const res = await client.request('POST', '/api/marketplace/applications', { json: application({ cnpj: '11.222.333/0001-81' }), xsrf: false })
    expect(res.status).toBe(403)
    expect(new SqliteSellerApplicationRepository(server.composition.db).listByCnpj('11222333000181')).toEqual([])
  })
})
