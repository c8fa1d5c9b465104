/**
 * `npm run bench:bundle`: first-load JavaScript (gzip) per page template of
 * the current build, from Gatsby's public/webpack.stats.json: the shared app
 * chunk group plus the template's own chunk group. Checked against
 * bench/budgets.json. A measurement, not a CI gate.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

interface ChunkGroup {
  assets: Array<{ name: string } | string>
}

interface Stats {
  namedChunkGroups: Record<string, ChunkGroup>
}

export function assetNames(group: ChunkGroup | undefined): string[] {
  return (group?.assets ?? []).map((a) => (typeof a === 'string' ? a : a.name)).filter((n) => n.endsWith('.js'))
}

export function gzipKb(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024
}

function main(): void {
  const publicDir = path.resolve(__dirname, '../../public')
  const statsFile = path.join(publicDir, 'webpack.stats.json')
  if (!fs.existsSync(statsFile)) throw new Error('No build found: run `npm run build` first.')
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as Stats
  const budgetKb = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../bench/budgets.json'), 'utf8')) as { bundle: { firstLoadJsGzipKb: number } }).bundle
    .firstLoadJsGzipKb
  const shared = assetNames(stats.namedChunkGroups.app)
  const sizeOf = (names: string[]) => names.reduce((sum, name) => sum + gzipKb(path.join(publicDir, name)), 0)
  const sharedKb = sizeOf(shared)
  const rows = Object.keys(stats.namedChunkGroups)
    .filter((name) => name.startsWith('component---'))
    .map((name) => {
      const own = assetNames(stats.namedChunkGroups[name]).filter((n) => !shared.includes(n))
      const total = sharedKb + sizeOf(own)
      return {
        template: name.replace(/^component---/, '').replace(/-tsx$/, '.tsx').replace(/-/g, '/'),
        'shared kB': sharedKb.toFixed(1),
        'own kB': (total - sharedKb).toFixed(1),
        'first load kB (gzip)': total.toFixed(1),
        budget: total <= budgetKb ? 'PASS' : `FAIL (> ${budgetKb} kB)`,
      }
    })
  console.table(rows)
}

main()
