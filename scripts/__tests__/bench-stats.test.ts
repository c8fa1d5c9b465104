import { median, parseCountOption, parseRunsArgument, selectedCalls } from '../bench/stats'

describe('bench statistics', () => {
  it('takes the median of odd and even lists, ignoring NaN', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([Number.NaN, 5])).toBe(5)
    expect(median([])).toBeNaN()
  })

  it('reads --runs from the arguments', () => {
    expect(parseRunsArgument(['/', '--runs', '5', '/p'], 3)).toEqual({ runs: 5, rest: ['/', '/p'] })
    expect(parseRunsArgument([], 3)).toEqual({ runs: 3, rest: [] })
    expect(() => parseRunsArgument(['--runs', 'x'], 3)).toThrow(/whole number/)
    expect(() => parseRunsArgument(['--runs', '0'], 3)).toThrow('--runs needs a whole number of at least 1')
  })

  it('reads a count option that may be zero, leaving --runs and routes to the next reader', () => {
    const { value, rest } = parseCountOption(['--warm-up', '0', '--runs', '2', '/'], '--warm-up', 1, 0)
    expect(value).toBe(0)
    expect(parseRunsArgument(rest, 3)).toEqual({ runs: 2, rest: ['/'] })
    expect(parseCountOption(['/'], '--warm-up', 1, 0)).toEqual({ value: 1, rest: ['/'] })
    expect(() => parseCountOption(['--warm-up', '-1'], '--warm-up', 1, 0)).toThrow('--warm-up needs a whole number of at least 0')
    expect(() => parseCountOption(['--warm-up'], '--warm-up', 1, 0)).toThrow(/whole number/)
  })
})

describe('selectedCalls', () => {
  const all = ['read', 'add', 'update'] as const
  it('is every call when BENCH_CALLS is unset, the named ones in their order otherwise', () => {
    expect(selectedCalls(all, undefined)).toEqual(all)
    expect(selectedCalls(all, 'update,read')).toEqual(['update', 'read'])
  })
  it('names the known calls when one is unknown', () => {
    expect(() => selectedCalls(all, 'add,delete')).toThrow('BENCH_CALLS: unknown call delete; use read, add, update')
  })
})
