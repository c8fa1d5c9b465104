/**
 * Reads a Chromium performance trace recorded around one interaction
 * (`bench:inp-trace`): the renderer main thread's tasks between the tap and
 * its next paint, the time by kind of work, and the JavaScript functions the
 * sampling profiler saw, named through the build's source maps.
 */
import fs from 'node:fs'
import path from 'node:path'

import { decodeVlq, sourceName } from './bundle-sources'
import type { InteractionEntry } from './interactions'

export interface TraceEvent {
  name: string
  cat?: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  id?: string
  args?: {
    name?: string
    data?: {
      type?: string
      url?: string
      startTime?: number
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
  }
}

export interface TraceFile {
  traceEvents: TraceEvent[]
}

interface ProfileNode {
  id: number
  parent?: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}

interface SourceMapFile {
  sources: string[]
  names?: string[]
  mappings: string
}

/** A segment of a source map: generated column, source, original line and column, name (indexes). */
type Segment = [number, number, number, number, number | undefined]

/** Per generated line, the segments in column order (absolute values). */
export function decodeMappings(mappings: string): Segment[][] {
  let source = 0
  let line = 0
  let column = 0
  let name = 0
  return mappings.split(';').map((generatedLine) => {
    let generated = 0
    const segments: Segment[] = []
    for (const text of generatedLine.split(',')) {
      if (!text) continue
      const fields = decodeVlq(text)
      generated += fields[0]
      if (fields.length < 4) continue
      source += fields[1]
      line += fields[2]
      column += fields[3]
      if (fields.length >= 5) name += fields[4]
      segments.push([generated, source, line, column, fields.length >= 5 ? name : undefined])
    }
    return segments
  })
}

/** Names a minified position as its source file, line and original name, through the chunk's source map. */
export class SourceLocator {
  private readonly maps = new Map<string, { map: SourceMapFile; lines: Segment[][] } | null>()

  constructor(private readonly publicDir: string) {}

  label(url: string, line: number, column: number, minifiedName: string): string {
    const file = url ? path.basename(new URL(url, 'http://x/').pathname) : ''
    const loaded = file ? this.load(file) : null
    if (!loaded) return `${minifiedName || '(anonymous)'}${file ? ` ${file}:${line + 1}` : ''}`
    const segments = loaded.lines[line] ?? []
    let found: Segment | undefined
    for (const segment of segments) {
      if (segment[0] > column) break
      found = segment
    }
    if (!found) return `${minifiedName || '(anonymous)'} ${file}:${line + 1}`
    const name = found[4] !== undefined ? loaded.map.names?.[found[4]] : undefined
    const source = sourceName(loaded.map.sources[found[1]] ?? file)
    return `${name ?? minifiedName ?? '(anonymous)'} ${source}:${found[2] + 1}`
  }

  private load(file: string): { map: SourceMapFile; lines: Segment[][] } | null {
    if (this.maps.has(file)) return this.maps.get(file) ?? null
    const mapFile = path.join(this.publicDir, `${file}.map`)
    const loaded = fs.existsSync(mapFile) ? (() => {
      const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMapFile
      return { map, lines: decodeMappings(map.mappings) }
    })() : null
    this.maps.set(file, loaded)
    return loaded
  }
}

/** The page's clock tied to the trace's: a mark set at `markTime` (page ms) named `mark`. */
export interface ClockMark {
  mark: string
  markTime: number
}

interface Slice {
  name: string
  ts: number
  dur: number
  self: number
  depth: number
  children: Slice[]
}

/** A complete event's label: events are told apart by their type where they have one. */
function sliceName(event: TraceEvent): string {
  const type = event.args?.data?.type
  if (event.name === 'EventDispatch' && type) return `EventDispatch ${type}`
  if ((event.name === 'FunctionCall' || event.name === 'EvaluateScript') && event.args?.data?.url) return `${event.name} ${path.basename(event.args.data.url)}`
  return event.name
}

/** The thread's complete events nested into trees (B/E pairs made complete), each with its self time. */
function slicesOf(events: readonly TraceEvent[]): Slice[] {
  const complete: Array<{ name: string; ts: number; dur: number }> = []
  const open: TraceEvent[] = []
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ph === 'X' && event.dur !== undefined) complete.push({ name: sliceName(event), ts: event.ts, dur: event.dur })
    else if (event.ph === 'B') open.push(event)
    else if (event.ph === 'E') {
      const begin = open.pop()
      if (begin) complete.push({ name: sliceName(begin), ts: begin.ts, dur: event.ts - begin.ts })
    }
  }
  complete.sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const roots: Slice[] = []
  const stack: Slice[] = []
  for (const event of complete) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= event.ts) stack.pop()
    const parent = stack[stack.length - 1]
    const slice: Slice = { ...event, self: event.dur, depth: stack.length, children: [] }
    if (parent) {
      parent.children.push(slice)
      parent.self -= event.dur
    } else roots.push(slice)
    stack.push(slice)
  }
  return roots
}

function walk(slice: Slice, visit: (slice: Slice) => void): void {
  visit(slice)
  for (const child of slice.children) walk(child, visit)
}

const ms = (us: number) => (us / 1000).toFixed(1)

/** Self time (µs) by label, the largest first. */
function topOf(totals: Map<string, number>, count: number, total?: number): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, us]) => `  ${ms(us).padStart(7)} ms${total ? ` ${((100 * us) / total).toFixed(0).padStart(3)} %` : ''}  ${label}`)
}

/** The report of one traced interaction: its entry's parts, the main thread's tasks, work by kind, JS functions. */
export function interactionReport(trace: TraceFile, clock: ClockMark, longest: InteractionEntry, entries: readonly InteractionEntry[], locator: SourceLocator): string {
  const events = trace.traceEvents
  const mark = events.find((event) => event.name === clock.mark && (event.cat ?? '').includes('blink.user_timing'))
  if (!mark) return `the clock mark ${clock.mark} is not in the trace`
  const toTrace = (pageMs: number) => mark.ts + (pageMs - clock.markTime) * 1000
  const start = toTrace(longest.startTime)
  const end = toTrace(longest.startTime + longest.duration)
  const mainThread = { pid: mark.pid, tid: mark.tid }
  const threadEvents = events.filter((event) => event.pid === mainThread.pid && event.tid === mainThread.tid)
  const lines: string[] = []
  lines.push(
    `longest entry ${longest.name} ${Math.round(longest.duration)} ms: input delay ${ms((longest.processingStart - longest.startTime) * 1000)}, handlers ${ms((longest.processingEnd - longest.processingStart) * 1000)}, presentation ${ms((longest.startTime + longest.duration - longest.processingEnd) * 1000)} ms`,
  )
  lines.push(`entries: ${entries.map((entry) => `${entry.name} ${Math.round(entry.duration)}`).join(', ')}`)

  const roots = slicesOf(threadEvents).filter((slice) => slice.ts < end && slice.ts + slice.dur > start)
  lines.push(`main-thread tasks from the tap to the paint (ms after the tap: duration, its largest parts by self time):`)
  for (const root of roots) {
    const parts = new Map<string, number>()
    walk(root, (slice) => parts.set(slice.name, (parts.get(slice.name) ?? 0) + slice.self))
    if (root.dur < 1000) continue
    const largest = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([label, us]) => `${label} ${ms(us)}`)
    lines.push(`  +${ms(root.ts - start).padStart(6)}: ${ms(root.dur).padStart(6)} ms  ${largest.join(', ')}`)
  }
  const byKind = new Map<string, number>()
  for (const root of roots) walk(root, (slice) => byKind.set(slice.name, (byKind.get(slice.name) ?? 0) + slice.self))
  lines.push('self time by kind of work in those tasks:')
  lines.push(...topOf(byKind, 14))

  // The sampling profiler: each sample's time goes to its function (self) and to every file on its stack (inclusive).
  const nodes = new Map<number, ProfileNode>()
  const selfByFunction = new Map<string, number>()
  const inclusiveByFile = new Map<string, number>()
  const inclusiveByOwnFunction = new Map<string, number>()
  const labels = new Map<number, string>()
  const labelOf = (node: ProfileNode) => {
    let label = labels.get(node.id)
    if (label === undefined) {
      const { functionName, url, lineNumber, columnNumber } = node.callFrame
      label = url ? locator.label(url, lineNumber, columnNumber, functionName) : functionName || '(program)'
      labels.set(node.id, label)
    }
    return label
  }
  let sampled = 0
  const profiles = threadEvents.filter((event) => event.name === 'Profile' || event.name === 'ProfileChunk')
  const chunks = events.filter((event) => event.name === 'ProfileChunk' && profiles.some((p) => p.id === event.id))
  const profileStart = profiles.find((event) => event.name === 'Profile')?.args?.data?.startTime
  if (profileStart !== undefined) {
    let time = profileStart
    for (const chunk of chunks.sort((a, b) => a.ts - b.ts)) {
      for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
      const samples = chunk.args?.data?.cpuProfile?.samples ?? []
      const deltas = chunk.args?.data?.timeDeltas ?? []
      samples.forEach((id, index) => {
        time += deltas[index] ?? 0
        const next = deltas[index + 1] ?? 0
        if (time < start || time > end) return
        const node = nodes.get(id)
        if (!node || ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) return
        sampled += next
        const leaf = labelOf(node)
        selfByFunction.set(leaf, (selfByFunction.get(leaf) ?? 0) + next)
        const files = new Set<string>()
        const own = new Set<string>()
        for (let current: ProfileNode | undefined = node; current; current = current.parent !== undefined ? nodes.get(current.parent) : undefined) {
          const label = labelOf(current)
          if (label.includes(' src/')) own.add(label)
          const file = label.includes(' ') ? label.slice(label.lastIndexOf(' ') + 1).replace(/:\d+$/, '') : label
          if (file) files.add(file)
        }
        for (const file of files) inclusiveByFile.set(file, (inclusiveByFile.get(file) ?? 0) + next)
        for (const label of own) inclusiveByOwnFunction.set(label, (inclusiveByOwnFunction.get(label) ?? 0) + next)
      })
    }
  }
  lines.push(`JavaScript sampled in the interaction: ${ms(sampled)} ms; functions by self time:`)
  lines.push(...topOf(selfByFunction, 16, sampled))
  lines.push('files by inclusive time (the file is on the stack):')
  lines.push(...topOf(inclusiveByFile, 16, sampled))
  lines.push("the store's own functions by inclusive time (components' renders, hooks, handlers):")
  lines.push(...topOf(inclusiveByOwnFunction, 20, sampled))
  return lines.join('\n')
}
