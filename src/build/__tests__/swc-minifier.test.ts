import { SWC_MINIFY_OPTIONS, withSwcMinifier } from '../swc-minifier'

/** The terser-webpack-plugin Gatsby itself configures (resolved from Gatsby, as webpack's config gets it). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TerserPlugin = require(require.resolve('terser-webpack-plugin', { paths: [require.resolve('gatsby/package.json')] })) as {
  new (options?: Record<string, unknown>): { options: { exclude?: unknown; minimizer: { implementation: unknown; options: unknown } } }
  swcMinify: (input: Record<string, string>, sourceMap: undefined, options: unknown, extractComments: boolean) => Promise<{ code: string; errors?: unknown[] }>
}

/** Gatsby's CSS minimizer stands for any other minimizer: it is kept as it is. */
class CssMinimizer {}

/** Gatsby's browser-bundle minimizers: Terser (with Gatsby's exclude and options), then the CSS minimizer. */
function gatsbyMinimizers(): unknown[] {
  return [new TerserPlugin({ exclude: /\.min\.js/, terserOptions: { ie8: false, mangle: { safari10: true } }, parallel: 1 }), new CssMinimizer()]
}

describe('withSwcMinifier', () => {
  it('minifies with SWC through the same plugin, keeping what Gatsby excluded and the other minimizers', () => {
    const css = new CssMinimizer()
    const [terser] = gatsbyMinimizers()
    const config = { mode: 'production', optimization: { splitChunks: { chunks: 'all' }, minimizer: [terser, css] } }

    const next = withSwcMinifier(config)

    const [js, other] = next.optimization.minimizer as [InstanceType<typeof TerserPlugin>, unknown]
    expect(js).toBeInstanceOf(TerserPlugin)
    expect(js).not.toBe(terser)
    expect(js.options.minimizer.implementation).toBe(TerserPlugin.swcMinify)
    expect(js.options.minimizer.options).toEqual(SWC_MINIFY_OPTIONS)
    expect(js.options.exclude).toEqual(/\.min\.js/)
    expect(other).toBe(css)
    expect(next.optimization.splitChunks).toEqual({ chunks: 'all' })
    expect(next.mode).toBe('production')
    // The given config is left as it was.
    expect(config.optimization.minimizer[0]).toBe(terser)
  })

  it('refuses a config without the terser plugin, instead of leaving Terser or nothing in place', () => {
    expect(() => withSwcMinifier({ optimization: { minimizer: [new CssMinimizer()] } })).toThrow(/no terser-webpack-plugin minimizer/)
    expect(() => withSwcMinifier({})).toThrow(/no terser-webpack-plugin minimizer/)
  })

  it('its options are accepted by SWC, and the minified code still does what the source did', async () => {
    // A chunk's code is inside webpack's module functions: its names are local.
    const source = `(function () {
      const formatPrice = (cents) => 'R$ ' + (cents / 100).toFixed(2).replace('.', ',');
      function totalOf(lines) { let total = 0; for (const line of lines) total += line.price * line.quantity; return total }
      globalThis.__result = formatPrice(totalOf([{ price: 1990, quantity: 2 }, { price: 500, quantity: 1 }]));
    })()`
    const { code, errors } = await TerserPlugin.swcMinify({ 'app.js': source }, undefined, SWC_MINIFY_OPTIONS, false)
    expect(errors ?? []).toEqual([])
    expect(code.length).toBeLessThan(source.length * 0.6)
    expect(code).not.toContain('formatPrice')
    const scope: { __result?: string } = {}
    new Function('globalThis', code)(scope)
    expect(scope.__result).toBe('R$ 44,80')
  })

  it('writes the bundle’s output version: arrows and shorthand stay, no ES5 rewrites', async () => {
    const source = `(function () {
      const name = 'bola'
      const price = 1990
      globalThis.__result = [1, 2].map((quantity) => ({ name, price, total: quantity * price }))
    })()`
    const { code, errors } = await TerserPlugin.swcMinify({ 'app.js': source }, undefined, SWC_MINIFY_OPTIONS, false)
    expect(errors ?? []).toEqual([])
    expect(code).toContain('=>')
    expect(code).not.toMatch(/function\s*\(/)
    const scope: { __result?: unknown } = {}
    new Function('globalThis', code)(scope)
    expect(scope.__result).toEqual([
      { name: 'bola', price: 1990, total: 1990 },
      { name: 'bola', price: 1990, total: 3980 },
    ])
  })
})
