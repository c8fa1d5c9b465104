import { jestOutcomes, outcomeLines, playwrightOutcomes } from '../test-outcomes'
import type { PlaywrightReport } from '../test-outcomes'

describe('the suite summary names failed and flaky tests', () => {
  it('jest: each failed test by file and full name; a file that failed with no test in it by its file and first message line', () => {
    const outcomes = jestOutcomes(
      {
        numPassedTests: 3,
        numFailedTests: 1,
        testResults: [
          {
            name: '/repo/src/components/wishlist/__tests__/WishlistHeart.analytics.test.tsx',
            status: 'failed',
            assertionResults: [
              { fullName: 'WishlistHeart analytics an add pushes add_to_wishlist', status: 'failed' },
              { fullName: 'WishlistHeart analytics a failed add is logged', status: 'passed' },
            ],
          },
          { name: '/repo/src/a.test.ts', status: 'passed', assertionResults: [{ fullName: 'a works', status: 'passed' }] },
          {
            name: '/repo/src/broken.test.ts',
            status: 'failed',
            message: '  ● Test suite failed to run\n\n    Cannot find module ./gone from broken.test.ts\n',
            assertionResults: [],
          },
        ],
      },
      '/repo',
    )
    expect(outcomes).toEqual({
      failed: [
        'src/components/wishlist/__tests__/WishlistHeart.analytics.test.tsx › WishlistHeart analytics an add pushes add_to_wishlist',
        'src/broken.test.ts (the file failed: Cannot find module ./gone from broken.test.ts)',
      ],
      flaky: [],
    })
  })

  it('Playwright: unexpected and flaky tests with project, file, line and the describe titles; passed and skipped ones are not named', () => {
    const report: PlaywrightReport = {
      stats: { expected: 2, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: 'cart.spec.ts',
          file: 'cart.spec.ts',
          specs: [{ title: 'top-level test', file: 'cart.spec.ts', line: 4, tests: [{ projectName: 'mobile', status: 'flaky' }] }],
          suites: [
            {
              title: 'cart',
              file: 'cart.spec.ts',
              specs: [
                {
                  title: 'a line is removed',
                  file: 'cart.spec.ts',
                  line: 20,
                  tests: [
                    { projectName: 'desktop', status: 'unexpected' },
                    { projectName: 'mobile', status: 'expected' },
                  ],
                },
                { title: 'skipped here', file: 'cart.spec.ts', line: 30, tests: [{ projectName: 'desktop', status: 'skipped' }] },
              ],
            },
          ],
        },
      ],
    }
    expect(playwrightOutcomes(report)).toEqual({
      failed: ['[desktop] cart.spec.ts:20 › cart › a line is removed'],
      flaky: ['[mobile] cart.spec.ts:4 › top-level test'],
    })
  })

  it('prints failed tests first, then flaky ones, and nothing when all passed at the first try', () => {
    expect(outcomeLines({ failed: ['a › one'], flaky: ['[mobile] b.spec.ts:3 › two'] })).toEqual([
      '  failed: a › one',
      '  flaky (passed on a retry): [mobile] b.spec.ts:3 › two',
    ])
    expect(outcomeLines({ failed: [], flaky: [] })).toEqual([])
    expect(playwrightOutcomes({ stats: { expected: 0, unexpected: 0, flaky: 0 } })).toEqual({ failed: [], flaky: [] })
  })
})
