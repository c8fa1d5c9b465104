import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { buildSteps } from '../scripts/bench/build-log'
import { catalogueNotice, contentNotice, editorLink, latestRecordId, postSigned, previewLink, readStatus, waitForRecord } from '../scripts/publishing/notices'
import { raiseStoredPrice } from '../scripts/publishing/price-change'
import { shellOutput } from '../scripts/publishing/shell-output'
import { productPath } from '../src/catalogue'
import { CHUNK_RELOAD_COUNTER_RESET_MS, CHUNK_RELOAD_LIMIT } from '../src/config/constants'
import { PREVIEW_DRAFTS_MAX_AGE_MS } from '../src/server/domain/publishing/limits'
import { FileReleaseRepository } from '../src/server/publishing/release-store'
import type { PublishEvent } from '../src/server/domain/publishing/publisher'
import { SHELL_SLICES } from '../src/contracts/shell-slices'
import { formatCents } from '../src/config/money'
import { collectConsoleErrors, expect, seriousA11yViolations, test, waitForHydration, type ConsoleErrors } from './support/fixtures'
import { E2E_SIGNING_SECRET, startPublishingServer, type PublishingServer } from './support/publishing-server'
import { CONTEXT_DEFAULTS, PHONE } from './support/viewports'

/**
 * Pages a price publish may render again: the product's page and the few listings and shelves that show it
 * (2–7 measured), far from the 700 pages of the default catalogue.
 */
const PRICE_PUBLISH_MAX_PAGES = 30

/** Documents the page loads (the load event: full loads and reloads, not client-side navigations). */
function countDocuments(page: Page): { loads: number } {
  const counter = { loads: 0 }
  page.on('load', () => {
    counter.loads += 1
  })
  return counter
}

/** A shopper's tab open on the live site: its page, its console errors and its document loads. */
interface Tab {
  screen: 'desktop' | 'phone'
  page: Page
  consoleErrors: ConsoleErrors
  documents: { loads: number }
}

/** Marks the document open now: a client-side navigation keeps the mark, a reload loses it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __openedBeforePublish: true }))
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __openedBeforePublish?: boolean }).__openedBeforePublish === true)

/**
 * Publishing against the real server and a real (incremental) Gatsby build,
 * run by `npm test` in its own step after the other browser tests, as it
 * rebuilds the project's public/ (E2E_PUBLISH=1, one worker). It starts its
 * own server with publishing on (E2E_PUBLISH_PORT, default E2E_PORT + 1).
 *
 * A build takes minutes, so each publish is made once and watched from two
 * tabs at once: the desktop project's page and a phone's (390 px, the mobile
 * project's screen) in a context of its own. The mobile project skips these
 * tests (`npm test` runs them in the desktop project only).
 */
test.describe('publishing @publish', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(15 * 60_000)
  test.skip(({ isMobile }) => isMobile, 'each test opens a phone tab of its own beside the desktop one: one publish serves both screens')

  let server: PublishingServer
  test.beforeAll(async () => {
    test.setTimeout(15 * 60_000)
    server = await startPublishingServer()
    // The project's build may come from another content (an earlier run of these specs): publish content/ first.
    if (!(await (await fetch(`${server.origin}/`)).text()).includes(readStripe().messages[0].stripeText!)) {
      expect(await publishContent()).toMatchObject({ status: 'succeeded' })
    }
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  // The cookie notice and the app prompt (phones) would cover what the tests press.
  const dismissPrompts = () => ['cookiePolicies', 'refuseApp'].map((name) => ({ name, value: 'true', url: server.origin }))
  test.beforeEach(async ({ context }) => {
    await context.addCookies(dismissPrompts())
  })

  /** The phones' contexts a test opened (openTabs), closed when it ends. */
  const phoneContexts: BrowserContext[] = []
  test.afterEach(async () => {
    await Promise.all(phoneContexts.splice(0).map((context) => context.close()))
  })

  /** The test's desktop page, and a phone's page in a new context of the browser. */
  async function openTabs(browser: Browser, page: Page, consoleErrors: ConsoleErrors): Promise<Tab[]> {
    const phoneContext = await browser.newContext({ ...PHONE, ...CONTEXT_DEFAULTS })
    phoneContexts.push(phoneContext)
    await phoneContext.addCookies(dismissPrompts())
    const phone = await phoneContext.newPage()
    return [
      { screen: 'desktop', page, consoleErrors, documents: countDocuments(page) },
      { screen: 'phone', page: phone, consoleErrors: collectConsoleErrors(phone), documents: countDocuments(phone) },
    ]
  }

  const target = () => ({ origin: server.origin, secret: E2E_SIGNING_SECRET })
  const stripeFile = () => path.join(server.contentDir, 'consumer', 'stripe.json')
  const readStripe = () => JSON.parse(fs.readFileSync(stripeFile(), 'utf8')) as { messages: Array<{ stripeText?: string }> }

  /** The compilation hash the server's app-data.json announces: `{bundle}.{shell version}` (src/contracts/shell-version.ts). */
  async function announcedHash(): Promise<{ bundle: string; shell: string }> {
    const { webpackCompilationHash } = (await (await fetch(`${server.origin}/page-data/app-data.json`)).json()) as { webpackCompilationHash: string }
    const [bundle, shell] = webpackCompilationHash.split('.')
    return { bundle, shell }
  }

  /** The steps of a publish's build, from its output (BUILDS_DIR/logs). */
  const stepsOf = (recordId: number) => buildSteps(fs.readFileSync(path.join(server.buildsDir, 'logs', `${recordId}.log`), 'utf8'))

  /** The server's log line of a publish ("msg":"publish"). */
  function publishEventOf(recordId: number): PublishEvent {
    for (const line of fs.readFileSync(path.join(server.buildsDir, 'server.log'), 'utf8').split('\n')) {
      if (!line.includes('"msg":"publish"')) continue
      const event = (JSON.parse(line) as { publish?: PublishEvent }).publish
      if (event?.recordId === recordId) return event
    }
    throw new Error(`no log line for the publish ${recordId}`)
  }

  /** The stripe publish's output without a build, compared with the next Gatsby build's (after the price publish). */
  let shellPublishOutput: Record<string, string> | null = null

  /** Publishes the content folder as `npm run publish` does and waits for the build's record. */
  async function publishContent() {
    const before = latestRecordId(await readStatus(target()))
    const notice = contentNotice('content')
    const answer = await postSigned(target(), '/api/publish', notice.body, notice.headers)
    expect(answer.status).toBe(202)
    return waitForRecord(target(), before, 10 * 60_000, 1000)
  }

  test('a stripe change goes live with no failed request, and the tabs open on it (desktop and phone) get it on their next navigation', async ({ browser, page, consoleErrors }) => {
    const oldText = readStripe().messages[0].stripeText!
    const newText = `Frete grátis acima de R$ 199 — publicado às ${new Date().toISOString().slice(11, 19)}`

    // The tabs opened before the publish.
    const tabs = await openTabs(browser, page, consoleErrors)
    const hashBefore = await announcedHash()
    const loadsBefore = new Map<Tab, number>()
    for (const tab of tabs) {
      await tab.page.goto(`${server.origin}/`)
      await expect(tab.page.getByText(oldText).first()).toBeVisible()
      const versionBefore = await tab.page.evaluate(() => window.___shellContentVersion)
      expect(versionBefore).toBeTruthy()
      expect(hashBefore.shell).toBe(versionBefore)
      await markDocument(tab.page)
      loadsBefore.set(tab, tab.documents.loads)
    }

    // A loop of page and page-data requests runs through the build and the switch.
    const paths = ['/', '/page-data/index/page-data.json', '/page-data/app-data.json', '/lojas', '/page-data/lojas/page-data.json', '/marcas', '/clube']
    let running = true
    let requests = 0
    const failures: string[] = []
    const seen = new Set<string>()
    const loop = Promise.all(
      [0, 1, 2].map(async (offset) => {
        for (let i = offset; running; i += 1) {
          const pagePath = paths[i % paths.length]
          try {
            const response = await fetch(`${server.origin}${pagePath}`)
            const text = await response.text()
            requests += 1
            if (response.status !== 200) failures.push(`${pagePath}: ${response.status}`)
            if (pagePath === '/' && text.includes(newText)) seen.add('new')
            if (pagePath === '/' && text.includes(oldText)) seen.add('old')
          } catch (error) {
            failures.push(`${pagePath}: ${String(error)}`)
          }
        }
      }),
    )

    const stripe = readStripe()
    stripe.messages[0].stripeText = newText
    fs.writeFileSync(stripeFile(), JSON.stringify(stripe, null, 2))
    const record = await publishContent()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    running = false
    await loop

    expect(record).toMatchObject({ kind: 'build', status: 'succeeded', error: null })
    expect(failures).toEqual([])
    expect(requests).toBeGreaterThan(50)
    expect([...seen].sort()).toEqual(['new', 'old'])
    expect(await (await fetch(`${server.origin}/`)).text()).toContain(newText)
    console.log(`publish to live: ${record.durationMs} ms (build and switch), ${requests} requests in the loop, none failed`)

    // The same scripts, a new shell: the bundle part of the announced hash is unchanged, the shell part is
    // new. The stripe is a slice (decision record 0036), published without a Gatsby build (0041): the live
    // build's renderer rendered the slices, stitched again into every page of a new release.
    const hashAfter = await announcedHash()
    expect(hashAfter.bundle).toBe(hashBefore.bundle)
    expect(hashAfter.shell).not.toBe(hashBefore.shell)
    const event = publishEventOf(record.id)
    console.log(`stripe publish without a build: ${JSON.stringify({ phases: event.phases, shell: event.shell })}`)
    expect(event.phases?.via).toBe('shell')
    expect(event.shell).toMatchObject({ published: true, slices: expect.arrayContaining([SHELL_SLICES.stripe, SHELL_SLICES.version]) })
    expect(fs.existsSync(path.join(server.buildsDir, 'logs', `${record.id}.log`))).toBe(false)
    shellPublishOutput = await shellOutput(server.origin)
    expect(shellPublishOutput[`home page: ${SHELL_SLICES.stripe}`]).toContain(newText)
    expect(shellPublishOutput[`/slice-data/${SHELL_SLICES.stripe}.json`]).toContain(newText)

    // Each open tab navigates: its shell version no longer matches the announced hash, so Gatsby loads the
    // address anew (one reload) and the new stripe shows.
    for (const tab of tabs) {
      const { page: tabPage, documents } = tab
      const before = loadsBefore.get(tab)!
      expect(documents.loads, tab.screen).toBe(before)
      const clickedAt = Date.now()
      await tabPage.locator('main a[href="/lojas"]').first().click()
      await expect(tabPage).toHaveURL(`${server.origin}/lojas`)
      await expect(tabPage.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(tabPage.getByText(newText).first()).toBeVisible()
      expect(await isSameDocument(tabPage), tab.screen).toBe(false)
      expect(await tabPage.evaluate(() => window.___shellContentVersion), tab.screen).toBe(hashAfter.shell)
      expect(await tabPage.evaluate(() => document.body.innerText.trim().length), tab.screen).toBeGreaterThan(200)
      await tabPage.screenshot({ path: test.info().outputPath(`after-publish-${tab.screen}.png`) })

      // No reload loop: the reloaded page matches the build, and its next navigation stays in the app.
      await tabPage.waitForTimeout(3000)
      expect(documents.loads - before, tab.screen).toBe(1)
      await markDocument(tabPage)
      await tabPage.getByRole('banner').getByRole('link', { name: /página inicial/ }).click()
      await expect(tabPage).toHaveURL(`${server.origin}/`)
      await expect(tabPage.getByText(newText).first()).toBeVisible()
      expect(await isSameDocument(tabPage), tab.screen).toBe(true)
      expect(Date.now() - clickedAt, tab.screen).toBeLessThan(CHUNK_RELOAD_COUNTER_RESET_MS)
      expect(documents.loads - before, tab.screen).toBeLessThanOrEqual(CHUNK_RELOAD_LIMIT)
      expect(documents.loads - before, tab.screen).toBe(1)
      expect(tab.consoleErrors.list, tab.screen).toEqual([])
    }
  })

  /** A page's HTML and page data as served. */
  async function servedPage(pagePath: string): Promise<{ html: string; pageData: string }> {
    const dataPath = pagePath === '/' ? '/page-data/index/page-data.json' : `/page-data${pagePath.replace(/\/$/, '')}/page-data.json`
    return { html: await (await fetch(`${server.origin}${pagePath}`)).text(), pageData: await (await fetch(`${server.origin}${dataPath}`)).text() }
  }

  test("a price change is published without a build and keeps the open tabs (desktop and phone): no reload, the next navigation renders the new price; the next build writes the same pages", async ({ browser, page, consoleErrors }) => {
    // The tabs opened before the publish, on the home page, and the first product it shows.
    const tabs = await openTabs(browser, page, consoleErrors)
    const opened: Array<{ tab: Tab; loadsBefore: number; href: string; productId: string }> = []
    for (const tab of tabs) {
      await tab.page.goto(`${server.origin}/`)
      const card = tab.page.getByTestId('product-card').first()
      const link = card.getByRole('link')
      await expect(link).toBeVisible()
      const href = (await link.getAttribute('href'))!
      const productId = (await card.getAttribute('data-product-id'))!
      await markDocument(tab.page)
      opened.push({ tab, loadsBefore: tab.documents.loads, href, productId })
    }
    // Both screens show the same first product.
    expect(opened[1].productId).toBe(opened[0].productId)
    const { href, productId } = opened[0]
    const hashBefore = await announcedHash()

    // The price changes in the store's database, and the catalogue notice is posted (as the catalogue import does).
    const { product, priceCents } = raiseStoredPrice(server.dataDir, (products) => products.find((candidate) => candidate.id === productId)!)
    expect(productPath(product)).toBe(href)
    const before = latestRecordId(await readStatus(target()))
    expect((await postSigned(target(), '/api/publish', catalogueNotice('price', [product.id]))).status).toBe(202)
    const record = await waitForRecord(target(), before, 10 * 60_000, 1000)
    expect(record).toMatchObject({ kind: 'build', status: 'succeeded', error: null })
    expect(await (await fetch(`${server.origin}${href}`)).text()).toContain(formatCents(priceCents))

    // Published without Gatsby (decision record 0042): the one product changed, only the pages showing it
    // were rendered again, and nothing a tab compares changed (the announced hash is the same).
    const event = publishEventOf(record.id)
    console.log(`price publish without a build: ${JSON.stringify({ phases: event.phases, catalogue: event.catalogue })}`)
    expect(event.phases?.via).toBe('catalogue')
    expect(event.catalogue).toMatchObject({ published: true, products: 1 })
    const rendered = event.catalogue as { pages: number }
    expect(rendered.pages).toBeGreaterThan(1)
    expect(rendered.pages).toBeLessThan(PRICE_PUBLISH_MAX_PAGES)
    expect(await announcedHash()).toEqual(hashBefore)
    const published = { product: await servedPage(href), home: await servedPage('/') }
    expect(published.product.pageData).toContain(`"price":${priceCents}`)

    // Each open tab navigates to the product within the app (no reload), rendering it from the new page data.
    // (The live price refresh reads the embedded search index, which follows the stored catalogue by itself:
    // src/server/__tests__/catalogue-changes.test.ts.)
    for (const { tab, loadsBefore } of opened) {
      const tabPage = tab.page
      await tabPage.getByTestId('product-card').first().getByRole('link').click()
      await expect(tabPage).toHaveURL(`${server.origin}${href}`)
      await expect(tabPage.getByTestId('product-page')).toBeVisible()
      const pageJson = await tabPage.evaluate(
        (pagePath) => JSON.stringify((window as unknown as { ___loader: { loadPageSync(path: string): { json?: unknown } | undefined } }).___loader.loadPageSync(pagePath)?.json ?? null),
        href,
      )
      expect(pageJson, tab.screen).toContain(`"price":${priceCents}`)
      expect(await isSameDocument(tabPage), tab.screen).toBe(true)
      await tabPage.waitForTimeout(2000)
      expect(tab.documents.loads, tab.screen).toBe(loadsBefore)
      expect(tab.consoleErrors.list, tab.screen).toEqual([])
    }

    // The next Gatsby build (a notice no publish without a build takes: a content page's) sources that one
    // product again (the others' nodes are kept: decision record 0037) and renders the pages showing it.
    const beforeBuild = latestRecordId(await readStatus(target()))
    const pageNotice = contentNotice('content', 'ContentManagement.Entry.publish', 'page')
    expect((await postSigned(target(), '/api/publish', pageNotice.body, pageNotice.headers)).status).toBe(202)
    const build = await waitForRecord(target(), beforeBuild, 10 * 60_000, 1000)
    expect(build).toMatchObject({ kind: 'build', status: 'succeeded', error: null })
    expect(publishEventOf(build.id).phases?.via).toBe('gatsby')
    const steps = stepsOf(build.id)
    console.log(`the build after the price publish, steps (s): ${JSON.stringify(steps)}`)
    expect(steps.sourcedProducts).toBe(1)
    expect(steps.htmlPages).toBeGreaterThan(0)
    expect(steps.htmlPages).toBeLessThan(PRICE_PUBLISH_MAX_PAGES)
    // The stripe's and the version's slices: Gatsby renders them for the content published without it.
    expect(steps.slices).toBe(2)
    // Its pages are what the publishes without a build wrote, to the byte: the catalogue publish's product
    // page and home (HTML and page data), and the shell publish's slices (decision record 0041).
    expect({ product: await servedPage(href), home: await servedPage('/') }).toEqual(published)
    expect(shellPublishOutput).not.toBeNull()
    expect(await shellOutput(server.origin)).toEqual(shellPublishOutput)
  })

  test("an editor's preview shows a draft stripe on the store itself, refreshed on each save; the live site and other visitors never see it (desktop and phone)", async ({ browser, page, consoleErrors }) => {
    const published = fs.readFileSync(stripeFile(), 'utf8')
    const liveText = readStripe().messages[0].stripeText!
    const draftText = `Rascunho da faixa — salvo às ${new Date().toISOString().slice(11, 19)}`
    const saveDraft = (text: string) => {
      const stripe = readStripe()
      stripe.messages[0].stripeText = text
      fs.writeFileSync(stripeFile(), JSON.stringify(stripe, null, 2))
    }
    const before = latestRecordId(await readStatus(target()))
    saveDraft(draftText)
    try {
      // A shopper's context (no preview cookie) beside the editor's tabs.
      const shopperContext = await browser.newContext({ ...CONTEXT_DEFAULTS })
      phoneContexts.push(shopperContext)
      await shopperContext.addCookies(dismissPrompts())
      const shopper = await shopperContext.newPage()
      const shopperErrors = collectConsoleErrors(shopper)

      for (const tab of await openTabs(browser, page, consoleErrors)) {
        // The link Contentful's "Open preview" opens: the editor lands on the page asked for, with the drafts.
        await tab.page.goto(`${previewLink(target())}&caminho=${encodeURIComponent('/lojas')}`)
        await expect(tab.page).toHaveURL(`${server.origin}/lojas`)
        await expect(tab.page.getByText(draftText).first()).toBeVisible()
        await expect(tab.page.getByRole('status').filter({ hasText: 'Pré-visualização' })).toBeVisible()
        await waitForHydration(tab.page)
        // The hydrated page keeps the draft (the slice's data is the draft's too), and a navigation in the app too.
        await tab.page.getByRole('banner').getByRole('link', { name: /página inicial/ }).click()
        await expect(tab.page).toHaveURL(`${server.origin}/`)
        await expect(tab.page.getByText(draftText).first()).toBeVisible()
        await tab.page.screenshot({ path: test.info().outputPath(`preview-${tab.screen}.png`) })

        // The live site, at the same moment, for anyone else.
        await shopper.goto(`${server.origin}/`)
        await expect(shopper.getByText(liveText).first()).toBeVisible()
        expect(await shopper.content()).not.toContain(draftText)
        expect(await (await fetch(`${server.origin}/`)).text()).not.toContain(draftText)
        expect(await (await fetch(`${server.origin}/slice-data/shell-stripe.json`)).text()).not.toContain(draftText)
        expect(tab.consoleErrors.list, tab.screen).toEqual([])
      }

      // Each save shows on the next page the editor loads, within 30 s (drafts are read again after PREVIEW_DRAFTS_MAX_AGE_MS).
      const secondDraft = `${draftText} (2)`
      saveDraft(secondDraft)
      const savedAt = Date.now()
      await expect(async () => {
        await page.reload()
        await expect(page.getByText(secondDraft).first()).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 30_000, intervals: [PREVIEW_DRAFTS_MAX_AGE_MS / 2] })
      console.log(`preview: a saved draft showed ${Date.now() - savedAt} ms after the save`)

      // Leaving the preview: the live stripe again.
      await page.goto(`${server.origin}/previa/sair`)
      await expect(page).toHaveURL(`${server.origin}/`)
      await expect(page.getByText(liveText).first()).toBeVisible()
      expect(await page.content()).not.toContain(secondDraft)
      // A link that is not an editor's opens nothing.
      expect((await fetch(`${server.origin}/previa?acesso=1.${'a'.repeat(43)}`)).status).toBe(403)
      // Drafts are never published by the preview: no build ran.
      expect(latestRecordId(await readStatus(target()))).toBe(before)
      expect(shopperErrors.list).toEqual([])
    } finally {
      fs.writeFileSync(stripeFile(), published)
    }
  })

  test('invalid content fails the build: the site keeps serving, and the error names the file and field', async ({ browser, page, consoleErrors }) => {
    const live = (await readStatus(target())).live?.releaseId
    const stripe = readStripe()
    delete stripe.messages[0].stripeText
    fs.writeFileSync(stripeFile(), JSON.stringify(stripe, null, 2))
    const record = await publishContent()
    expect(record).toMatchObject({ kind: 'build', status: 'failed', releaseId: null })
    expect(record.error?.issues).toContainEqual({ source: expect.stringMatching(/consumer\/stripe\.json$/), path: 'messages.0.stripeText', message: 'Required' })
    expect((await readStatus(target())).live?.releaseId).toBe(live)
    expect((await fetch(`${server.origin}/`)).status).toBe(200)

    // Editors see it on the status page (opened with their access link), on a desktop and on a phone.
    for (const tab of await openTabs(browser, page, consoleErrors)) {
      await tab.page.goto(editorLink(target()))
      await expect(tab.page).toHaveURL(`${server.origin}/publicacao`)
      await expect(tab.page.getByRole('heading', { name: 'Publicação do site' })).toBeVisible()
      await expect(tab.page.getByText('messages.0.stripeText: Required').first()).toBeVisible()
      await tab.page.screenshot({ path: test.info().outputPath(`status-page-${tab.screen}.png`), fullPage: true })
      expect(await seriousA11yViolations(tab.page), tab.screen).toEqual([])
    }
  })

  test('an unsigned publish is refused, a stock-only notice builds nothing, and rollback restores the previous output', async ({ request }) => {
    const unsigned = await request.post(`${server.origin}/api/publish`, { data: catalogueNotice('price') })
    expect(unsigned.status()).toBe(401)
    const stockOnly = { IdSku: '2001', An: 'arenaesportes', IsActive: true, StockModified: true, PriceModified: false, HasStockKeepingUnitModified: false }
    expect(await postSigned(target(), '/api/publish', stockOnly)).toEqual({ status: 200, body: { accepted: false, reason: 'only the stock changed: pages read it live' } })
    const status = await readStatus(target())
    expect(status.queue.state).toBe('idle')
    expect(status.previous).not.toBeNull()

    // The previous release's home page, as its manifest names it in the store (the queue is idle: nothing is being written).
    const previousRelease = new FileReleaseRepository(server.buildsDir).list().find((release) => release.id === status.previous!.releaseId)!
    const previousHome = fs.readFileSync(previousRelease.publicFiles.resolve('/index.html')!, 'utf8')
    const rollback = await postSigned(target(), '/api/publish/rollback', {})
    expect(rollback).toEqual({ status: 200, body: { live: status.previous!.releaseId } })
    expect(await (await fetch(`${server.origin}/`)).text()).toBe(previousHome)
  })
})
