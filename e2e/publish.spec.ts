import fs from 'node:fs'
import path from 'node:path'
import { catalogueNotice, contentNotice, latestRecordId, postSigned, readStatus, waitForRecord } from '../scripts/publishing/notices'
import { expect, seriousA11yViolations, test } from './support/fixtures'
import { E2E_SIGNING_SECRET, startPublishingServer, type PublishingServer } from './support/publishing-server'

/**
 * Publishing against the real server and a real (incremental) Gatsby build,
 * run by `npm test` in its own step after the other browser tests, as it
 * rebuilds the project's public/ (E2E_PUBLISH=1, one worker). It starts its
 * own server with publishing on (E2E_PUBLISH_PORT, default E2E_PORT + 1).
 */
test.describe('publishing @publish', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(15 * 60_000)

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

  const target = () => ({ origin: server.origin, secret: E2E_SIGNING_SECRET })
  const stripeFile = () => path.join(server.contentDir, 'consumer', 'stripe.json')
  const readStripe = () => JSON.parse(fs.readFileSync(stripeFile(), 'utf8')) as { messages: Array<{ stripeText?: string }> }

  /** Publishes the content folder as `npm run publish` does and waits for the build's record. */
  async function publishContent() {
    const before = latestRecordId(await readStatus(server.origin))
    const notice = contentNotice('content')
    const answer = await postSigned(target(), '/api/publish', notice.body, notice.headers)
    expect(answer.status).toBe(202)
    return waitForRecord(server.origin, before, 10 * 60_000, 1000)
  }

  test('a stripe change goes live with no failed request, and an open tab gets it on its next navigation', async ({ page, consoleErrors }) => {
    const oldText = readStripe().messages[0].stripeText!
    const newText = `Frete grátis acima de R$ 199 — publicado às ${new Date().toISOString().slice(11, 19)}`

    // The tab opened before the publish.
    await page.goto(`${server.origin}/`)
    await expect(page.getByText(oldText).first()).toBeVisible()
    const versionBefore = await page.evaluate(() => window.___shellContentVersion)
    expect(versionBefore).toBeTruthy()

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

    // The open tab navigates: the bundle changed with the shell, so Gatsby reloads into the new build.
    await page.locator('main a[href="/lojas"]').first().click()
    await expect(page).toHaveURL(`${server.origin}/lojas`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(newText).first()).toBeVisible()
    expect(await page.evaluate(() => window.___shellContentVersion)).not.toBe(versionBefore)
    expect(await page.evaluate(() => document.body.innerText.trim().length)).toBeGreaterThan(200)
    await page.screenshot({ path: test.info().outputPath('after-publish.png') })
    expect(consoleErrors.list).toEqual([])
  })

  test('invalid content fails the build: the site keeps serving, and the error names the file and field', async ({ page }) => {
    const live = (await readStatus(server.origin)).live?.releaseId
    const stripe = readStripe()
    delete stripe.messages[0].stripeText
    fs.writeFileSync(stripeFile(), JSON.stringify(stripe, null, 2))
    const record = await publishContent()
    expect(record).toMatchObject({ kind: 'build', status: 'failed', releaseId: null })
    expect(record.error?.issues).toContainEqual({ source: expect.stringMatching(/consumer\/stripe\.json$/), path: 'messages.0.stripeText', message: 'Required' })
    expect((await readStatus(server.origin)).live?.releaseId).toBe(live)
    expect((await fetch(`${server.origin}/`)).status).toBe(200)

    // Editors see it on the status page.
    await page.goto(`${server.origin}/publicacao`)
    await expect(page.getByRole('heading', { name: 'Publicação do site' })).toBeVisible()
    await expect(page.getByText('messages.0.stripeText: Required').first()).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('status-page.png'), fullPage: true })
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('an unsigned publish is refused, a stock-only notice builds nothing, and rollback restores the previous output', async ({ request }) => {
    const unsigned = await request.post(`${server.origin}/api/publish`, { data: catalogueNotice('price') })
    expect(unsigned.status()).toBe(401)
    const stockOnly = { IdSku: '2001', An: 'arenaesportes', IsActive: true, StockModified: true, PriceModified: false, HasStockKeepingUnitModified: false }
    expect(await postSigned(target(), '/api/publish', stockOnly)).toEqual({ status: 200, body: { accepted: false, reason: 'only the stock changed: pages read it live' } })
    const status = await readStatus(server.origin)
    expect(status.queue.state).toBe('idle')
    expect(status.previous).not.toBeNull()

    const previousHome = fs.readFileSync(path.join(server.buildsDir, 'releases', status.previous!.releaseId, 'public', 'index.html'), 'utf8')
    const rollback = await postSigned(target(), '/api/publish/rollback', {})
    expect(rollback).toEqual({ status: 200, body: { live: status.previous!.releaseId } })
    expect(await (await fetch(`${server.origin}/`)).text()).toBe(previousHome)
  })
})
