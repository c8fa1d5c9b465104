import { PRODUCTION_CLASS_NAME, withShortClassNames } from './css-class-names'

const cssLoader = (modules: unknown) => ({ loader: '/app/node_modules/css-loader/dist/cjs.js', options: { sourceMap: false, modules } })

describe('short production class names', () => {
  const config = {
    entry: { app: 'x' },
    module: {
      rules: [
        { test: /\.js$/, use: [{ loader: '/app/node_modules/babel-loader/lib/index.js', options: { modules: { keep: true } } }] },
        {
          oneOf: [
            { test: /\.module\.css$/, use: [{ loader: 'mini-css-extract' }, cssLoader({ namedExport: true, localIdentName: '[name]--[local]--[hash:hex:5]' })] },
            { test: /\.css$/, use: [cssLoader(false)] },
          ],
        },
      ],
    },
  }

  it('renames the classes of CSS modules only, in every nested rule', () => {
    const patched = withShortClassNames(config)
    const [js, css] = patched.module.rules as Array<{ use?: Array<{ options: { modules: unknown } }>; oneOf?: Array<{ use: Array<{ options?: { modules: unknown } }> }> }>
    expect(js.use?.[0].options.modules).toEqual({ keep: true })
    expect(css.oneOf?.[0].use[1].options?.modules).toEqual({ namedExport: true, localIdentName: PRODUCTION_CLASS_NAME })
    expect(css.oneOf?.[1].use[0].options?.modules).toBe(false)
  })

  it('leaves the given config untouched', () => {
    const before = JSON.stringify(config.module.rules, (_k, v: unknown) => (v instanceof RegExp ? String(v) : v))
    withShortClassNames(config)
    expect(JSON.stringify(config.module.rules, (_k, v: unknown) => (v instanceof RegExp ? String(v) : v))).toBe(before)
  })

  it('uses six base62 characters', () => {
    expect(PRODUCTION_CLASS_NAME).toBe('[hash:base62:6]')
  })
})
