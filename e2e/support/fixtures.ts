import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../../src/app/hydration-mark'

/** Console errors of a page, collected from its first navigation. */
export interface ConsoleErrors {
  list: string[]
}

/** Collects a page's console errors and uncaught exceptions from now on. */
export function collectConsoleErrors(page: Page): ConsoleErrors {
  const errors: ConsoleErrors = { list: [] }
  page.on('console', (message) => {
    if (message.type() === 'error') errors.list.push(message.text())
  })
  page.on('pageerror', (error) => errors.list.push(error.message))
  return errors
}

/** How long a full navigation may wait for the page to hydrate (a busy 2-core machine runs two browsers). */
const HYDRATION_TIMEOUT_MS = 20_000

const pagesNotWaitingForHydration = new WeakSet<Page>()

/**
 * The page's navigations stop waiting for hydration: for a test that keeps the
 * page's scripts from running. (A page whose clock is installed stops waiting
 * by itself: on a paused clock the test moves the page along.)
 */
export function doNotWaitForHydration(page: Page): void {
  pagesNotWaitingForHydration.add(page)
}

/**
 * Resolves once React has taken over the page (HYDRATED_ATTRIBUTE on `<html>`,
 * src/app/HydrationMark.tsx), or at once on a document the storefront's app
 * does not render (no Gatsby root: an API answer, the login pages, the
 * publishing status page). Call it after the document has loaded.
 */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.locator(`:root[${HYDRATED_ATTRIBUTE}], :root:not(:has(#___gatsby))`).waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS })
  } catch (error) {
    throw new Error(`${page.url()} was not hydrated within ${HYDRATION_TIMEOUT_MS} ms: ${(error as Error).message}`)
  }
}

/**
 * Every full navigation (`goto`, `reload`) of the test's page resolves once the
 * page is hydrated, not at its load event: a press on a server-rendered
 * control before the scripts run is lost, and on a busy machine the scripts
 * ran after the test's first press. A context without JavaScript, a page
 * whose clock is installed, and doNotWaitForHydration's pages wait as before.
 */
function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const installClock = page.clock.install.bind(page.clock)
  const hydrated = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation
    if (!pagesNotWaitingForHydration.has(page)) await waitForHydration(page)
    return response
  }
  page.goto = (url, options) => hydrated(goto(url, options))
  page.reload = (options) => hydrated(reload(options))
  page.clock.install = (options) => {
    doNotWaitForHydration(page)
    return installClock(options)
  }
  return page
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForHydration(page))
  },
  consoleErrors: async ({ page }, use) => {
    await use(collectConsoleErrors(page))
  },
})

export { expect }

/** What an axe run over a whole page may add to a test's time (a long product page on a busy 2-core machine took > 30 s). */
const AXE_RUN_ALLOWANCE_MS = 30_000
/** axe's rule for WCAG 2.5.3 (the accessible name holds the visible label). */
const LABEL_IN_NAME_RULE = 'label-content-name-mismatch'
/** How long an accessibility check waits for the page's finite animations to end. */
const ANIMATIONS_SETTLE_TIMEOUT_MS = 10_000

/**
 * Serious and critical accessibility violations on the current page.
 *
 * A page with no frames of its own (every page of the store) is checked with one `axe.run` in it
 * (AxeBuilder's legacy mode): the same rules and the same results, node for node, as AxeBuilder's
 * default, which runs `axe.runPartial` in each frame and then `axe.finishRun` in a new blank page it
 * opens for that, about 1–2 s more per run on this machine. A page with frames keeps the default,
 * which also checks frames of other origins.
 */
export async function seriousA11yViolations(page: Page) {
  test.info().setTimeout(test.info().timeout + AXE_RUN_ALLOWANCE_MS)
  // The rotating sliders (the stripe, the banners) hold still while axe reads the page, as their pause button
  // would make them: a rotation that came due during a slow run moved a slide under axe's contrast check
  // (account area, desktop, on a loaded machine). They rotate again afterwards.
  const held = await holdRotatingSliders(page)
  try {
    return await violationsAtRest(page)
  } finally {
    await releaseRotatingSliders(page, held)
  }
}

/** A slider's root element and the Swiper instance it carries once started (src/components/slider/Slider.tsx sets data-slider-ready). */
export type SliderRoot = HTMLElement & {
  swiper?: { animating: boolean; autoplay?: { running: boolean; paused: boolean; start(): void; stop(): void } }
}

/** Stops every running slider rotation; returns how many it stopped (their roots are marked). */
function holdRotatingSliders(page: Page): Promise<number> {
  return page.evaluate(() => {
    let stopped = 0
    for (const root of document.querySelectorAll<SliderRoot>('[data-slider-ready="true"]')) {
      if (!root.swiper?.autoplay?.running) continue
      root.swiper.autoplay.stop()
      root.dataset.heldForAxe = 'true'
      stopped++
    }
    return stopped
  })
}

/** Starts again the rotations holdRotatingSliders stopped (none when the page has gone meanwhile). */
async function releaseRotatingSliders(page: Page, held: number): Promise<void> {
  if (held === 0 || page.isClosed()) return
  await page.evaluate(() => {
    for (const root of document.querySelectorAll<SliderRoot>('[data-held-for-axe="true"]')) {
      delete root.dataset.heldForAxe
      root.swiper?.autoplay?.start()
    }
  })
}

async function violationsAtRest(page: Page) {
  // The page at rest: a slide caught halfway through its transition (the stripe's, a banner's) has text over
  // a background axe cannot tell, and was reported as a contrast violation. Endless animations are left running.
  // (Polled from here, not with the page's timers: a test may have installed the page's clock.)
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
        ),
      { timeout: ANIMATIONS_SETTLE_TIMEOUT_MS, message: 'the page’s animations end before its accessibility is checked' },
    )
    .toBe(true)
  // Label in name (WCAG 2.5.3, level A) is among axe's experimental rules, left out of a run by tags unless named;
  // Lighthouse runs it, and found a button whose name did not hold its visible words.
  const axe = new AxeBuilder({ page })
    .options({ rules: { [LABEL_IN_NAME_RULE]: { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (page.frames().length === 1) axe.setLegacyMode(true)
  const results = await axe.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))
}
