import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

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

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: async ({ page }, use) => {
    await use(collectConsoleErrors(page))
  },
})

export { expect }

/** What an axe run over a whole page may add to a test's time (a long product page on a busy 2-core machine took > 30 s). */
const AXE_RUN_ALLOWANCE_MS = 30_000

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
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (page.frames().length === 1) axe.setLegacyMode(true)
  const results = await axe.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))
}
