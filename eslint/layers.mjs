/**
 * The layer rules of the project, checked by lint (rule `layers/imports`).
 * Every source file belongs to the first layer whose folder holds it; an
 * import from one layer into another must be listed in the importer's
 * `mayImport` (values and types) or `mayImportTypes` (`import type` only).
 * Tests, test support, e2e and scripts are outside the layers.
 * docs/architecture.md shows the same table.
 */
import path from 'node:path'

/** @typedef {{ name: string, folders: string[], holds: string, mayImport: string[], mayImportTypes?: string[], noNodeBuiltins?: boolean }} Layer */

/** @type {Layer[]} */
export const LAYERS = [
  {
    // Before `shared`, so the folder inside src/contracts is this layer. Browser code may
    // import only the types of these modules: zod stays out of the bundle.
    name: 'schemas',
    folders: ['src/contracts/schemas'],
    holds: 'the zod schemas of the contracts (forms, reviews, publishing…): validation on the server and at build time',
    mayImport: ['shared', 'schemas'],
    noNodeBuiltins: true,
  },
  {
    name: 'shared',
    folders: ['cms-schemas', 'src/catalogue', 'src/contracts', 'src/config'],
    holds: 'CMS schemas, catalogue model and search engine, VTEX contracts, configuration: pure, no I/O, no UI',
    mayImport: ['shared'],
    noNodeBuiltins: true,
  },
  {
    name: 'sdk',
    folders: ['src/sdk'],
    holds: 'store toolkit: pure stores and React providers, browser storage',
    mayImport: ['shared', 'sdk'],
    mayImportTypes: ['schemas'],
  },
  {
    name: 'lib',
    folders: ['src/lib'],
    holds: 'pure helpers shared by browser code and the build (no I/O, no UI)',
    mayImport: ['shared', 'lib'],
    mayImportTypes: ['sdk', 'schemas'],
  },
  {
    name: 'commerce',
    folders: ['src/commerce'],
    holds: 'typed HTTP client of the store API',
    mayImport: ['shared', 'lib', 'commerce', 'sdk'],
    mayImportTypes: ['schemas'],
  },
  {
    name: 'analytics',
    folders: ['src/analytics'],
    holds: 'data layer, page types, session tracking, providers',
    mayImport: ['shared', 'lib', 'sdk', 'commerce', 'analytics'],
    mayImportTypes: ['schemas'],
  },
  {
    name: 'components',
    folders: ['src/components'],
    holds: 'UI by feature',
    mayImport: ['shared', 'lib', 'sdk', 'commerce', 'analytics', 'components'],
    mayImportTypes: ['schemas'],
  },
  {
    name: 'pages',
    folders: ['src/pages', 'src/templates', 'src/app', 'src/ssr', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    holds: 'routes, templates, the app root and the server-rendered regions: compose components',
    mayImport: ['shared', 'lib', 'sdk', 'commerce', 'analytics', 'components', 'pages'],
    mayImportTypes: ['schemas'],
  },
  {
    name: 'service-worker',
    folders: ['src/service-worker'],
    holds: 'the service worker (/sw.js): caching rules and the worker, bundled by the build',
    mayImport: ['shared', 'service-worker'],
    mayImportTypes: ['schemas'],
    noNodeBuiltins: true,
  },
  {
    name: 'build',
    folders: ['src/build', 'gatsby-node.ts', 'gatsby-config.ts'],
    holds: 'build time: CMS and catalogue sourcing, page creation, redirects, the service worker file',
    mayImport: ['shared', 'schemas', 'lib', 'catalogue-source', 'build'],
    mayImportTypes: ['components', 'pages', 'service-worker'],
  },
  {
    name: 'catalogue-source',
    folders: ['src/server/catalogue-source'],
    holds: 'the catalogue source port’s implementations (embedded database, merchant feed, VTEX)',
    mayImport: ['shared', 'schemas', 'server', 'catalogue-source'],
  },
  {
    name: 'server',
    folders: ['src/server'],
    holds: 'Node server: HTTP handlers over domain over storage, wired in one composition root',
    mayImport: ['shared', 'schemas', 'server', 'catalogue-source', 'demo'],
  },
  {
    name: 'demo',
    folders: ['src/demo'],
    holds: 'demo and seed data of the embedded backend: the generated catalogue, demo members and their orders, the seeded search log, and the seeders that write them',
    mayImport: ['shared', 'schemas', 'server', 'catalogue-source', 'demo'],
  },
]

/**
 * Feature modules: the store's own features (the account area and its pages, club, cashback,
 * reviews, wishlist, marketplace…), each in `src/features/<name>/`, built of parts that each play
 * one layer of the table above. A feature is reached from outside only through its face, `index.ts`
 * (browser code), or — by the composition root alone — its server registration, `server/module.ts`.
 */
export const FEATURE_ROOT = 'src/features'
export const FEATURE_PARTS = [
  { part: 'contract.ts', layer: 'shared', holds: 'its types and pure rules, shared by server, build and browser' },
  { part: 'schemas.ts', layer: 'schemas', holds: 'its zod schemas (form and API input)' },
  { part: 'state/', layer: 'sdk', holds: 'its browser state: stores and providers, no UI' },
  { part: 'client.ts', layer: 'commerce', holds: 'its typed calls to the store API' },
  { part: 'ui/', layer: 'components', holds: 'its components (pages, panels, forms)' },
  { part: 'index.ts', layer: 'components', holds: 'its face: what other features and the core may use' },
  { part: 'server/', layer: 'server', holds: 'routes, service, repository (its SQL), migrations, module.ts' },
]
/** What only the composition root may import of a feature besides its face. */
const FEATURE_REGISTRATION = 'server/module'

/** The feature a path belongs to and the rest of its path inside it, or null. */
function featureOf(file) {
  const match = new RegExp(`^${FEATURE_ROOT}/([^/]+)(?:/(.*))?$`).exec(file)
  return match ? { name: match[1], inside: match[2] ?? '' } : null
}

/** The part of a feature a path inside it is (its folder's part for a folder), or null. */
function featurePartOf(inside) {
  const bare = inside.replace(/\.[cm]?[jt]sx?$/, '')
  return FEATURE_PARTS.find(({ part }) => (part.endsWith('/') ? `${bare}/`.startsWith(part) : bare === part.replace(/\.ts$/, '') || (bare === '' && part === 'index.ts')))
}

const isFeatureFace = (inside) => ['', 'index', 'index.ts', 'index.tsx'].includes(inside)

/** The layers whose code runs in the browser (their folders may not import zod). */
export const BROWSER_LAYERS = ['sdk', 'lib', 'commerce', 'analytics', 'components', 'pages', 'service-worker']

/** Folders (and files) of the browser layers, as ESLint globs. */
export const browserGlobs = () => [
  ...LAYERS.filter((layer) => BROWSER_LAYERS.includes(layer.name)).flatMap((layer) =>
    layer.folders.map((folder) => (/\.[cm]?[jt]sx?$/.test(folder) ? folder : `${folder}/**`)),
  ),
  ...FEATURE_PARTS.filter(({ layer }) => BROWSER_LAYERS.includes(layer)).map(({ part }) => `${FEATURE_ROOT}/*/${part.endsWith('/') ? `${part}**` : part.replace(/\.ts$/, '.{ts,tsx}')}`),
]

/** Files outside the layers: tests and their support, browser tests, scripts, tool configuration. */
const OUTSIDE = [/(^|\/)__tests__\//, /\.test\.tsx?$/, /(^|\/)test-support\//, /^e2e\//, /^scripts\//, /^eslint\//, /^[^/]+\.config\.[cm]?[jt]s$/, /^jest\.setup\.ts$/]

const NODE_BUILTIN = /^(node:|fs$|path$|os$|child_process$|crypto$|http$|https$|net$|url$|util$|stream$|zlib$|worker_threads$)/

/** The layer of a file (path relative to the project root), or null outside the layers. */
export function layerOf(relative) {
  const file = relative.split(path.sep).join('/')
  if (OUTSIDE.some((pattern) => pattern.test(file))) return null
  const feature = featureOf(file)
  if (feature) {
    const part = featurePartOf(feature.inside)
    return part ? LAYERS.find((layer) => layer.name === part.layer) : null
  }
  for (const layer of LAYERS) {
    if (layer.folders.some((folder) => file === folder || file.startsWith(`${folder}/`))) return layer
  }
  return null
}

/** The imported path relative to the root (a folder's layer is its index's), or null for packages and paths outside. */
function targetOf(importer, specifier, root) {
  if (!specifier.startsWith('.')) return null
  const relative = path.relative(root, path.resolve(path.dirname(importer), specifier))
  return relative.startsWith('..') ? null : relative
}

/** The verdict on one import: null when allowed, else the reason. */
export function checkImport({ importer, specifier, typeOnly, root }) {
  const importerPath = path.relative(root, importer).split(path.sep).join('/')
  const from = layerOf(importerPath)
  if (!from) return null
  if (from.noNodeBuiltins && NODE_BUILTIN.test(specifier)) return `${from.name} code must not use Node's ${specifier} (no I/O in shared code)`
  const target = targetOf(importer, specifier, root)
  if (!target) return null
  const boundary = checkFeatureBoundary(importerPath, target.split(path.sep).join('/'), from)
  if (boundary) return boundary
  const to = layerOf(target)
  if (!to || to.name === from.name) return null
  if (from.mayImport.includes(to.name)) return null
  if (typeOnly && from.mayImportTypes?.includes(to.name)) return null
  const allowedTypes = from.mayImportTypes?.includes(to.name) ? ' (types only: use `import type`)' : ''
  return `${from.name} (${from.folders[0]}) must not import ${to.name} (${target})${allowedTypes}`
}

/** A feature is reached from outside only through its face (or, by the server's composition, its registration). */
function checkFeatureBoundary(importer, target, from) {
  const into = featureOf(target)
  if (!into) return null
  const own = featureOf(importer)
  if (own && own.name === into.name) return null
  const inside = into.inside.replace(/\.[cm]?[jt]sx?$/, '')
  if (isFeatureFace(inside)) return null
  if (from.name === 'server' && inside === FEATURE_REGISTRATION && !own) return null
  return `reach the ${into.name} feature only through its index.ts (${FEATURE_ROOT}/${into.name}/index.ts), not ${target}`
}

/** A file in a feature folder that is none of its parts (see FEATURE_PARTS), or null. */
export function misplacedFeatureFile(relative) {
  const file = relative.split(path.sep).join('/')
  if (OUTSIDE.some((pattern) => pattern.test(file))) return null
  const feature = featureOf(file)
  if (!feature || featurePartOf(feature.inside)) return null
  return `${file} is not a part of a feature: use ${FEATURE_PARTS.map(({ part }) => part).join(', ')}`
}

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true
  const specifiers = node.specifiers ?? []
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')
}

/** @type {import('eslint').Rule.RuleModule} */
const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between layers follow the table in eslint/layers.mjs (and docs/architecture.md).' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd
    const importer = context.filename
    const check = (node, specifier, typeOnly) => {
      if (typeof specifier !== 'string') return
      const problem = checkImport({ importer, specifier, typeOnly, root })
      if (problem) context.report({ node, message: problem })
    }
    const misplaced = misplacedFeatureFile(path.relative(root, importer))
    return {
      Program: (node) => {
        if (misplaced) context.report({ node, message: misplaced })
      },
      ImportDeclaration: (node) => check(node, node.source.value, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'Literal') check(node, node.arguments[0].value, false)
      },
    }
  },
}

export const layersPlugin = { rules: { imports: importsRule } }
