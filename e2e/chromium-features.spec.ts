import fs from 'node:fs'
import { chromium, expect, test } from '@playwright/test'
import { CHROMIUM_FLAGS, OMNIBOX_WEBUI_FEATURES, PLAYWRIGHT_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, findChromium } from './support/chromium'

/**
 * The command line of a process, as its words (Linux /proc). Chromium's zygote
 * writes a forked child's command line as one string, so spaces split it too.
 */
function commandLine(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/).filter(Boolean)
  } catch {
    return []
  }
}

/** Every process started by `root`, at any depth (Linux /proc). */
function descendants(root: number): number[] {
  const parentOf = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // pid (comm) state ppid …: the name may hold spaces, so read after its closing parenthesis.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // the process ended meanwhile
    }
  }
  const found: number[] = []
  let frontier = [root]
  while (frontier.length) {
    const next = [...parentOf].filter(([, parent]) => frontier.includes(parent)).map(([pid]) => pid)
    found.push(...next)
    frontier = next
  }
  return found
}

/** What the last --disable-features switch disables (Chromium keeps only the last). */
function disabledFeatures(args: string[]): string[] {
  const last = args.filter((arg) => arg.startsWith('--disable-features=')).at(-1)
  return last ? last.slice('--disable-features='.length).split(',') : []
}

async function launch(args: string[]) {
  const server = await chromium.launchServer({ executablePath: findChromium()!, args })
  const pid = server.process().pid!
  return { server, pid, browserArgs: commandLine(pid) }
}

test.describe('the browser the tests launch', () => {
  test.skip(({ isMobile }) => isMobile, 'one launch check is enough; it does not depend on the viewport')
  test.skip(process.platform !== 'linux', 'reads the processes from /proc')

  test('keeps every feature Playwright disables, and starts no omnibox page for a new context', async ({ baseURL }) => {
    const plain = await launch([...CHROMIUM_FLAGS])
    try {
      // Playwright's own list, as it launches Chromium today: the copy we repeat must match it.
      expect(new Set(disabledFeatures(plain.browserArgs))).toEqual(new Set(PLAYWRIGHT_DISABLED_FEATURES))
    } finally {
      await plain.server.close()
    }

    const ours = await launch(PLAYWRIGHT_CHROMIUM_ARGS)
    try {
      const features = disabledFeatures(ours.browserArgs)
      for (const feature of [...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES]) expect(features).toContain(feature)
      const browser = await chromium.connect(ours.server.wsEndpoint())
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`${baseURL}/offline`)
      // Without the switches, the omnibox's renderer has started by now (measured: within the page's load).
      await page.waitForTimeout(1500)
      const omniboxRenderers = descendants(ours.pid).filter((pid) => commandLine(pid).includes('--top-chrome-webui'))
      expect(omniboxRenderers).toEqual([])
      await browser.close()
    } finally {
      await ours.server.close()
    }
  })
})
