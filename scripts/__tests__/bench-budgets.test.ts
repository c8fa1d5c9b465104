import { passes, readBudgets, report } from '../bench/budgets'

describe('bench budgets', () => {
  it('holds the performance targets', () => {
    const budgets = readBudgets()
    expect(budgets.lighthouse.categories.performance).toBe(0.98)
    expect(budgets.lighthouse.metrics).toEqual({ 'largest-contentful-paint': 1800, 'total-blocking-time': 100, 'cumulative-layout-shift': 0.02 })
    expect(budgets.bundle.firstLoadJsGzipKb).toBe(130)
    expect(budgets.build).toEqual({ catalogSize: 20000, wallSeconds: 180, productPageHtmlKb: 60 })
    expect(budgets.api.cartWriteP95Ms).toBe(25)
    expect(budgets.search).toMatchObject({ autocompleteP95Ms: 15, productSearchP95Ms: 40, searchPageP95Ms: 60 })
    expect(budgets.drain).toEqual({ resets: 0, failedRequests: 0 })
  })

  it('checks at-most and at-least budgets, the limit included, NaN failing', () => {
    expect(passes({ name: 'p95', value: 40, budget: 40, kind: 'max' })).toBe(true)
    expect(passes({ name: 'p95', value: 40.1, budget: 40, kind: 'max' })).toBe(false)
    expect(passes({ name: 'score', value: 0.98, budget: 0.98, kind: 'min' })).toBe(true)
    expect(passes({ name: 'score', value: 0.97, budget: 0.98, kind: 'min' })).toBe(false)
    expect(passes({ name: 'p95', value: Number.NaN, budget: 40, kind: 'max' })).toBe(false)
  })

  it('reports exit code 1 when any budget is missed', () => {
    const lines: string[] = []
    expect(report([{ name: 'a', value: 1, budget: 2, kind: 'max' }], (l) => lines.push(l))).toBe(0)
    expect(report([{ name: 'a', value: 1, budget: 2, kind: 'max' }, { name: 'b', value: 3, budget: 2, kind: 'max' }], (l) => lines.push(l))).toBe(1)
    expect(lines.join('\n')).toMatch(/FAIL {2}b: 3 \(≤ 2\)/)
  })
})
