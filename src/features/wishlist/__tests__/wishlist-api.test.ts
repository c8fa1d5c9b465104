import { loginAs, startTestServer, type TestServer } from '../../../server/test-support/server'
import type { ErrorBody } from '../../../server/http/errors'

interface Wishlist {
  id: string
  products: Array<{ productId: string; addedAt: string }>
}

describe('wishlist API', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it('returns nothing (200 null) to visitors and refuses their writes with 401', async () => {
    const visitor = server.client()
    const get = await visitor.post('/api/wishlist/getWishlist')
    expect(get.status).toBe(200)
    expect(get.body).toBeNull()
    for (const path of ['/api/wishlist/addProductToWishlist', '/api/wishlist/removeProductFromWishlist']) {
      const res = await visitor.post<ErrorBody>(path, { wishlistId: 'x', productId: '1' })
      expect(res.status).toBe(401)
      expect(res.body.error.code).toBe('NOT_LOGGED_IN')
    }
  })

  it('creates one wishlist per member and adds / removes products idempotently', async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    const first = await ana.post<Wishlist>('/api/wishlist/getWishlist')
    expect(first.status).toBe(200)
    expect(first.body.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(first.body.products).toEqual([])
    expect((await ana.post<Wishlist>('/api/wishlist/getWishlist')).body.id).toBe(first.body.id)

    const wishlistId = first.body.id
    const added = await ana.post<Wishlist>('/api/wishlist/addProductToWishlist', { wishlistId, productId: '1001' })
    expect(added.status).toBe(200)
    expect(added.body.products.map((p) => p.productId)).toEqual(['1001'])
    await ana.post('/api/wishlist/addProductToWishlist', { wishlistId, productId: 1002 })
    const again = await ana.post<Wishlist>('/api/wishlist/addProductToWishlist', { wishlistId, productId: '1001' })
    expect(again.body.products.map((p) => p.productId)).toEqual(['1001', '1002'])

    const removed = await ana.post<Wishlist>('/api/wishlist/removeProductFromWishlist', { wishlistId, productId: '1001' })
    expect(removed.body.products.map((p) => p.productId)).toEqual(['1002'])
    const removedAgain = await ana.post<Wishlist>('/api/wishlist/removeProductFromWishlist', { wishlistId, productId: '1001' })
    expect(removedAgain.status).toBe(200)
    expect((await ana.post<Wishlist>('/api/wishlist/getWishlist')).body.products.map((p) => p.productId)).toEqual(['1002'])
  })

  it('requires a wishlistId (400) and a well-formed productId', async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    const { body: list } = await ana.post<Wishlist>('/api/wishlist/getWishlist')
    for (const body of [{ productId: '1' }, { wishlistId: '', productId: '1' }, { wishlistId: '   ', productId: '1' }]) {
      const res = await ana.post<ErrorBody>('/api/wishlist/addProductToWishlist', body)
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('INVALID_INPUT')
      expect(res.body.error.message).toMatch(/wishlistId/)
    }
    for (const productId of [undefined, '', 'a b', '../x', { id: 1 }, -1]) {
      const res = await ana.post<ErrorBody>('/api/wishlist/removeProductFromWishlist', { wishlistId: list.id, productId })
      expect(res.status).toBe(400)
    }
  })

  it("cannot touch another member's wishlist (404)", async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    const bruno = await loginAs(server, 'bruno.lima@example.com')
    const anaList = (await ana.post<Wishlist>('/api/wishlist/getWishlist')).body
    const brunoList = (await bruno.post<Wishlist>('/api/wishlist/getWishlist')).body
    expect(brunoList.id).not.toBe(anaList.id)
    const res = await bruno.post<ErrorBody>('/api/wishlist/addProductToWishlist', { wishlistId: anaList.id, productId: '9' })
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('WISHLIST_NOT_FOUND')
    expect((await ana.post<Wishlist>('/api/wishlist/getWishlist')).body.products.map((p) => p.productId)).not.toContain('9')
  })

  it('requires the anti-forgery header on writes', async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    const res = await ana.post('/api/wishlist/getWishlist', {}, { xsrf: false })
    expect(res.status).toBe(403)
  })
})

describe('restart', () => {
  it('keeps login sessions and wishlists across a restart on the same data folder', async () => {
    const first = await startTestServer()
    const ana = await loginAs(first, 'ana.souza@example.com')
    const list = (await ana.post<Wishlist>('/api/wishlist/getWishlist')).body
    await ana.post('/api/wishlist/addProductToWishlist', { wishlistId: list.id, productId: '777' })
    const cookies = new Map(ana.cookies)
    await first.close({ keepData: true })

    const second = await startTestServer({ dataDir: first.dataDir })
    try {
      const again = second.client()
      for (const [name, value] of cookies) again.cookies.set(name, value)
      const session = await again.get<{ isLoggedIn: boolean; user: { email: string } }>('/api/account/session')
      expect(session.body.isLoggedIn).toBe(true)
      expect(session.body.user.email).toBe('ana.souza@example.com')
      const reloaded = await again.post<Wishlist>('/api/wishlist/getWishlist')
      expect(reloaded.body.id).toBe(list.id)
      expect(reloaded.body.products.map((p) => p.productId)).toEqual(['777'])
    } finally {
      await second.close()
      const fs = await import('node:fs')
      fs.rmSync(first.dataDir, { recursive: true, force: true })
    }
  })
})
