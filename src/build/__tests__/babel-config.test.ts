import fs from 'node:fs'
import path from 'node:path'

/** The repository's root, where babel.config.json and package.json are. */
const root = path.resolve(__dirname, '../../..')
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'))

/** Babel as Gatsby's loader gets it. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const babel = require(require.resolve('@babel/core', { paths: [require.resolve('gatsby/package.json')] })) as {
  transformAsync(code: string, options: Record<string, unknown>): Promise<{ code: string } | null>
}

type PresetEntry = [string, Record<string, unknown>]
const [[presetName, presetOptions]] = (readJson('babel.config.json') as { presets: PresetEntry[] }).presets

/** Browser code as Gatsby compiles it for the bundle (its loader adds `stage` to the preset's options). */
async function compileForBrowser(source: string, options: Record<string, unknown>): Promise<string> {
  const result = await babel.transformAsync(source, {
    babelrc: false,
    configFile: false,
    filename: path.join(root, 'src/example.jsx'),
    presets: [[require.resolve(presetName, { paths: [root] }), { ...options, stage: 'build-javascript' }]],
  })
  return result!.code
}

const SOURCE = `
export class StockError extends Error {
  constructor(message) { super(message); this.name = 'StockError' }
}
export const both = (first, second) => [...first, ...second]
export const Badge = ({ count }) => <span>{count}</span>
`

describe('babel.config.json', () => {
  it('gives Gatsby’s preset package.json’s browserslist as its targets (the list Gatsby reads)', () => {
    expect(presetName).toBe('babel-preset-gatsby')
    expect(presetOptions.targets).toEqual(readJson('package.json').browserslist)
    expect(presetOptions.reactRuntime).toBe('automatic')
  })

  it('leaves native classes and array spreads as they are in browser code, and compiles JSX for the automatic runtime', async () => {
    const code = await compileForBrowser(SOURCE, presetOptions)
    expect(code).toContain('class StockError extends Error')
    expect(code).toContain('[...first, ...second]')
    expect(code).not.toMatch(/wrapNativeSuper|inheritsLoose|toConsumableArray/)
    expect(code).toMatch(/react\/jsx-runtime/)
  })

  it('is needed: without targets of its own the preset transpiles both to ES5 whatever the targets', async () => {
    const code = await compileForBrowser(SOURCE, { reactRuntime: 'automatic' })
    expect(code).toMatch(/wrapNativeSuper/)
    expect(code).toMatch(/toConsumableArray/)
  })
})
