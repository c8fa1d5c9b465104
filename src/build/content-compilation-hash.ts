import type { Chunk, Compiler } from 'webpack'

const PLUGIN_NAME = 'ContentCompilationHash'

const byId = (a: Chunk, b: Chunk): number => String(a.id).localeCompare(String(b.id))

/**
 * Makes the browser bundle's compilation hash (Gatsby's
 * `webpackCompilationHash`: app-data.json, `window.___webpackCompilationHash`)
 * a digest of what the bundle holds, its chunks' hashes, and nothing else.
 *
 * Webpack's own hash also digests the hashes of its child compilations, and
 * mini-css-extract-plugin runs one per CSS module that is not in webpack's
 * cache: the same sources give one hash on a build that compiled the CSS and
 * another on the next one, which took it from the cache. Gatsby reloads every
 * open tab whose hash differs from app-data.json's on its next navigation, so
 * a publish that changed no code (a price) would reload them all. With this
 * hash only a build whose scripts or styles changed does (decision record 0018).
 */
export class ContentCompilationHash {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.afterHash.tap(PLUGIN_NAME, () => {
        const { hashFunction, hashDigest, hashDigestLength } = compilation.outputOptions
        const hash = compiler.webpack.util.createHash(hashFunction ?? 'md4')
        for (const chunk of [...compilation.chunks].sort(byId)) hash.update(`${String(chunk.id)}:${chunk.hash ?? ''}\n`)
        const digest = String(hash.digest(hashDigest ?? 'hex'))
        compilation.fullHash = digest
        compilation.hash = digest.slice(0, hashDigestLength ?? digest.length)
      })
    })
  }
}
