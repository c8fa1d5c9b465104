/**
 * Summarises a V8 CPU profile (`.cpuprofile`, e.g. written by a bench server
 * with BENCH_SERVER_PROFILE=<dir>): the functions with the most self time, and
 * the most inclusive time (self plus what they call), as shares of the sampled
 * time, with their source file and line.
 *
 *   npx tsx scripts/bench/profile-summary.ts FILE.cpuprofile [TOP=25] [FILTER]
 *
 * FILTER (a substring of a function's file or name) limits the inclusive list,
 * e.g. `src/server` for the server's own code.
 */
import fs from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const [file, topArgument, filter] = process.argv.slice(2)
if (!file) {
  console.error('usage: profile-summary.ts FILE.cpuprofile [TOP] [FILTER]')
  process.exit(2)
}
const top = Number(topArgument ?? 25)
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile

const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const parentOf = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)

/** Time (µs) sampled in each node itself. */
const selfTime = new Map<number, number>()
profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
const total = [...selfTime.values()].reduce((sum, t) => sum + t, 0)

const label = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode): string =>
  `${functionName || '(anonymous)'} ${url ? `${url.replace(/^file:\/\/.*?\/(node_modules|src|scripts)\//, '$1/')}:${lineNumber + 1}` : ''}`.trim()

const selfByLabel = new Map<string, number>()
const inclusiveByLabel = new Map<string, number>()
for (const [id, time] of selfTime) {
  const node = byId.get(id)
  if (!node) continue
  selfByLabel.set(label(node), (selfByLabel.get(label(node)) ?? 0) + time)
  // Inclusive: every distinct function on the stack of this sample gets its time once.
  const seen = new Set<string>()
  for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
    const name = label(byId.get(current) as ProfileNode)
    if (seen.has(name)) continue
    seen.add(name)
    inclusiveByLabel.set(name, (inclusiveByLabel.get(name) ?? 0) + time)
  }
}

const rows = (map: Map<string, number>, keep: (name: string) => boolean) =>
  [...map.entries()]
    .filter(([name]) => keep(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, time]) => ({ ms: Math.round(time / 1000), share: `${((100 * time) / total).toFixed(1)} %`, function: name.slice(0, 150) }))

console.log(`${file}: ${Math.round(total / 1000)} ms sampled`)
console.log('\nself time')
console.table(rows(selfByLabel, () => true))
console.log(`\ninclusive time${filter ? ` (${filter})` : ''}`)
console.table(rows(inclusiveByLabel, (name) => (filter ? name.includes(filter) : !name.startsWith('(root)'))))
