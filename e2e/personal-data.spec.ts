import type { APIResponse, Browser, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { choosePayment, deliverTo, expectNoA11yViolations, guestEmail, placeOrder } from './checkout-support'
import { addBallToCart, BALL_ID, productById } from './product-support'
import { useOwnClientAddress } from './support/members'

/**
 * Cart fixation, as an attacker would try it: a link to the attacker's cart
 * (`/checkout/?orderFormId=…&payment_recovery=true`) opened by a victim, who
 * fills it in and pays. The attacker, in a browser of its own, must read
 * nothing of the victim through any call.
 */
const VICTIM = { firstName: 'Valentina', lastName: 'Quintanilha', cpf: '111.444.777-35', cpfDigits: '11144477735', phone: '21991234567' }

test.beforeEach(async ({ context, baseURL, page }) => {
  await context.addCookies([
    { name: 'cookiePolicies', value: 'true', url: baseURL! },
    { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
  ])
  await useOwnClientAddress(page)
})

/** The attacker: a browser of its own (another client address) that made a cart with the ball. */
interface Attacker {
  /** The attacker's cart. */
  id: string
  get(url: string): Promise<APIResponse>
  post(url: string, data: unknown): Promise<APIResponse>
  close(): Promise<void>
}

async function attackersCart(browser: Browser, baseURL: string): Promise<Attacker> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.66' } })
  const request = context.request
  await request.get('/api/health')
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''
  const post = (url: string, data: unknown) => request.post(url, { headers: { 'x-xsrf-token': xsrf }, data })
  const cart = (await (await request.get('/api/checkout/pub/orderForm')).json()) as { orderFormId: string }
  const added = await post(`/api/checkout/pub/orderForm/${cart.orderFormId}/items`, { orderItems: [{ id: productById(BALL_ID).skus[0].id, quantity: 1, seller: '1' }] })
  expect(added.status()).toBe(200)
  return { id: cart.orderFormId, get: (url) => request.get(url), post, close: () => context.close() }
}

/** The profile step filled in by hand (the victim's own data). */
async function identify(page: Page, email: string) {
  await expect(page).toHaveURL(/\/checkout\/profile/)
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Continuar' }).click()
  const form = page.getByTestId('profile-form')
  await form.getByLabel('Nome', { exact: true }).fill(VICTIM.firstName)
  await form.getByLabel('Sobrenome').fill(VICTIM.lastName)
  await form.getByLabel('CPF').fill(VICTIM.cpf)
  await form.getByLabel('Telefone').fill(VICTIM.phone)
  await page.getByTestId('profile-submit').click()
  await expect(page).toHaveURL(/\/checkout\/shipping/)
}

test.describe('a cart id that arrives by link', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the victim fills in and pays the attacker’s cart; the attacker reads nothing of it through any call', async ({ page, browser, baseURL }) => {
    const attacker = await attackersCart(browser, baseURL!)
    const { id } = attacker
    const email = guestEmail('vitima')
    const secrets = [email, VICTIM.firstName, VICTIM.lastName, VICTIM.cpfDigits, '991234567', 'Avenida Paulista', '"1000"']
    try {
      // The victim's browser holds no cart: the link's cart opens at once.
      await page.goto(`/checkout/?orderFormId=${id}&payment_recovery=true`)
      await identify(page, email)
      await deliverTo(page)
      await choosePayment(page, 'Boleto bancário')
      const orderId = await placeOrder(page)
      const orderGroup = orderId.split('-')[0]
      await expect(page.getByTestId('order-delivery')).toContainText('Avenida Paulista, 1000')

      const answers = [
        await attacker.get(`/api/checkout/pub/orderForm/${id}`),
        await attacker.get(`/api/checkout/orderForm/${id}`),
        await attacker.post(`/api/checkout/pub/orderForm/${id}/clearMessages`, {}),
        await attacker.post(`/api/checkout/pub/orderForm/${id}/transaction`, { referenceId: id, value: 1, referenceValue: 1, interestValue: 0 }),
        await attacker.post(`/api/checkout/pub/gatewayCallback/${orderGroup}`, {}),
        await attacker.get(`/api/checkout/pub/orders/order-group/${orderGroup}`),
        await attacker.post('/api/checkout/pub/orders/lookup', { orderId, email }),
      ]
      const [read, readOwnPath, write, transaction, callback, group, lookup] = answers
      expect(read.status()).toBe(200)
      expect(readOwnPath.status()).toBe(200)
      expect(write.status()).toBe(200)
      expect(transaction.status()).toBe(403)
      expect(callback.status()).toBe(403)
      expect(group.status()).toBe(404)
      expect(lookup.status()).toBe(200)
      for (const answer of answers) {
        const text = await answer.text()
        for (const secret of secrets.filter((value) => !(answer === lookup && value === email))) expect({ call: answer.url(), secret, found: text.includes(secret) }).toMatchObject({ found: false })
      }
      expect(((await lookup.json()) as { clientProfileData: { email: string } }).clientProfileData.email).toMatch(/^c\*\*\*@example\.com$/)
    } finally {
      await attacker.close()
    }
  })

  test('a browser that already holds a cart with items is asked before the link’s cart replaces it', async ({ page, browser, baseURL }) => {
    const attacker = await attackersCart(browser, baseURL!)
    const { id } = attacker
    try {
      await addBallToCart(page)
      const own = ((await (await page.request.get('/api/checkout/pub/orderForm')).json()) as { orderFormId: string }).orderFormId
      await page.goto(`/checkout/?orderFormId=${id}&payment_recovery=true`)
      const choice = page.getByTestId('linked-cart-choice')
      await expect(choice.getByRole('heading', { name: 'Este link abre outro carrinho' })).toBeVisible()
      await expect(choice).toContainText('Você já tem um carrinho com 1 item neste navegador.')
      await expectNoA11yViolations(page)
      await choice.getByRole('button', { name: 'Continuar com o meu carrinho' }).click()
      await expect(page).toHaveURL(/\/checkout\/profile/)
      const stored = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('::store::orderFormId'))?.[1])
      expect(stored).toBe(own)

      // Choosing the link's cart opens it.
      await page.goto(`/checkout/?orderFormId=${id}`)
      await page.getByTestId('linked-cart-choice').getByRole('button', { name: 'Abrir o carrinho do link' }).click()
      await expect(page).toHaveURL(/\/checkout\/profile/)
      await expect.poll(() => page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('::store::orderFormId'))?.[1])).toBe(id)
    } finally {
      await attacker.close()
    }
  })
})
