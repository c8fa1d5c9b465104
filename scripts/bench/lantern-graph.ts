/**
 * What Lighthouse's simulated LCP is made of: the nodes of Lantern's
 * optimistic and pessimistic graphs (requests and main-thread tasks) with the
 * times the simulation gave them. Lighthouse reports the average of the two
 * estimates; each estimate ends with the last node that is not a low-priority
 * image, so that node is what an LCP change has to move (decision 0020).
 */

/** The slice of a Lantern graph node this module reads. */
export interface LanternNodeLike {
  readonly type: string
  /** Network nodes. */
  readonly request?: { readonly url: string; readonly priority: string; readonly resourceType?: string; readonly transferSize: number }
  /** CPU nodes: the task's observed length (µs) and the trace events inside it. */
  readonly duration?: number
  readonly childEvents?: ReadonlyArray<{ readonly name: string; readonly args?: { readonly data?: { readonly url?: string } } }>
}

/** A node's simulated start and end (ms from navigation start). */
export interface NodeTiming {
  readonly startTime: number
  readonly endTime: number
}

/** One line of a graph, in the order the simulation ended the nodes. */
export interface GraphRow {
  readonly startMs: number
  readonly endMs: number
  /** The node that ends the estimate (the last one that is not a low-priority image). */
  readonly decidesEstimate: boolean
  readonly label: string
}

/** Trace events worth naming inside a task. */
const NAMED_TASK_EVENTS = new Set(['ParseHTML', 'EvaluateScript', 'UpdateLayoutTree', 'Layout', 'Paint'])
const LOW_PRIORITIES = new Set(['Low', 'VeryLow'])

/** Lantern's own rule: a low-priority image never ends an LCP estimate. */
export function isLowPriorityImage(node: LanternNodeLike): boolean {
  return node.type === 'network' && node.request?.resourceType === 'Image' && LOW_PRIORITIES.has(node.request.priority)
}

const fileOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1)

/** A request by priority, type, bytes and address (without `origin`); a task by its observed length and what it did. */
export function describeNode(node: LanternNodeLike, origin = ''): string {
  if (node.type === 'network' && node.request) {
    const { priority, resourceType, transferSize, url } = node.request
    return `${priority} ${resourceType ?? 'Other'} ${transferSize} B ${origin && url.startsWith(origin) ? url.slice(origin.length) : url}`
  }
  const did: string[] = []
  for (const event of node.childEvents ?? []) {
    if (!NAMED_TASK_EVENTS.has(event.name)) continue
    const name = event.name === 'EvaluateScript' ? `EvaluateScript ${fileOf(event.args?.data?.url ?? '')}` : event.name
    if (!did.includes(name)) did.push(name)
  }
  return `task ${((node.duration ?? 0) / 1000).toFixed(1)} ms observed${did.length ? `: ${did.join(', ')}` : ''}`
}

/** The graph's nodes in the order they ended, the one that decides the estimate marked. */
export function graphRows(timings: Iterable<readonly [LanternNodeLike, NodeTiming]>, origin = ''): GraphRow[] {
  const sorted = [...timings].sort((a, b) => a[1].endTime - b[1].endTime || a[1].startTime - b[1].startTime)
  let deciding = -1
  sorted.forEach(([node], index) => {
    if (!isLowPriorityImage(node)) deciding = index
  })
  return sorted.map(([node, timing], index) => ({
    startMs: Math.round(timing.startTime),
    endMs: Math.round(timing.endTime),
    decidesEstimate: index === deciding,
    label: describeNode(node, origin),
  }))
}

/** The rows as text: start and end, a mark on the deciding node, its label. */
export function formatRows(rows: readonly GraphRow[]): string[] {
  return rows.map((row) => `${String(row.startMs).padStart(6)} ${String(row.endMs).padStart(6)} ${row.decidesEstimate ? '◀' : ' '} ${row.label}`)
}
