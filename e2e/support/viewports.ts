import { devices, type BrowserContextOptions } from '@playwright/test'

/** The browser tests' two screens: a 1366 px desktop and a 390 px phone (the projects of playwright.config.ts). */
export const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } satisfies BrowserContextOptions
export const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } satisfies BrowserContextOptions

/** What every browser test's context has besides its screen (playwright.config.ts `use`). */
export const CONTEXT_DEFAULTS = {
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  // The service worker has its own specs (offline, deploy); elsewhere every test starts from the network.
  serviceWorkers: 'block',
} satisfies BrowserContextOptions
