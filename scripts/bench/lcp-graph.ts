/**
 * `npm run bench:lcp-graph [-- route…]`: runs Lighthouse 12 (mobile,
 * performance only) once per route against the production server on the
 * current build (or BENCH_BASE_URL), and prints what its simulated LCP is
 * made of: the observed first paint and load, then the nodes of Lantern's
 * optimistic and pessimistic graphs with their simulated start and end, the
 * node that ends each estimate marked ◀ (./lantern-graph.ts). Lighthouse
 * reports the mean of the two estimates. A diagnosis tool, no budget: use it
 * before changing what a page loads first (decision 0020).
 */
import { formatRows, graphRows, type LanternNodeLike, type NodeTiming } from './lantern-graph'
import { launchLighthouseChrome, lighthouseChromePath } from './lighthouse-chrome'
import { observedPaint } from './lighthouse-paint'
import { LIGHTHOUSE_ROUTES } from './routes'
import { startBenchServer } from './serve-build'

interface LanternEstimate {
  timeInMs: number
  nodeTimings: Map<LanternNodeLike, NodeTiming>
}

async function main(): Promise<number> {
  const chromePath = lighthouseChromePath()
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : LIGHTHOUSE_ROUTES
  const { default: lighthouse } = await import('lighthouse')
  // Lighthouse's own modules, as its largest-contentful-paint audit calls them (not part of its typed API).
  const { Audit } = (await import('lighthouse/core/audits/audit.js' as string)) as { Audit: { makeMetricComputationDataInput(artifacts: unknown, context: unknown): unknown } }
  const { LanternLargestContentfulPaint } = (await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js' as string)) as {
    LanternLargestContentfulPaint: { request(data: unknown, context: unknown): Promise<{ optimisticEstimate: LanternEstimate; pessimisticEstimate: LanternEstimate }> }
  }
  const server = await startBenchServer()
  const chrome = await launchLighthouseChrome(chromePath)
  try {
    for (const route of routes) {
      const result = await lighthouse(`${server.baseUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
      if (!result) throw new Error(`no Lighthouse result for ${route}`)
      const { lhr, artifacts } = result
      const paint = observedPaint(lhr)
      const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)
      console.log(`\n${route}: simulated LCP ${lcp} ms; observed first paint ${paint.firstContentfulPaint} ms, load ${paint.load} ms`)
      const context = { computedCache: new Map(), settings: lhr.configSettings }
      const estimates = await LanternLargestContentfulPaint.request(Audit.makeMetricComputationDataInput(artifacts, context), context)
      for (const [name, estimate] of [['optimistic', estimates.optimisticEstimate], ['pessimistic', estimates.pessimisticEstimate]] as const) {
        console.log(`  ${name} graph: ${Math.round(estimate.timeInMs)} ms (start, end, ◀ the node that ends it)`)
        for (const line of formatRows(graphRows(estimate.nodeTimings, server.baseUrl))) console.log(`  ${line}`)
      }
    }
  } finally {
    await chrome.kill()
    await server.stop()
  }
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
