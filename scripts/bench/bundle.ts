/**
 * `npm run bench:bundle`: first-load JavaScript (gzip) per page template of
 * the current build, from Gatsby's public/webpack.stats.json: the shared app
 * chunk group plus the template's own chunk group. Checked against
 * bench/budgets.json. Exits 1 when a template is over budget: a gate to run
 * by hand, not part of CI. `npm run bench:bundle:sources -- TEMPLATE` shows
 * what a template's chunks are made of (bundle-sources.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { readBudgets, report } from './budgets'

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

function main(): number {
  const publicDir = path.resolve(__dirname, '../../public')
  const statsFile = path.join(publicDir, 'webpack.stats.json')
  if (!fs.existsSync(statsFile)) throw new Error('No build found: run `npm run build` first.')
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as Stats
  const budgetKb = readBudgets().bundle.firstLoadJsGzipKb
  const shared = assetNames(stats.namedChunkGroups.app)
  const sizeOf = (names: string[]) => names.reduce((sum, name) => sum + gzipKb(path.join(publicDir, name)), 0)
  const sharedKb = sizeOf(shared)
  const templates = Object.keys(stats.namedChunkGroups)
    .filter((name) => name.startsWith('component---'))
    .map((name) => {
      const own = assetNames(stats.namedChunkGroups[name]).filter((n) => !shared.includes(n))
      const total = sharedKb + sizeOf(own)
      const template = name.replace(/^component---/, '').replace(/-tsx$/, '.tsx').replace(/-/g, '/')
      return {
        row: { template, 'shared kB': sharedKb.toFixed(1), 'own kB': (total - sharedKb).toFixed(1), 'first load kB (gzip)': total.toFixed(1) },
        check: { name: `first-load JS of ${template} (kB gzip)`, value: +total.toFixed(1), budget: budgetKb, kind: 'max' as const },
      }
    })
  console.table(templates.map(({ row }) => row))
  return report(templates.map(({ check }) => check))
}

if (require.main === module) process.exitCode = main()
