import type { BrowserContext, Page } from '@playwright/test'
import { buildHasProviders, ingestOrigin } from './support/providers'
import { expect, seriousA11yViolations, test } from './support/fixtures'

/**
 * Consent by purpose (LGPD): with the providers' keys pointed at the local
 * stand-in (product analytics, experiments, personalisation), nothing optional
 * leaves the page or is stored before a choice; 'Recusar' keeps it so;
 * accepting starts them; withdrawing stops them and deletes their cookies.
 * The data layer carries the consent-mode default and updates. @providers
 */
test.describe('cookie consent by purpose @providers', () => {
  test.skip(!buildHasProviders(), 'needs a build made with providerBuildEnv() (the providers’ keys)')

  const OPTIONAL_COOKIE = /^(_dyid|_dyid_server|_dyjsession|callerIp|vtex-search-anonymous|vtex-search-session|AMP_)/
  /** What each optional service is, by the address the page calls. */
  const serviceOf = (url: string): 'analytics' | 'experiments' | 'personalisation' | null => {
    if (url.startsWith(`${ingestOrigin()}/2/httpapi`)) return 'analytics'
    if (url.startsWith(`${ingestOrigin()}/experiments/`)) return 'experiments'
    if (url.startsWith(`${ingestOrigin()}/dy/`) || url.includes('/api/getDynamicYieldCookies')) return 'personalisation'
    if (url.includes('/api/intelligent-search/events')) return 'analytics'
    return null
  }

  function watchOptionalCalls(page: Page): string[] {
    const calls: string[] = []
    page.on('request', (request) => {
      const service = serviceOf(request.url())
      if (service && request.method() !== 'OPTIONS') calls.push(`${service} ${request.url()}`)
    })
    return calls
  }

  const optionalCookies = async (context: BrowserContext) => (await context.cookies()).filter((cookie) => OPTIONAL_COOKIE.test(cookie.name)).map((cookie) => cookie.name)

  /** Lets the page's deferred work run (product analytics starts after the first paint, when idle: at most 3 s). */
  async function settle(page: Page) {
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(4000)
  }

  const consentCommands = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((args) => args[0] === 'consent') as Array<[string, string, Record<string, string>]>,
    )

  async function openPreferencesFromFooter(page: Page) {
    const button = page.getByTestId('footer-cookie-preferences')
    await button.scrollIntoViewIfNeeded()
    await button.click()
    const dialog = page.getByTestId('consent-preferences')
    await expect(dialog).toBeVisible()
    return dialog
  }

  test('first visit: nothing optional before a choice; Recusar keeps it so across reloads', async ({ page, context }) => {
    const calls = watchOptionalCalls(page)
    await page.goto('/pesquisa?q=bola')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    const notice = page.getByTestId('cookie-notice')
    await expect(notice).toBeVisible()
    for (const name of ['Aceitar', 'Recusar', 'Personalizar']) await expect(notice.getByRole('button', { name })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await settle(page)
    expect(calls).toEqual([])
    expect(await optionalCookies(context)).toEqual([])
    const [first] = await consentCommands(page)
    expect(first.slice(0, 2)).toEqual(['consent', 'default'])
    expect(first[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })

    // A press outside hides it for the page, and is no consent.
    await notice.getByRole('button', { name: 'Recusar' }).click()
    await expect(notice).toBeHidden()
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookiePolicies')?.value).toBe('false')
    for (let round = 0; round < 2; round += 1) {
      await page.reload()
      await expect(page.getByTestId('product-card').first()).toBeVisible()
      await expect(page.getByTestId('cookie-notice')).toHaveCount(0)
      await settle(page)
    }
    expect(calls).toEqual([])
    expect(await optionalCookies(context)).toEqual([])
  })

  test('Aceitar starts the services; withdrawing from the footer stops them and deletes their cookies', async ({ page, context }) => {
    const calls = watchOptionalCalls(page)
    await page.goto('/pesquisa?q=bola')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await page.getByTestId('cookie-notice').getByRole('button', { name: 'Aceitar' }).click()
    await expect(page.getByTestId('cookie-notice')).toBeHidden()
    const updates = await consentCommands(page)
    expect(updates.map(([, kind]) => kind)).toEqual(['default', 'update'])
    expect(updates[1][2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted', ad_personalization: 'granted' })

    // The next page: product analytics, experiments and personalisation are on.
    await page.goto('/pesquisa?q=camisa')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect.poll(() => new Set(calls.map((call) => call.split(' ')[0])), { timeout: 15_000 }).toEqual(new Set(['analytics', 'experiments', 'personalisation']))
    await expect.poll(async () => (await optionalCookies(context)).filter((name) => name.startsWith('_dy')).sort()).toEqual(['_dyid', '_dyid_server', '_dyjsession'])

    // Withdrawn: the preferences dialog (axe), 'Recusar todos'.
    const dialog = await openPreferencesFromFooter(page)
    await expect(dialog.getByRole('switch', { name: 'Análise' })).toBeChecked()
    expect(await seriousA11yViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Recusar todos' }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => optionalCookies(context)).toEqual([])
    expect((await consentCommands(page)).at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' })

    const before = calls.length
    await page.goto('/pesquisa?q=bola')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await settle(page)
    expect(calls.slice(before)).toEqual([])
    expect(await optionalCookies(context)).toEqual([])
  })

  test('Personalizar: analytics only, never the personalisation provider', async ({ page, context }) => {
    const calls = watchOptionalCalls(page)
    await page.goto('/pesquisa?q=bola')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await page.getByTestId('cookie-notice').getByRole('button', { name: 'Personalizar' }).click()
    const dialog = page.getByTestId('consent-preferences')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('switch', { name: 'Análise' })).not.toBeChecked()
    await dialog.getByRole('switch', { name: 'Análise' }).check()
    await dialog.getByRole('button', { name: 'Salvar preferências' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0)
    await page.goto('/pesquisa?q=camisa')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect.poll(() => calls.some((call) => call.startsWith('analytics')), { timeout: 15_000 }).toBe(true)
    await settle(page)
    expect(calls.filter((call) => call.startsWith('personalisation'))).toEqual([])
    expect((await optionalCookies(context)).filter((name) => name.startsWith('_dy') || name === 'callerIp')).toEqual([])
    const last = (await consentCommands(page)).at(-1)
    expect(last?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' })
  })
})
