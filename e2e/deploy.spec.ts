import { CHUNK_RELOAD_LIMIT } from '../src/config/constants'
import { BALL_ID, pathOf, productById } from './product-support'
import { providerBuildEnv } from './support/providers'
import { copyOfTestDatabase, currentBuild, e2ePort, previousBuild, startStoreServer, switchableBuild } from './support/store-server'
import { expect, test } from './support/fixtures'

/**
 * Never a white screen after a deploy. A tab is opened on an earlier build
 * (the business build the test runner keeps in PREVIOUS_BUILD_DIR: another
 * logo, other institutional links and another compilation of every script).
 * Then the site is deployed the way static sites are: the folder the server
 * serves is a link that is switched, at once, to this checkout's build, so
 * the old build's files are gone from the server. The tab, which stayed
 * open, goes on working and navigates.
 */
test.use({ serviceWorkers: 'allow' })

const previous = previousBuild()

test.describe('deploys', () => {
  test.skip(!previous, 'needs PREVIOUS_BUILD_DIR: the public/ and .cache/ of an earlier build (npm test keeps the business build)')

  test('a tab opened before a deploy keeps working, and its next navigation shows the new build', async ({ page, context, consoleErrors }, testInfo) => {
    test.setTimeout(120_000)
    // One port per project, so both projects can run at once.
    const port = e2ePort() + (testInfo.project.name === 'mobile' ? 3 : 1)
    const dataDir = copyOfTestDatabase()
    const product = productById(BALL_ID)
    let documents = 0
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents += 1
    })

    const site = switchableBuild(previous!)
    // The previous build reports to the providers' stand-in: the server is configured as the builds were
    // (its CSP lets the browser reach the stand-in).
    const server = await startStoreServer({ port, build: site.build, dataDir, host: 'localhost', env: providerBuildEnv() })
    // The app prompt (phones) would cover the header.
    await context.addCookies([{ name: 'refuseApp', value: 'true', url: server.origin }])
    try {
      await page.goto(`${server.origin}${pathOf(product)}`)
      await page.getByTestId('product-page').waitFor()
      await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 20_000 })
      await page.waitForLoadState('networkidle')
      const logo = page.getByRole('banner').getByRole('link', { name: /página inicial/ }).locator('img')
      await expect(logo).toHaveAttribute('src', /arena-esportes-empresas/)

      // The deploy.
      site.switchTo(currentBuild())
      const documentsBefore = documents

      // The old tab still works: it adds to the cart and shows the cart feedback.
      await page.getByTestId('add-to-cart').click()
      await expect(page.getByTestId('cart-feedback')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('cart-feedback')).toBeHidden()

      // Its next navigation shows the new build.
      await page.getByRole('banner').getByRole('link', { name: /página inicial/ }).click()
      await expect(page).toHaveURL(`${server.origin}/`)
      await expect(logo).toHaveAttribute('src', /arena-esportes\.svg/)
      await expect(page.getByRole('main')).not.toBeEmpty()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await page.waitForLoadState('networkidle')

      // At most the reloads the chunk-failure rule allows, no loop, and nothing failed.
      expect(documents - documentsBefore).toBeLessThanOrEqual(CHUNK_RELOAD_LIMIT)
      await page.waitForTimeout(2000)
      expect(documents - documentsBefore).toBeLessThanOrEqual(CHUNK_RELOAD_LIMIT)
      expect(consoleErrors.list).toEqual([])
    } finally {
      await server.stop()
      site.remove()
    }
  })
})
