import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import webpack from 'webpack'
import { COMPILE_HINT_COMMENT, compileHintsPlugin } from '../compile-hints'

/** A real (small) production compile: minified, with source maps, as Gatsby's build-javascript stage emits. */
function compile(dir: string, withHints: boolean): Promise<void> {
  fs.writeFileSync(path.join(dir, 'entry.js'), "export function greet(name) {\n  return 'Olá, ' + name\n}\nconsole.log(greet('Brasil'))\n")
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { app: './entry.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'out'), filename: '[name]-[contenthash].js' },
    plugins: withHints ? [compileHintsPlugin()] : [],
  })
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : compiler.close(() => resolve()))),
  )
}

describe('the compile hints plugin', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const emitted = () => {
    const files = fs.readdirSync(path.join(dir, 'out'))
    const script = files.find((name) => name.endsWith('.js'))!
    return { code: fs.readFileSync(path.join(dir, 'out', script), 'utf8'), map: JSON.parse(fs.readFileSync(path.join(dir, 'out', `${script}.map`), 'utf8')) as { mappings: string } }
  }

  it('puts the hint on the first line of each minified script; its source map counts the line', async () => {
    await compile(dir, false)
    const plain = emitted()
    fs.rmSync(path.join(dir, 'out'), { recursive: true })
    await compile(dir, true)
    const hinted = emitted()
    expect(hinted.code.split('\n')[0]).toBe(COMPILE_HINT_COMMENT)
    expect(hinted.code.slice(COMPILE_HINT_COMMENT.length + 1).replace(/\n\/\/# sourceMappingURL=.*$/, '')).toBe(plain.code.replace(/\n\/\/# sourceMappingURL=.*$/, ''))
    // The code moved one line down: the map's first line (the hint) maps nothing.
    expect(hinted.map.mappings).toBe(`;${plain.map.mappings}`)
  })
})
