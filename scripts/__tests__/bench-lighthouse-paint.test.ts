import { HELD_PAINT_MARGIN_MS, latePaintLines, observedPaint, paintHeldPastLoad } from '../bench/lighthouse-paint'

/** A Lighthouse result's `metrics` audit as Lighthouse 12 writes it (the fields read, and one more). */
function resultWith(observedFirstContentfulPaint: unknown, observedLoad: unknown) {
  return {
    audits: {
      metrics: { details: { type: 'debugdata', items: [{ observedFirstContentfulPaint, observedLoad, observedDomContentLoaded: 300 }] } },
    },
  }
}

describe('observedPaint', () => {
  it("reads the observed first contentful paint and load event from the metrics audit's first item", () => {
    expect(observedPaint(resultWith(2325, 542))).toEqual({ firstContentfulPaint: 2325, load: 542 })
  })

  it('is NaN where the audit or a value is missing', () => {
    expect(observedPaint({ audits: {} })).toEqual({ firstContentfulPaint: Number.NaN, load: Number.NaN })
    expect(observedPaint({ audits: { metrics: {} } })).toEqual({ firstContentfulPaint: Number.NaN, load: Number.NaN })
    expect(observedPaint(resultWith(undefined, 400))).toEqual({ firstContentfulPaint: Number.NaN, load: 400 })
  })
})

describe('paintHeldPastLoad', () => {
  it('holds when the first paint came more than the margin after the load event', () => {
    expect(paintHeldPastLoad({ firstContentfulPaint: 2325, load: 542 })).toBe(true)
    expect(paintHeldPastLoad({ firstContentfulPaint: 542 + HELD_PAINT_MARGIN_MS + 1, load: 542 })).toBe(true)
  })

  it('does not hold for a paint before the load event, or a frame or two after it', () => {
    expect(paintHeldPastLoad({ firstContentfulPaint: 276, load: 542 })).toBe(false)
    expect(paintHeldPastLoad({ firstContentfulPaint: 138, load: 135 })).toBe(false)
    expect(paintHeldPastLoad({ firstContentfulPaint: 542 + HELD_PAINT_MARGIN_MS, load: 542 })).toBe(false)
  })

  it('does not hold when a timing is unknown', () => {
    expect(paintHeldPastLoad({ firstContentfulPaint: Number.NaN, load: 542 })).toBe(false)
    expect(paintHeldPastLoad({ firstContentfulPaint: 2325, load: Number.NaN })).toBe(false)
  })
})

describe('latePaintLines', () => {
  it('names each route with a late paint, how many of its runs, and their timings', () => {
    const paints = new Map([
      ['/', [{ firstContentfulPaint: 2325, load: 542 }, { firstContentfulPaint: 250, load: 500 }, { firstContentfulPaint: 1222.4, load: 367.6 }]],
      ['/checkout/cart', [{ firstContentfulPaint: 200, load: 360 }, { firstContentfulPaint: 138, load: 135 }]],
    ])
    expect(latePaintLines(paints)).toEqual([
      '/: 2 of 3 run(s) painted after load (observed FCP 2,325 ms, load 542 ms; observed FCP 1,222 ms, load 368 ms)',
    ])
  })

  it('is empty when every run painted before its load event', () => {
    expect(latePaintLines(new Map([['/', [{ firstContentfulPaint: 180, load: 400 }]]]))).toEqual([])
  })
})
