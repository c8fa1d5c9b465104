import type { MemberAddress, UserProfileResponse } from '../../../contracts/session'
import type { ErrorBody } from '../../../server/http/errors'
import { loginAs, startTestServer, type TestClient, type TestServer } from '../../../server/test-support/server'

const profileBody = (extra: Record<string, unknown> = {}) => ({
  givenName: 'Bruno',
  middleName: 'Henrique',
  familyName: 'Lima',
  birthdate: '1985-11-03',
  phone: '(21) 99876-5432',
  gender: 'male',
  marketingConsent: true,
  ...extra,
})

const addressBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Casa',
  postalCode: '22021-001',
  street: 'Avenida Atlântica',
  number: '1702',
  complement: 'Apto 801',
  neighborhood: 'Copacabana',
  firstname: 'Bruno',
  lastname: 'Lima',
  phone: '21998765432',
  ...extra,
})

interface Book {
  addresses: MemberAddress[]
}

describe('profile editing', () => {
  let server: TestServer
  let bruno: TestClient
  beforeAll(async () => {
    server = await startTestServer()
    bruno = await loginAs(server, 'bruno.lima@example.com')
  })
  afterAll(async () => {
    await server.close()
  })

  it('saves names, birthdate, phone, gender and consent, and answers the stored profile', async () => {
    const res = await bruno.put<UserProfileResponse>('/api/account/profile', profileBody())
    expect(res.status).toBe(200)
    expect(res.body.getUserProfile.claims).toMatchObject({
      given_name: 'Bruno',
      middle_name: 'Henrique',
      family_name: 'Lima',
      birthdate: '1985-11-03',
      phone_number: '+5521998765432',
      gender: 'male',
    })
    expect(res.body.getUserProfile.purposes).toEqual([{ id: 'marketing_email', consent: true }])
    const read = await bruno.post<UserProfileResponse>('/api/account/getUserProfile')
    expect(read.body.getUserProfile).toEqual(res.body.getUserProfile)
  })

  it('clears the optional fields with empty values', async () => {
    const res = await bruno.put<UserProfileResponse>('/api/account/profile', profileBody({ middleName: '', phone: '', gender: null, birthdate: null, marketingConsent: false }))
    expect(res.status).toBe(200)
    expect(res.body.getUserProfile.claims).toMatchObject({ middle_name: null, phone_number: null, gender: null, birthdate: null })
    expect(res.body.getUserProfile.purposes).toEqual([{ id: 'marketing_email', consent: false }])
  })

  it('refuses bad values field by field and saves nothing', async () => {
    const before = (await bruno.post<UserProfileResponse>('/api/account/getUserProfile')).body.getUserProfile
    const res = await bruno.put<ErrorBody>('/api/account/profile', {
      givenName: '   ',
      familyName: 'Lima<script>',
      birthdate: '2031-02-30',
      phone: '1234',
      gender: 'robot',
      marketingConsent: 'yes',
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      givenName: 'Informe o nome.',
      familyName: 'Use apenas letras, espaços, apóstrofo ou hífen.',
      birthdate: 'Informe uma data válida (dd/mm/aaaa).',
      phone: 'Informe o telefone com DDD, como (11) 98765-4321.',
      gender: 'Escolha uma das opções.',
      marketingConsent: 'Marque ou desmarque a opção.',
    })
    const tooYoung = await bruno.put<ErrorBody>('/api/account/profile', profileBody({ birthdate: new Date().toISOString().slice(0, 10) }))
    expect(tooYoung.body.error.fields).toEqual({ birthdate: 'É preciso ter pelo menos 16 anos.' })
    expect((await bruno.post<UserProfileResponse>('/api/account/getUserProfile')).body.getUserProfile).toEqual(before)
  })

  it('needs a session (401) and the anti-forgery token (403)', async () => {
    expect((await server.client().put<ErrorBody>('/api/account/profile', profileBody())).status).toBe(401)
    const noToken = await bruno.request<ErrorBody>('PUT', '/api/account/profile', { json: profileBody({ givenName: 'Mallory' }), xsrf: false })
    expect(noToken.status).toBe(403)
    expect((await bruno.post<UserProfileResponse>('/api/account/getUserProfile')).body.getUserProfile.claims.given_name).toBe('Bruno')
  })
})

describe('address book', () => {
  let server: TestServer
  let bruno: TestClient
  let ana: TestClient
  beforeAll(async () => {
    server = await startTestServer()
    bruno = await loginAs(server, 'bruno.lima@example.com')
    ana = await loginAs(server, 'ana.souza@example.com')
  })
  afterAll(async () => {
    await server.close()
  })

  it('adds a first address as the favourite, with city and state from the CEP; it feeds the session', async () => {
    const res = await bruno.post<Book>('/api/account/addresses', addressBody({ number: '1702 ' }))
    expect(res.status).toBe(201)
    expect(res.body.addresses).toHaveLength(1)
    expect(res.body.addresses[0]).toMatchObject({
      title: 'Casa',
      street: 'Avenida Atlântica, 1702',
      postal_code: '22021-001',
      locality: 'Rio de Janeiro',
      administrative_divisions: { province: 'RJ', district: 'Copacabana' },
      is_favorite: true,
      phone_number: '+5521998765432',
      country_code: 'BRA',
      type: 'SHIPPING',
    })
    const session = await bruno.get<{ user: { favoritePostalCode: string } }>('/api/account/session')
    expect(session.body.user.favoritePostalCode).toBe('22021-001')
  })

  it('adds a second one, makes it the favourite (exactly one), edits and deletes', async () => {
    const added = await bruno.post<Book>('/api/account/addresses', addressBody({ title: 'Trabalho', postalCode: '01310100', street: 'Avenida Paulista', number: '900', complement: '' }))
    const work = added.body.addresses.find((a) => a.title === 'Trabalho')!
    expect(work.is_favorite).toBe(false)
    expect(work.complement).toBeNull()
    const favourite = await bruno.post<Book>(`/api/account/addresses/${work.id}/favorite`)
    expect(favourite.body.addresses.filter((a) => a.is_favorite).map((a) => a.id)).toEqual([work.id])
    expect((await bruno.get<{ user: { favoritePostalCode: string } }>('/api/account/session')).body.user.favoritePostalCode).toBe('01310-100')

    const edited = await bruno.put<Book>(`/api/account/addresses/${work.id}`, addressBody({ title: 'Escritório', postalCode: '01310-100', street: 'Avenida Paulista', number: '1000' }))
    expect(edited.status).toBe(200)
    expect(edited.body.addresses.find((a) => a.id === work.id)).toMatchObject({ title: 'Escritório', street: 'Avenida Paulista, 1000', is_favorite: true })

    const removed = await bruno.request<Book>('DELETE', `/api/account/addresses/${work.id}`)
    expect(removed.status).toBe(200)
    expect(removed.body.addresses).toHaveLength(1)
    // The favourite went: the remaining address takes its place.
    expect(removed.body.addresses[0].is_favorite).toBe(true)
  })

  it('refuses an unknown CEP and bad fields, keeping the book as it was', async () => {
    const before = (await bruno.get<Book>('/api/account/addresses')).body.addresses
    const unknown = await bruno.post<ErrorBody>('/api/account/addresses', addressBody({ postalCode: '00000-000' }))
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.fields).toEqual({ postalCode: 'CEP inexistente: confira os números.' })
    const bad = await bruno.post<ErrorBody>('/api/account/addresses', addressBody({ postalCode: '123', street: '', number: '', title: 'x'.repeat(31) }))
    expect(bad.body.error.fields).toEqual({
      postalCode: 'CEP inválido: use 8 dígitos (00000-000).',
      street: 'Informe a rua.',
      number: 'Informe o número (ou S/N).',
      title: 'Use no máximo 30 caracteres.',
    })
    expect((await bruno.get<Book>('/api/account/addresses')).body.addresses).toEqual(before)
  })

  it("answers 404 for another member's address on every write, and leaves it alone", async () => {
    const anaBook = (await ana.get<Book>('/api/account/addresses')).body.addresses
    const target = anaBook[0]
    const attempts = [
      await bruno.put<ErrorBody>(`/api/account/addresses/${target.id}`, addressBody({ title: 'Roubado' })),
      await bruno.request<ErrorBody>('DELETE', `/api/account/addresses/${target.id}`),
      await bruno.post<ErrorBody>(`/api/account/addresses/${target.id}/favorite`),
    ]
    for (const res of attempts) {
      expect(res.status).toBe(404)
      expect(res.body.error.code).toBe('ADDRESS_NOT_FOUND')
    }
    expect((await ana.get<Book>('/api/account/addresses')).body.addresses).toEqual(anaBook)
    expect(JSON.stringify((await bruno.get<Book>('/api/account/addresses')).body)).not.toContain(target.id)
  })

  it('needs a session and the anti-forgery token', async () => {
    expect((await server.client().get('/api/account/addresses')).status).toBe(401)
    expect((await server.client().post('/api/account/addresses', addressBody())).status).toBe(401)
    const noToken = await bruno.request<ErrorBody>('POST', '/api/account/addresses', { json: addressBody(), xsrf: false })
    expect(noToken.status).toBe(403)
  })
})
