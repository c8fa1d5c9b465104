import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import webpack, { type Compiler, type WebpackPluginInstance } from 'webpack'
import { ContentCompilationHash } from '../content-compilation-hash'

/** Runs a child compilation, as mini-css-extract-plugin does for each CSS module webpack's cache does not hold. */
class ChildCompilation {
  apply(compiler: Compiler): void {
    compiler.hooks.make.tapAsync('ChildCompilation', (compilation, done) => {
      const child = compilation.createChildCompiler('child', { filename: 'child.js' }, [
        new compiler.webpack.EntryPlugin(compiler.context, './child.js', { name: 'child' }),
      ])
      child.runAsChild((error) => done(error ?? undefined))
    })
  }
}

describe('ContentCompilationHash', () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'compilation-hash-'))
    fs.writeFileSync(path.join(root, 'entry.js'), "import('./lazy.js').then((lazy) => console.log(lazy.label))\n")
    fs.writeFileSync(path.join(root, 'lazy.js'), "export const label = 'Frete grátis'\n")
    fs.writeFileSync(path.join(root, 'child.js'), 'export const child = 1\n')
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  function compile(plugins: WebpackPluginInstance[]): Promise<{ hash: string; assets: string[] }> {
    const compiler = webpack({
      context: root,
      mode: 'production',
      entry: { app: './entry.js' },
      output: { path: path.join(root, 'public'), filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
      optimization: { minimize: false },
      infrastructureLogging: { level: 'none' },
      plugins,
    })
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined)
        if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()))
        resolve({ hash: stats.hash!, assets: Object.keys(stats.compilation.assets).sort() })
      }),
    )
  }

  it("webpack's own hash differs when a child compilation ran, with the same bundle (the reason for the plugin)", async () => {
    const plain = await compile([])
    const withChild = await compile([new ChildCompilation()])
    expect(withChild.assets.filter((name) => name !== 'child.js')).toEqual(plain.assets)
    expect(withChild.hash).not.toBe(plain.hash)
  })

  it('gives the same hash to the same bundle whether or not a child compilation ran', async () => {
    const plain = await compile([new ContentCompilationHash()])
    const withChild = await compile([new ContentCompilationHash(), new ChildCompilation()])
    expect(plain.hash).toMatch(/^[0-9a-f]{20}$/)
    expect(withChild.hash).toBe(plain.hash)
  })

  it('changes the hash when a chunk of the bundle changes', async () => {
    const before = await compile([new ContentCompilationHash()])
    fs.writeFileSync(path.join(root, 'lazy.js'), "export const label = 'Frete grátis acima de R$ 199'\n")
    const after = await compile([new ContentCompilationHash()])
    expect(after.hash).not.toBe(before.hash)
    expect(after.assets).not.toEqual(before.assets)
  })
})
