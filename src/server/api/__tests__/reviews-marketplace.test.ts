import { CNPJ_INVALID_MESSAGE } from '../../../contracts/documents'
import type { SellerApplicationReceipt, SellerApplicationStatusView } from '../../../contracts/marketplace'
import type { ProductReview, ProductReviews, ReviewEligibility } from '../../../features/reviews/contract'
import type { ErrorBody } from '../../http/errors'
import { memberIdOf, placeOrder } from '../../test-support/account-area'
import { loginAs, startTestServer, type TestServer } from '../../test-support/server'

describe('product reviews', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it('lets only a member who bought the product rate it; the text is stored and shown escaped', async () => {
    const bruno = await loginAs(server, 'bruno.lima@example.com')
    const productId = server.composition.repositories.catalogue.productIdAt(60)!
    const notYet = await bruno.get<ReviewEligibility>(`/api/account/reviews/eligibility?productId=${productId}`)
    expect(notYet.body).toMatchObject({ canReview: false, reason: 'not-bought', product: null, review: null })
    const refused = await bruno.post<ErrorBody>('/api/account/reviews', { productId, rating: 5, text: 'Muito bom, recomendo!' })
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe('Só quem comprou este produto pode avaliá-lo.')

    // A cancelled order is no purchase; a paid one still in the warehouse (approved, in handling) is not delivered
    // yet (docs/checkout.md: reviews from invoiced orders); an invoiced one is.
    placeOrder(server, memberIdOf(server, 'bruno.lima@example.com'), { status: 'canceled', firstPosition: 60, lines: 1 })
    expect((await bruno.post('/api/account/reviews', { productId, rating: 5, text: 'Muito bom, recomendo!' })).status).toBe(403)
    for (const status of ['payment-approved', 'handling'] as const) {
      placeOrder(server, memberIdOf(server, 'bruno.lima@example.com'), { status, firstPosition: 60, lines: 1 })
      const early = await bruno.post<ErrorBody>('/api/account/reviews', { productId, rating: 5, text: 'Muito bom, recomendo!' })
      expect({ status: early.status, message: early.body.error.message }).toEqual({ status: 403, message: 'Você poderá avaliar este produto quando o pedido for faturado.' })
      expect((await bruno.get<ReviewEligibility>(`/api/account/reviews/eligibility?productId=${productId}`)).body).toMatchObject({ canReview: false, reason: 'not-delivered' })
    }
    expect((await server.client().get<ProductReviews>(`/api/reviews?productId=${productId}`)).body.summary.count).toBe(0)
    const order = placeOrder(server, memberIdOf(server, 'bruno.lima@example.com'), { status: 'invoiced', firstPosition: 60, lines: 1 })
    const eligible = (await bruno.get<ReviewEligibility>(`/api/account/reviews/eligibility?productId=${productId}`)).body
    expect(eligible).toMatchObject({ canReview: true, reason: null, product: { name: order.items[0].name } })

    const text = 'Ótimo <script>alert("x")</script> & confortável'
    const written = await bruno.post<ProductReview>('/api/account/reviews', { productId, rating: 4, title: 'Bom <b>', text })
    expect(written.status).toBe(200)
    expect(written.body).toMatchObject({
      productId,
      author: 'Bruno L.',
      rating: 4,
      title: 'Bom &lt;b&gt;',
      text: 'Ótimo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; confortável',
    })
    const stored = server.composition.db.prepare('SELECT text FROM product_reviews WHERE id = ?').get(written.body.id) as { text: string }
    expect(stored.text).not.toContain('<')
    const publicView = await server.client().get<ProductReviews>(`/api/reviews?productId=${productId}`)
    expect(publicView.body.summary).toEqual({ average: 4, count: 1 })
    expect(publicView.body.reviews).toEqual([written.body])
    expect(publicView.text).not.toContain('<script>')
    expect(JSON.stringify(publicView.body)).not.toContain('memberId')
  })

  it('replaces the member’s review on a second write and averages the reviews of several members', async () => {
    const productId = server.composition.repositories.catalogue.productIdAt(61)!
    for (const email of ['ana.souza@example.com', 'bruno.lima@example.com']) {
      placeOrder(server, memberIdOf(server, email), { firstPosition: 61, lines: 1 })
    }
    const ana = await loginAs(server, 'ana.souza@example.com')
    const bruno = await loginAs(server, 'bruno.lima@example.com')
    const first = await ana.post<ProductReview>('/api/account/reviews', { productId, rating: 2, text: 'Não gostei do tecido.' })
    const edited = await ana.post<ProductReview>('/api/account/reviews', { productId, rating: 5, text: 'Depois de lavar ficou ótimo.' })
    expect(edited.body.id).toBe(first.body.id)
    await bruno.post('/api/account/reviews', { productId, rating: 4, text: 'Bom custo-benefício.' })
    const view = (await server.client().get<ProductReviews>(`/api/reviews?productId=${productId}`)).body
    expect(view.summary).toEqual({ average: 4.5, count: 2 })
    expect(view.reviews.map((review) => review.author)).toEqual(['Bruno L.', 'Ana S.'])

    // Another member's review is unknown to them: no read, no change.
    expect((await bruno.get<ErrorBody>(`/api/account/reviews/${first.body.id}`)).status).toBe(404)
    const hijack = await bruno.put<ErrorBody>(`/api/account/reviews/${first.body.id}`, { rating: 1, text: 'Texto trocado por outra pessoa.' })
    expect(hijack.status).toBe(404)
    expect(hijack.body.error.code).toBe('REVIEW_NOT_FOUND')
    const own = await ana.put<ProductReview>(`/api/account/reviews/${first.body.id}`, { rating: 5, text: 'Depois de lavar ficou ótimo mesmo.' })
    expect(own.status).toBe(200)
    expect((await ana.get<ProductReview>(`/api/account/reviews/${first.body.id}`)).body.text).toBe('Depois de lavar ficou ótimo mesmo.')
  })

  it('validates rating and text, and needs a session and the anti-forgery token', async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    const bad = await ana.post<ErrorBody>('/api/account/reviews', { productId: '../x', rating: 6, text: 'curto' })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ productId: 'Produto inválido.', rating: 'Dê uma nota de 1 a 5.', text: 'Escreva pelo menos 10 caracteres.' })
    expect((await server.client().post('/api/account/reviews', { productId: '1', rating: 5, text: 'Muito bom mesmo.' })).status).toBe(401)
    expect((await ana.request('POST', '/api/account/reviews', { json: { productId: '1', rating: 5, text: 'Muito bom mesmo.' }, xsrf: false })).status).toBe(403)
    expect((await server.client().get<ErrorBody>('/api/reviews')).status).toBe(400)
  })
})

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
    const stored = server.composition.repositories.sellerApplications.get(res.body.protocol)!
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
    expect(server.composition.repositories.sellerApplications.listByCnpj('11222333000181')).toEqual([])
  })
})
