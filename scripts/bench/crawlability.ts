/**
 * Which Lighthouse runs score the `is-crawlable` audit. A page kept out of
 * search engines on purpose (search results and the checkout carry noindex)
 * is not scored on it, and neither is any page of a build that is not the
 * production store's: its robots.txt disallows everything by design
 * (src/build/robots.ts, decided by SITE_URL), so the audit would fail on
 * every route of every local build and say nothing about the page.
 */

/** Pages kept out of search engines (noindex: search results, the checkout). */
const NOINDEX_PATH = /^\/(?:pesquisa|checkout)(?:[?/]|$)/

/** True when robots.txt disallows the whole site to every crawler (`User-agent: *` with `Disallow: /`). */
export function robotsDisallowsEverything(robotsText: string): boolean {
  let forEveryCrawler = false
  let previousWasAgent = false
  for (const rawLine of robotsText.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim()
    if (!line) continue
    const separator = line.indexOf(':')
    if (separator < 0) continue
    const field = line.slice(0, separator).trim().toLowerCase()
    const value = line.slice(separator + 1).trim()
    if (field === 'user-agent') {
      // Consecutive User-agent lines open one group; a rule line in between closes it.
      forEveryCrawler = (previousWasAgent && forEveryCrawler) || value === '*'
      previousWasAgent = true
      continue
    }
    previousWasAgent = false
    if (forEveryCrawler && field === 'disallow' && value === '/') return true
  }
  return false
}

/** Whether a run on `route` scores crawlability, given the served build's robots.txt (null when it has none). */
export function scoresCrawlability(route: string, robotsText: string | null): boolean {
  if (NOINDEX_PATH.test(route)) return false
  return robotsText === null || !robotsDisallowsEverything(robotsText)
}
