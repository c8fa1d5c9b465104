import { failedCallsCheck, loadTable, type LoadRow } from '../bench/load'

const row = (name: string, non2xx: number, errors: number): LoadRow => ({ name, requests: 100, rps: 10, p50: 1, p95: 2, p99: 3, non2xx, errors, cpuUsPerRequest: 50 })

describe('load rows', () => {
  it('shows one table line per call, with the server CPU per request', () => {
    expect(loadTable([row('GET orderForm', 0, 0)])).toEqual([{ call: 'GET orderForm', 'req/s': 10, p50: 1, p95: 2, p99: 3, 'server CPU µs/req': 50, non2xx: 0, errors: 0 }])
  })

  it('counts non-2xx answers and errors of every call against a budget of none', () => {
    expect(failedCallsCheck([row('a', 2, 1), row('b', 0, 4)])).toEqual({ name: 'failed calls', value: 7, budget: 0, kind: 'max' })
    expect(failedCallsCheck([]).value).toBe(0)
  })
})
