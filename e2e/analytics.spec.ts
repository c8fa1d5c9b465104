import { expect, test } from './support/fixtures'
import { BALL_ID, openProduct, productById } from './product-support'

type Pushed = { event: string; ecommerce?: { items?: Array<{ product_id?: string; sku_code?: string }> } }

declare global {
  interface Window {
    __storeMessages?: string[]
  }
}

test.describe('analytics', () => {
  test('a product page pushes page_view and view_item to the data layer and posts store:view_item', async ({ page }) => {
    // Records the store's window messages from the first script on.
    await page.addInitScript(() => {
      window.__storeMessages = []
      window.addEventListener('message', (event: MessageEvent) => {
        const name = (event.data as { name?: unknown } | null)?.name
        if (typeof name === 'string' && name.startsWith('store:')) window.__storeMessages!.push(name)
      })
    })
    const product = productById(BALL_ID)
    await openProduct(page, product)

    const dataLayer = () => page.evaluate(() => (window.dataLayer ?? []) as Pushed[])
    await expect.poll(async () => (await dataLayer()).map((event) => event.event)).toEqual(expect.arrayContaining(['page_view', 'view_item']))

    const events = await dataLayer()
    expect(events.filter((event) => event.event === 'page_view')).toHaveLength(1)
    const views = events.filter((event) => event.event === 'view_item')
    expect(views).toHaveLength(1)
    const skuId = await page.getByTestId('product-page').getAttribute('data-sku-id')
    expect(views[0].ecommerce?.items?.[0]).toMatchObject({ product_id: BALL_ID, sku_code: skuId })

    await expect.poll(() => page.evaluate(() => window.__storeMessages ?? [])).toEqual(expect.arrayContaining(['store:page_view', 'store:view_item']))
  })
})
