/**
 * Production class names of the CSS modules: a 6-character hash (base62,
 * e.g. `aZ3k9Q`) instead of Gatsby's `[name]--[local]--[hash:hex:5]`
 * (`ProductPage-module--buy-box--3f2a1`). A product page carries several
 * hundred class attributes and the stylesheet about a thousand selectors, so
 * the long names were a third of the HTML and about half of the CSS. The
 * development build keeps the readable names.
 *
 * gatsby-node (onCreateWebpackConfig, stages build-javascript and build-html):
 *   actions.replaceWebpackConfig(withShortClassNames(getConfig()))
 * Both stages must name alike: the server render writes the class attributes,
 * the browser bundle the stylesheet.
 */
export const PRODUCTION_CLASS_NAME = '[hash:base62:6]'

interface LoaderEntry {
  loader?: string
  options?: { modules?: unknown } & Record<string, unknown>
}

type RuleLike = Record<string, unknown>

function isCssLoader(entry: unknown): entry is LoaderEntry {
  return typeof entry === 'object' && entry !== null && typeof (entry as LoaderEntry).loader === 'string' && /[\\/]css-loader[\\/]/.test((entry as LoaderEntry).loader!)
}

function patchUse(use: unknown): unknown {
  if (!Array.isArray(use)) return isCssLoader(use) ? patchLoader(use) : use
  return use.map((entry) => (isCssLoader(entry) ? patchLoader(entry) : entry))
}

function patchLoader(entry: LoaderEntry): LoaderEntry {
  const modules = entry.options?.modules
  if (typeof modules !== 'object' || modules === null) return entry
  return { ...entry, options: { ...entry.options, modules: { ...modules, localIdentName: PRODUCTION_CLASS_NAME } } }
}

function patchRule(rule: unknown): unknown {
  if (typeof rule !== 'object' || rule === null) return rule
  const patched: RuleLike = { ...(rule as RuleLike) }
  if ('use' in patched) patched.use = patchUse(patched.use)
  if (Array.isArray(patched.oneOf)) patched.oneOf = patched.oneOf.map(patchRule)
  if (Array.isArray(patched.rules)) patched.rules = patched.rules.map(patchRule)
  return patched
}

/** The webpack config with every CSS-modules css-loader naming classes by PRODUCTION_CLASS_NAME (a copy; the input is untouched). */
export function withShortClassNames<T extends { module?: { rules?: unknown[] } }>(config: T): T {
  if (!config.module?.rules) return config
  return { ...config, module: { ...config.module, rules: config.module.rules.map(patchRule) } }
}
