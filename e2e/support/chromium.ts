import fs from 'node:fs'

/** Where a system Chromium may be; Playwright cannot download its own browser here. */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable']

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * Chromium 155+ draws its omnibox popups as web pages of its own
 * (chrome://omnibox-popup.top-chrome): every new browser window — in headless
 * mode every new browser context, so every browser test — starts a renderer
 * for them that loads and runs that page, 1–2 s of CPU on a 2-core machine,
 * beside the page under test. No test needs an omnibox.
 */
export const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

/**
 * The features Playwright (1.65) disables in every Chromium it launches. Chromium keeps only
 * the last `--disable-features` switch of its command line, so a launch that disables more
 * must repeat these; `e2e/chromium-features.spec.ts` compares them with what a default launch
 * really disables, so a Playwright upgrade that changes its list fails there.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

const DISABLE_FEATURES = '--disable-features='

/**
 * `args` with every `--disable-features` switch in it merged into one, which
 * also disables `extra` (Chromium would otherwise keep only the last switch).
 */
export function withDisabledFeatures(args: readonly string[], extra: readonly string[]): string[] {
  const features: string[] = []
  const rest: string[] = []
  for (const arg of args) {
    if (arg.startsWith(DISABLE_FEATURES)) features.push(...arg.slice(DISABLE_FEATURES.length).split(',').filter(Boolean))
    else rest.push(arg)
  }
  features.push(...extra)
  return [...rest, `${DISABLE_FEATURES}${[...new Set(features)].join(',')}`]
}

/** The switches for a Chromium that Playwright launches: CHROMIUM_FLAGS, and Playwright's disabled features with the omnibox's. */
export const PLAYWRIGHT_CHROMIUM_ARGS = withDisabledFeatures(
  [...CHROMIUM_FLAGS, `${DISABLE_FEATURES}${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
  OMNIBOX_WEBUI_FEATURES,
)

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const fromEnv = env.CHROMIUM_PATH
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : null
  return CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null
}

export const CHROMIUM_MISSING_MESSAGE = [
  'No Chromium found for the browser tests.',
  'Install one, e.g. on Debian/Ubuntu: sudo apt-get install -y chromium',
  'or point CHROMIUM_PATH at a Chromium/Chrome executable: CHROMIUM_PATH=/path/to/chrome npm test',
].join('\n')
