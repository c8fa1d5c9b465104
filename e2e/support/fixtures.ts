import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/** Console errors of a page, collected from its first navigation. */
export interface ConsoleErrors {
  list: string[]
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: async ({ page }, use) => {
    const errors: ConsoleErrors = { list: [] }
    page.on('console', (message) => {
      if (message.type() === 'error') errors.list.push(message.text())
    })
    page.on('pageerror', (error) => errors.list.push(error.message))
    await use(errors)
  },
})

export { expect }

/** What an axe run over a whole page may add to a test's time (a long product page on a busy 2-core machine took > 30 s). */
const AXE_RUN_ALLOWANCE_MS = 30_000

/** Serious and critical accessibility violations on the current page. */
export async function seriousA11yViolations(page: Page) {
  test.info().setTimeout(test.info().timeout + AXE_RUN_ALLOWANCE_MS)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))
}
