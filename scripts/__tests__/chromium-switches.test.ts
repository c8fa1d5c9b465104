import { CHROMIUM_FLAGS, OMNIBOX_WEBUI_FEATURES, PLAYWRIGHT_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, withDisabledFeatures } from '../../e2e/support/chromium'

describe('withDisabledFeatures', () => {
  it('merges every --disable-features switch into one, last, with the extra features', () => {
    const merged = withDisabledFeatures(['--disable-features=A,B', '--no-sandbox', '--disable-features=C'], ['D'])
    expect(merged).toEqual(['--no-sandbox', '--disable-features=A,B,C,D'])
  })

  it('names a feature once, and adds a switch where there was none', () => {
    expect(withDisabledFeatures(['--disable-features=A,,B'], ['B', 'A'])).toEqual(['--disable-features=A,B'])
    expect(withDisabledFeatures(['--headless=new'], ['X'])).toEqual(['--headless=new', '--disable-features=X'])
  })
})

describe('PLAYWRIGHT_CHROMIUM_ARGS', () => {
  it('keeps the store flags and disables Playwright’s features with the omnibox pages in one switch', () => {
    const switches = PLAYWRIGHT_CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='))
    expect(switches).toHaveLength(1)
    expect(switches[0].slice('--disable-features='.length).split(',')).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES])
    expect(PLAYWRIGHT_CHROMIUM_ARGS).toEqual(expect.arrayContaining(CHROMIUM_FLAGS))
  })
})
