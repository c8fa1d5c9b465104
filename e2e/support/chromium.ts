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
