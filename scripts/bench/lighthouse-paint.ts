/**
 * What a Lighthouse run saw happen, as opposed to what it simulated: the
 * observed first contentful paint against the observed load event. On a
 * host whose cores are all busy Chromium can hold a page's first paint back
 * past the load event (viz throttles the BeginFrames of a client it counts as
 * unresponsive, Lighthouse issue #17148; decision 0020). Lighthouse's
 * simulation then counts every request and task before that late paint, so
 * such a run's LCP and TBT describe the host, not the page.
 */

/** The observed timings of one run (ms from navigation start); NaN where Lighthouse had none. */
export interface ObservedPaint {
  readonly firstContentfulPaint: number
  readonly load: number
}

/** The slice of a Lighthouse result this module reads. */
export interface LighthouseResultWithMetrics {
  readonly audits: Record<string, { readonly details?: unknown } | undefined>
}

const METRICS_AUDIT = 'metrics'

/**
 * How far past the load event a first paint must come to count as held back.
 * A page that loads fast can paint a frame or two after its load event
 * (observed: 3–17 ms on an idle host); a throttled client gets at most one
 * BeginFrame a second, and the held paints measured were 850–1,960 ms past
 * load (decision 0020).
 */
export const HELD_PAINT_MARGIN_MS = 250

function numberOrNaN(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN
}

/** The observed first contentful paint and load event of a run, from its `metrics` audit. */
export function observedPaint(lhr: LighthouseResultWithMetrics): ObservedPaint {
  const details = lhr.audits[METRICS_AUDIT]?.details as { items?: ReadonlyArray<Record<string, unknown>> } | undefined
  const item = details?.items?.[0] ?? {}
  return { firstContentfulPaint: numberOrNaN(item.observedFirstContentfulPaint), load: numberOrNaN(item.observedLoad) }
}

/** Whether the run's first paint came more than HELD_PAINT_MARGIN_MS after its load event (false when either is unknown). */
export function paintHeldPastLoad(paint: ObservedPaint): boolean {
  return paint.firstContentfulPaint - paint.load > HELD_PAINT_MARGIN_MS
}

/**
 * One line per route where some run's first paint was held past its load event
 * ("/: 2 of 3 run(s) painted after load (observed FCP 2,325 ms, load 542 ms; …)"),
 * none when no run's was.
 */
export function latePaintLines(paintsByRoute: ReadonlyMap<string, readonly ObservedPaint[]>): string[] {
  const lines: string[] = []
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`
  for (const [route, paints] of paintsByRoute) {
    const late = paints.filter(paintHeldPastLoad)
    if (!late.length) continue
    const detail = late.map((p) => `observed FCP ${ms(p.firstContentfulPaint)}, load ${ms(p.load)}`).join('; ')
    lines.push(`${route}: ${late.length} of ${paints.length} run(s) painted after load (${detail})`)
  }
  return lines
}
