/**
 * The ECMAScript version the browser bundle's own output may use: webpack's runtime and chunk wrappers, and
 * what the minifier writes. Gatsby sets ES5 (`target: ['web', 'es5']`, Terser's `ecma: 5`), which makes them
 * write `function` for every arrow and no shorthand. Every browser of package.json's `browserslist`
 * (Chrome 109+, Safari and iOS 18.5+, Firefox, Samsung Internet 30) runs ES2020; the store's code already
 * ships ES2021 syntax where Babel's targets leave it (decision record 0038).
 */
export const BROWSER_OUTPUT_ECMA = 2020

/** webpack's target for the browser bundle. */
export const BROWSER_WEBPACK_TARGET: readonly string[] = ['web', `es${BROWSER_OUTPUT_ECMA}`]

/** The browser bundle's webpack config with its output's ECMAScript version raised to {@link BROWSER_OUTPUT_ECMA}. */
export function withBrowserOutputTarget<C extends object>(config: C): C & { target: string[] } {
  return { ...config, target: [...BROWSER_WEBPACK_TARGET] }
}
