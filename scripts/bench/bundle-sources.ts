/**
 * `npm run bench:bundle:sources -- TEMPLATE [TOP]`: what a template's own
 * first-load chunks are made of, by source file and by package, in kB gzip,
 * from the current build's public/webpack.stats.json and the chunks' source
 * maps. Each chunk's gzip size is shared among its sources by the bytes of
 * minified code the mappings give them (an estimate: gzip does not compress
 * every source alike). TEMPLATE is part of a chunk group's name, e.g.
 * `templates-product-tsx` or `pages-index-tsx`; `app` shows the shared bundle.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { assetNames } from './bundle'

interface ChunkGroup {
  assets: Array<{ name: string } | string>
}

export interface SourceMap {
  sources: string[]
  mappings: string
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** The numbers of one Base64 VLQ segment ('AAgBC' → [0, 0, 16, 1]). */
export function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64.indexOf(char)
    if (digit < 0) throw new Error(`Not a Base64 VLQ digit: ${char}`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
      continue
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1)
    value = 0
    shift = 0
  }
  return values
}

/** Where each mapping starts: per generated line, the columns and the source index (null when unmapped). */
export function mappingStarts(mappings: string): Array<Array<{ column: number; source: number | null }>> {
  let source = 0
  return mappings.split(';').map((line) => {
    let column = 0
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields = decodeVlq(segment)
        column += fields[0]
        if (fields.length < 4) return { column, source: null }
        source += fields[1]
        return { column, source }
      })
  })
}

/** Bytes of the generated code each source accounts for (a mapping runs to the next one on its line, or the line's end). */
export function bytesBySource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split('\n')
  const bytes = new Map<string, number>()
  mappingStarts(map.mappings).forEach((starts, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? length
      const name = start.source === null ? '(unmapped)' : sourceName(map.sources[start.source] ?? '(unknown)')
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - start.column))
    })
  })
  return bytes
}

/** A source as the project names it: webpack's prefix off ('webpack://store/./src/x.ts' → 'src/x.ts'). */
export function sourceName(source: string): string {
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '')
}

/** The package of a source under node_modules, else its first two folders. */
export function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  return match ? match[1] : source.split('/').slice(0, 3).join('/')
}

/** kB gzip per source over chunks: each chunk's gzip size shared by the bytes of its sources. */
export function gzipKbBySource(chunks: Array<{ code: string; map: SourceMap }>): Map<string, number> {
  const result = new Map<string, number>()
  for (const { code, map } of chunks) {
    const gzipKb = zlib.gzipSync(code, { level: 9 }).length / 1024
    const bytes = bytesBySource(code, map)
    const total = [...bytes.values()].reduce((sum, value) => sum + value, 0)
    if (total === 0) continue
    for (const [source, value] of bytes) result.set(source, (result.get(source) ?? 0) + (gzipKb * value) / total)
  }
  return result
}

function table(rows: Map<string, number>, top: number): Array<{ 'kB gzip': string; source: string }> {
  return [...rows]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([source, kb]) => ({ 'kB gzip': kb.toFixed(2), source }))
}

function main(args: string[]): number {
  const [template, topArgument = '30'] = args
  if (!template) throw new Error('usage: npm run bench:bundle:sources -- TEMPLATE [TOP] (e.g. templates-product-tsx, or app)')
  const publicDir = path.resolve(__dirname, '../../public')
  const statsFile = path.join(publicDir, 'webpack.stats.json')
  if (!fs.existsSync(statsFile)) throw new Error('No build found: run `npm run build` first.')
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as { namedChunkGroups: Record<string, ChunkGroup> }
  const shared = assetNames(stats.namedChunkGroups.app)
  const groups = Object.keys(stats.namedChunkGroups).filter((name) => name === template || (template !== 'app' && name.includes(template)))
  if (groups.length === 0) throw new Error(`No chunk group matches ${template}`)
  for (const group of groups) {
    const assets = group === 'app' ? shared : assetNames(stats.namedChunkGroups[group]).filter((name) => !shared.includes(name))
    const chunks = assets.map((name) => ({
      code: fs.readFileSync(path.join(publicDir, name), 'utf8'),
      map: JSON.parse(fs.readFileSync(path.join(publicDir, `${name}.map`), 'utf8')) as SourceMap,
    }))
    const bySource = gzipKbBySource(chunks)
    const byPackage = new Map<string, number>()
    for (const [source, kb] of bySource) byPackage.set(packageOf(source), (byPackage.get(packageOf(source)) ?? 0) + kb)
    const total = [...bySource.values()].reduce((sum, kb) => sum + kb, 0)
    console.log(`\n${group}: ${total.toFixed(1)} kB gzip in ${assets.join(', ')}`)
    console.table(table(byPackage, 15))
    console.table(table(bySource, Number(topArgument)))
  }
  return 0
}

if (require.main === module) process.exitCode = main(process.argv.slice(2))
