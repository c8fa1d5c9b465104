/**
 * Chromium for Lighthouse: chrome-launcher's own switches, headless, the
 * store's (e2e/support/chromium.ts), and the omnibox's pages disabled in the
 * one `--disable-features` switch Chromium keeps (decision 0020). Shared by
 * bench:lighthouse and bench:lcp-graph.
 */
import { CHROMIUM_FLAGS, CHROMIUM_MISSING_MESSAGE, OMNIBOX_WEBUI_FEATURES, findChromium, withDisabledFeatures } from '../../e2e/support/chromium'

/** The Chromium to launch; throws with the install hint when there is none (ask before starting anything else). */
export function lighthouseChromePath(): string {
  const chromePath = findChromium()
  if (!chromePath) throw new Error(CHROMIUM_MISSING_MESSAGE)
  return chromePath
}

/** Launches Chromium for Lighthouse on `port` (else a free one); kill it when done. */
export async function launchLighthouseChrome(chromePath: string, port?: number): Promise<{ port: number; kill(): void | Promise<void> }> {
  const chromeLauncher = await import('chrome-launcher')
  const chromeFlags = withDisabledFeatures([...chromeLauncher.Launcher.defaultFlags(), '--headless=new', ...CHROMIUM_FLAGS], OMNIBOX_WEBUI_FEATURES)
  return chromeLauncher.launch({ chromePath, chromeFlags, ignoreDefaultFlags: true, ...(port ? { port } : {}) })
}
