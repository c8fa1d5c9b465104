import { loadCatalogue } from '../../storage/catalogue-repository'
import { loginAs, startTestServer, type TestServer } from '../../test-support/server'
import type { Catalogue } from '../../../catalogue/model'
import type { PageType } from '../../domain/search/page-type'
import type { SessionNamespaces } from '../../domain/accounts/session-namespaces'
import { selectSessionItems } from '../../domain/accounts/session-namespaces'

/** The catalogue's pagetype and the Session Manager, as VTEX's storefront client calls them. */
let server: TestServer
let catalogue: Catalogue

beforeAll(async () => {
  server = await startTestServer()
  catalogue = loadCatalogue(server.composition.db)
})
afterAll(() => server.close())

describe('GET /api/catalog_system/pub/portal/pagetype/{path}', () => {
  const pageType = async (path: string) => {
    const response = await server.client().get<PageType>(`/api/catalog_system/pub/portal/pagetype/${path}`)
    expect(response.status).toBe(200)
    return response.body
  }

  it('names a product by its slug, with its id', async () => {
    const product = catalogue.products.find((candidate) => !candidate.isKit)!
    expect(await pageType(`${product.linkText}/p`)).toEqual({
      id: Number(product.id),
      name: product.name,
      url: `/${product.linkText}/p`,
      title: product.name,
      metaTagDescription: product.description,
      pageType: 'Product',
    })
    expect((await pageType(`${product.linkText.toUpperCase()}/p`)).pageType).toBe('Product')
    expect((await pageType(`${product.linkText}/kit`)).pageType).toBe('NotFound')
  })

  it('names departments, categories, subcategories and brands by slug', async () => {
    const department = catalogue.categories.find((node) => node.children.some((child) => child.children.length > 0))!
    const category = department.children.find((child) => child.children.length > 0)!
    const subcategory = category.children[0]
    expect(await pageType(department.slug)).toMatchObject({ id: Number(department.id), name: department.name, pageType: 'Department' })
    expect(await pageType(`${department.slug}/${category.slug}`)).toMatchObject({ name: category.name, pageType: 'Category' })
    expect(await pageType(`${department.slug}/${category.slug}/${subcategory.slug}`)).toMatchObject({ name: subcategory.name, pageType: 'SubCategory' })
    const brand = catalogue.brands[0]
    expect(await pageType(brand.slug)).toMatchObject({ name: brand.name, url: `/${brand.slug}`, pageType: 'Brand' })
  })

  it('answers NotFound, with a 200 as the platform does, for a path that names nothing', async () => {
    for (const path of ['nao-existe/p', 'nao-existe', 'a/b/c/d', 'x/y/p']) {
      expect(await pageType(path)).toEqual({ id: null, name: null, url: null, title: null, metaTagDescription: null, pageType: 'NotFound' })
    }
  })
})

describe('/api/sessions', () => {
  const ITEMS = 'profile.id,profile.email,profile.firstName,profile.lastName,store.channel,store.countryCode,store.cultureInfo,store.currencyCode,store.currencySymbol,checkout.regionId,public.postalCode'

  it('answers a visitor with the store namespace, the public values sent, and no profile; the session id lives in a cookie', async () => {
    const visitor = server.client()
    const created = await visitor.request<{ id: string; namespaces: SessionNamespaces }>('POST', `/api/sessions?items=${ITEMS}&sc=3&postalCode=01310-100&country=BRA`, {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(created.status).toBe(200)
    expect(created.headers.get('cache-control')).toBe('no-store')
    expect(created.body.namespaces).toEqual({
      store: { channel: { value: '3' }, countryCode: { value: 'BRA' }, cultureInfo: { value: 'pt-BR' }, currencyCode: { value: 'BRL' }, currencySymbol: { value: 'R$' } },
      public: { postalCode: { value: '01310-100' } },
    })
    expect(visitor.cookies.get('vtex_session')).toBe(created.body.id)
    const patched = await visitor.request<{ id: string; namespaces: SessionNamespaces }>('PATCH', `/api/sessions?items=store.channel&sc=1`, { json: { public: { utm_source: { value: 'newsletter' } } } })
    expect(patched.body).toEqual({ id: created.body.id, namespaces: { store: { channel: { value: '1' } } } })
    expect((await visitor.get<{ namespaces: SessionNamespaces }>('/api/sessions?items=public.*&utm_source=x')).body.namespaces).toEqual({ public: { utm_source: { value: 'x' } } })
  })

  it('shows the logged-in member their own profile, and nobody else', async () => {
    const member = await loginAs(server, 'ana.souza@example.com')
    const own = await member.request<{ namespaces: SessionNamespaces }>('PATCH', `/api/sessions?items=${ITEMS}`, { json: {} })
    expect(own.body.namespaces.profile).toMatchObject({ email: { value: 'ana.souza@example.com' }, firstName: { value: 'Ana' } })
    expect(own.body.namespaces.profile.id.value).toMatch(/.+/)
    const visitor = await server.client().request<{ namespaces: SessionNamespaces }>('PATCH', `/api/sessions?items=profile.*`, { json: {} })
    expect(visitor.body.namespaces).toEqual({ profile: { isAuthenticated: { value: 'false' } } })
  })

  it('refuses an unknown sales channel and too many public values with a 400', async () => {
    const client = server.client()
    expect((await client.request('POST', '/api/sessions?sc=77', { json: {} })).status).toBe(400)
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, { value: 'v' }]))
    expect((await client.request('POST', '/api/sessions', { json: { public: many } })).status).toBe(400)
  })

  it('picks the entries items names, whole namespaces with *', () => {
    const namespaces = { store: { channel: { value: '3' }, countryCode: { value: 'BRA' } }, public: { a: { value: '1' } } }
    expect(selectSessionItems(namespaces, 'store.channel,public.*,nada.x,semponto')).toEqual({ store: { channel: { value: '3' } }, public: { a: { value: '1' } } })
    expect(selectSessionItems(namespaces, undefined)).toBe(namespaces)
  })
})
