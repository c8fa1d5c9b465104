import type { BrowserContext, Page, Request } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../src/app/hydration-mark'
import { COOKIES_ACCEPTED_ATTRIBUTE, cookieNoticeHeadScript } from '../src/components/prompts/cookie-notice-script'
import { APP_PROMPT_DELAY_MS, CEP_AUTO_SUBMIT_MS } from '../src/config/constants'
import { pauseRunningClock, runClockFor, settle } from './support/clock'
import { doNotWaitForHydration, expect, seriousA11yViolations, test, waitForHydration } from './support/fixtures'

/** A page with the prompts (every page renders <Prompts /> from wrap-root). */
const PAGE = '/account/'
const DAY_S = 24 * 60 * 60
/** Room for a slow load before the app prompt's delay (counted from when it mounts) has passed. */
const APP_PROMPT_SHOWN_TIMEOUT_MS = APP_PROMPT_DELAY_MS + 15_000

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name)
}

async function acceptCookies(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'cookiePolicies', value: 'true', url: baseURL! }])
}

/** The static page as painted before hydration: Gatsby's bundles never load (inline scripts still run). */
async function withoutBundles(page: Page) {
  doNotWaitForHydration(page)
  await page.route(/\.js(\?|$)/, (route) => route.abort())
}

async function storedPostalCode(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('main::store::session')
    return raw ? (JSON.parse(raw) as { postalCode: string | null }).postalCode : null
  })
}

test.describe('cookie notice', () => {
  test('is in the home page HTML, with the head script that hides it once accepted', async ({ request }) => {
    const requests: Array<Record<string, string>> = [{}, { cookie: 'cookiePolicies=true' }]
    for (const headers of requests) {
      const response = await request.get('/', { headers })
      expect(response.ok()).toBe(true)
      const html = await response.text()
      expect(html).toContain('data-testid="cookie-notice"')
      expect(html).toContain('>Aceitar<')
      // Early in the document (right after the header, before the page's content and images), so it is painted with the header.
      expect(html.indexOf('data-testid="cookie-notice"')).toBeLessThan(html.indexOf('<main id="conteudo"'))
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).toContain(`<script>${cookieNoticeHeadScript()}</script>`)
    }
  })

  test('is painted before hydration on a first visit', async ({ page }) => {
    await withoutBundles(page)
    await page.goto('/')
    await expect(page.getByRole('banner')).toBeVisible()
    const notice = page.getByTestId('cookie-notice')
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('button', { name: 'Aceitar' })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute(COOKIES_ACCEPTED_ATTRIBUTE)
    // Without its scripts the page is never marked hydrated (the browser tests' navigations wait for that mark).
    await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE)
  })

  test('is hidden before hydration once accepted, then removed', async ({ page, context, baseURL }) => {
    await acceptCookies(context, baseURL)
    await withoutBundles(page)
    await page.goto('/')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute(COOKIES_ACCEPTED_ATTRIBUTE, '')
    await expect(page.getByTestId('cookie-notice')).toHaveCount(1)
    await expect(page.getByTestId('cookie-notice')).toBeHidden()
    // Hydrated, the component reads the cookie and takes the notice out of the page.
    await page.unroute(/\.js(\?|$)/)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0)
  })

  test('Aceitar works before the page hydrates: the notice hides and the cookie is stored', async ({ page, context }) => {
    await withoutBundles(page)
    await page.goto('/')
    const notice = page.getByTestId('cookie-notice')
    await notice.getByRole('button', { name: 'Aceitar' }).click()
    await expect(notice).toBeHidden()
    const stored = await cookie(context, 'cookiePolicies')
    expect(stored?.value).toBe('true')
    expect(Math.round((stored?.expires ?? 0) - Date.now() / 1000)).toBeGreaterThan(364 * DAY_S)
    // Hydrated later, the component reads it and takes the notice out.
    await page.unroute(/\.js(\?|$)/)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0)
  })

  test('Aceitar on the home page hides it and stores the cookie', async ({ page, context }) => {
    await page.goto('/')
    const notice = page.getByTestId('cookie-notice')
    await notice.getByRole('button', { name: 'Aceitar' }).click()
    await expect(notice).toBeHidden()
    expect((await cookie(context, 'cookiePolicies'))?.value).toBe('true')
    await expect(page.locator('html')).toHaveAttribute(COOKIES_ACCEPTED_ATTRIBUTE, '')
  })

  test('Aceitar stores cookiePolicies=true for 365 days and the notice stays hidden', async ({ page, context }) => {
    await page.goto(PAGE)
    await page.waitForLoadState('networkidle')
    const notice = page.getByTestId('cookie-notice')
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: 'Aceitar' }).click()
    await expect(notice).toBeHidden()
    const stored = await cookie(context, 'cookiePolicies')
    expect(stored?.value).toBe('true')
    const days = (stored!.expires - Date.now() / 1000) / DAY_S
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365.01)
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0)
  })

  test('a click outside hides it for now without accepting', async ({ page, context }) => {
    await page.goto(PAGE)
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('cookie-notice')).toBeVisible()
    await page.mouse.click(5, 300)
    await expect(page.getByTestId('cookie-notice')).toBeHidden()
    expect(await cookie(context, 'cookiePolicies')).toBeUndefined()
    await page.reload()
    await expect(page.getByTestId('cookie-notice')).toBeVisible()
  })
})

test.describe('CEP prompt', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL))

  test('formats the CEP while typing and submits it 500 ms after 9 characters', async ({ page }) => {
    // The page's clock runs in real time until the CEP is nearly typed, then only as the test moves it: on a loaded
    // machine the 500 ms used to pass before the complete value was looked at, and the prompt had gone.
    await page.clock.install()
    await page.goto(PAGE)
    await waitForHydration(page)
    const prompt = page.getByTestId('cep-prompt')
    await expect(prompt).toBeVisible()
    const input = prompt.getByTestId('cep-input')
    await expect(input).toHaveAttribute('maxlength', '9')
    await input.pressSequentially('01a31')
    await expect(input).toHaveValue('0131')
    await input.pressSequentially('0')
    await expect(input).toHaveValue('01310')
    await input.pressSequentially('1')
    await expect(input).toHaveValue('01310-1')
    const shippingCalls: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/shippingData')) shippingCalls.push(request)
    })
    await pauseRunningClock(page)
    await input.pressSequentially('00999')
    await expect(input).toHaveValue('01310-100')
    await settle(page) // the form's effect has set its timer
    // Not sent a moment early; sent when CEP_AUTO_SUBMIT_MS have passed.
    await runClockFor(page, CEP_AUTO_SUBMIT_MS - 1)
    expect(shippingCalls).toHaveLength(0)
    const shipping = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/shippingData'))
    await runClockFor(page, 1)
    expect((await shipping).postDataJSON()).toMatchObject({ cep: '01310-100' })
    await page.clock.resume()
    await expect(prompt).toBeHidden()
    expect(await storedPostalCode(page)).toBe('01310-100')
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('cep-prompt')).toHaveCount(0)
  })

  test("'Mais tarde' dismisses it with a 1-day cookie", async ({ page, context }) => {
    await page.goto(PAGE)
    await page.getByTestId('cep-prompt').getByRole('button', { name: 'Mais tarde' }).click()
    await expect(page.getByTestId('cep-prompt')).toBeHidden()
    const dismissed = await cookie(context, 'cepPromptDismissed')
    const days = (dismissed!.expires - Date.now() / 1000) / DAY_S
    expect(days).toBeGreaterThan(0.99)
    expect(days).toBeLessThanOrEqual(1.01)
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('cep-prompt')).toHaveCount(0)
    expect(await storedPostalCode(page)).toBeNull()
  })

  test('a click outside dismisses it too', async ({ page, context }) => {
    await page.goto(PAGE)
    await expect(page.getByTestId('cep-prompt')).toBeVisible()
    await page.mouse.click(700, 10)
    await expect(page.getByTestId('cep-prompt')).toBeHidden()
    expect((await cookie(context, 'cepPromptDismissed'))?.value).toBe('true')
  })
})

/** Real time given to React to render a lazy part once its code has arrived (its scheduler does not run on the paused clock). */
const PROMPT_MOUNT_ALLOWANCE_MS = 300

/** Advances the paused clock in small steps until React has hydrated the page (its fiber is on the root's markup). */
async function tickUntilHydrated(page: Page): Promise<void> {
  const hydrated = () =>
    page.evaluate(() => Object.keys(document.querySelector('#gatsby-focus-wrapper > *') ?? {}).some((key) => key.startsWith('__reactFiber')))
  for (let step = 0; step < 100 && !(await hydrated()); step++) await page.clock.runFor(100)
  expect(await hydrated()).toBe(true)
}

test.describe('app prompt', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'cookiePolicies', value: 'true', url: baseURL! },
      { name: 'cepPromptDismissed', value: 'true', url: baseURL! },
    ])
  })

  test('appears 5 s after load on narrow screens only', async ({ page }, testInfo) => {
    // A paused clock: the page's timers run only when the test says (a slow load on a busy machine must not count).
    await page.clock.install({ time: new Date('2026-11-20T10:00:00-03:00') })
    await page.clock.pauseAt(new Date('2026-11-20T10:00:01-03:00'))
    // The prompts' code is requested once the page is hydrated (src/components/prompts/Prompts.tsx).
    const promptsCode = page.waitForResponse((response) => /\/prompts-[\w-]+\.js$/.test(response.url()))
    await page.goto(PAGE)
    await page.waitForLoadState('networkidle')
    // The prompt's 5 s count starts when it mounts, after hydration: tick until the page is hydrated
    // (hydration may wait on a lazy part's code, src/app/hydrate.ts), wait for the prompts' code
    // (on a busy machine it can arrive after the count below has begun, and its timer would then
    // never come due on the paused clock) and let React mount it, then count from there.
    await tickUntilHydrated(page)
    await (await promptsCode).finished()
    await page.waitForTimeout(PROMPT_MOUNT_ALLOWANCE_MS)
    // runFor fires timers in order, those the page sets meanwhile too.
    await page.clock.runFor(4000)
    await expect(page.getByTestId('app-prompt-install')).toHaveCount(0)
    await page.clock.runFor(1500)
    if (testInfo.project.name === 'mobile') {
      const prompt = page.getByTestId('app-prompt-install')
      await expect(prompt).toBeVisible()
      await prompt.getByRole('button', { name: 'Agora não, fechar aviso do app' }).click()
      await expect(prompt).toBeHidden()
      expect((await page.context().cookies()).find((c) => c.name === 'appInstalled')?.value).toBe('false')
      await page.reload()
      await page.waitForLoadState('networkidle')
      await page.clock.runFor(6000)
      await expect(page.getByTestId('app-prompt-install')).toHaveCount(0)
      await expect(page.getByTestId('app-prompt-open')).toHaveCount(0)
    } else {
      await page.clock.runFor(5000)
      await expect(page.locator('[data-prompt="app"]')).toHaveCount(0)
    }
  })

  test('the open prompt passes the accessibility check', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the app prompt shows on narrow screens only')
    // On the real clock: axe schedules its own work with timers, which a paused clock would hold.
    await page.goto(PAGE)
    await expect(page.getByTestId('app-prompt-install')).toBeVisible({ timeout: APP_PROMPT_SHOWN_TIMEOUT_MS })
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('refuseApp=true and mode=app hide it', async ({ page, context, baseURL }) => {
    await page.clock.install()
    await page.goto(`${PAGE}?mode=app`)
    await page.clock.fastForward(6000)
    await expect(page.locator('[data-prompt="app"]')).toHaveCount(0)
    await context.addCookies([{ name: 'refuseApp', value: 'true', url: baseURL! }])
    await page.goto(PAGE)
    await page.clock.fastForward(6000)
    await expect(page.locator('[data-prompt="app"]')).toHaveCount(0)
  })
})
