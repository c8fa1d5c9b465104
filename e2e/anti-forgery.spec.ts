import { expect, test } from './support/fixtures'
import { DEMO_MEMBER } from './support/members'

/**
 * Decision 0026: a page of another site can make the browser send neither a
 * form post nor a fetch with credentials that the server accepts. The page
 * lives at `localhost`, another site than the store's `127.0.0.1` (on the
 * loopback address space too: Chromium's Local Network Access stops a page of
 * a public origin before the server could answer); its requests go to the
 * real server, so Chromium marks them as it would.
 */
const otherSiteOf = (baseURL: string) => baseURL.replace('127.0.0.1', 'localhost')

interface Item {
  id: string
  quantity: number
  seller: string
}

test('a page of another site cannot log the browser in with a form post, nor write to its cart with fetch', async ({ page, baseURL }) => {
  // The shopper's browser: the store's cookies and a cart with one item, as the store's pages leave them.
  await page.request.get('/api/health')
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value
  const cart = (await (await page.request.get('/api/checkout/orderForm')).json()) as { orderFormId: string }
  const search = (await (await page.request.get('/api/intelligent-search/product_search?count=1&hideUnavailableItems=true')).json()) as {
    products: Array<{ items: Array<{ itemId: string; sellers: Array<{ sellerId: string }> }> }>
  }
  const sku = search.products[0].items[0]
  const item: Item = { id: sku.itemId, quantity: 1, seller: sku.sellers[0].sellerId }
  const added = await page.request.post(`/api/checkout/pub/orderForm/${cart.orderFormId}/items`, { data: { orderItems: [item] }, headers: { 'x-xsrf-token': xsrf } })
  expect(added.status()).toBe(200)

  // The other site's page: a document of the loopback address space at `localhost`, then the page's own content.
  const otherSite = otherSiteOf(baseURL!)
  expect(otherSite).not.toBe(baseURL)
  await page.goto(`${otherSite}/api/health`)
  await page.setContent(`<!doctype html><html lang="pt-BR"><title>Oferta</title>
    <form method="post" action="${baseURL}/api/login">
      <input name="email" value="${DEMO_MEMBER.email}"><input name="password" value="${DEMO_MEMBER.password}">
    </form></html>`)
  expect(await page.evaluate(() => location.origin)).toBe(otherSite)

  // A cross-site fetch with credentials to the shopper's cart (no-cors and a text body: no preflight stops it first;
  // its answer is opaque to the page and its body to the test, so its status and the cart tell what happened).
  const fetched = page.waitForResponse((response) => response.url().endsWith('/items') && response.request().method() === 'POST')
  await page.evaluate(
    ({ url, orderItems }) => fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ orderItems }) }),
    { url: `${baseURL}/api/checkout/pub/orderForm/${cart.orderFormId}/items`, orderItems: [{ ...item, quantity: 5 }] },
  )
  const fetchResponse = await fetched
  expect(fetchResponse.status()).toBe(403)

  // A cross-site form post of the demo member's credentials (login forgery).
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/login'))
  await page.evaluate(() => document.forms[0].submit())
  const formResponse = await posted
  expect(formResponse.status()).toBe(403)
  await page.waitForURL(`${baseURL}/api/login`)
  expect(JSON.parse((await page.locator('body').textContent()) ?? '')).toMatchObject({ error: { code: 'CROSS_SITE_REQUEST' } })

  // Nothing changed: the cart holds its one unit and the browser is not logged in.
  const after = (await (await page.request.get(`/api/checkout/pub/orderForm/${cart.orderFormId}`)).json()) as { items: Item[] }
  expect(after.items.map(({ id, quantity }) => ({ id, quantity }))).toEqual([{ id: item.id, quantity: 1 }])
  expect(await (await page.request.get('/api/account/session')).json()).toMatchObject({ isLoggedIn: false })
})
