import { describeNode, formatRows, graphRows, isLowPriorityImage, type LanternNodeLike, type NodeTiming } from '../bench/lantern-graph'

const ORIGIN = 'http://127.0.0.1:4000'
const request = (url: string, priority: string, resourceType: string, transferSize: number): LanternNodeLike => ({
  type: 'network',
  request: { url: `${ORIGIN}${url}`, priority, resourceType, transferSize },
})
const task = (durationUs: number, ...events: Array<[string, string?]>): LanternNodeLike => ({
  type: 'cpu',
  duration: durationUs,
  childEvents: events.map(([name, url]) => ({ name, args: url ? { data: { url } } : {} })),
})
const at = (startTime: number, endTime: number): NodeTiming => ({ startTime, endTime })

describe('Lantern LCP graph rows', () => {
  const documentNode = request('/pesquisa?q=bola', 'VeryHigh', 'Document', 12_564)
  const framework = request('/framework-1b95.js', 'Low', 'Script', 39_856)
  const lateIcon = request('/images/cms/icones/loja.svg', 'Low', 'Image', 665)
  const firstCard = request('/images/products/1-1.svg', 'High', 'Image', 1_226)
  const layout = task(39_400, ['UpdateLayoutTree'], ['Layout'], ['Layout'], ['Paint'], ['RunMicrotasks'])

  it('follows Lantern: a low-priority image never ends an estimate, anything else may', () => {
    expect(isLowPriorityImage(lateIcon)).toBe(true)
    expect(isLowPriorityImage(request('/x.svg', 'VeryLow', 'Image', 1))).toBe(true)
    expect(isLowPriorityImage(firstCard)).toBe(false)
    expect(isLowPriorityImage(framework)).toBe(false)
    expect(isLowPriorityImage(layout)).toBe(false)
  })

  it('orders the nodes by their simulated end and marks the last one that is not a low-priority image', () => {
    const rows = graphRows(
      [
        [framework, at(912.4, 1_518.2)],
        [documentNode, at(0, 606)],
        [lateIcon, at(1_277, 1_652)],
        [layout, at(835, 914)],
        [firstCard, at(606, 1_056)],
      ],
      ORIGIN,
    )
    expect(rows.map((row) => [row.startMs, row.endMs, row.decidesEstimate])).toEqual([
      [0, 606, false],
      [835, 914, false],
      [606, 1_056, false],
      [912, 1_518, true],
      [1_277, 1_652, false],
    ])
    expect(rows[3].label).toBe('Low Script 39856 B /framework-1b95.js')
  })

  it('names a task by its observed length and what it did, each thing once, scripts by file', () => {
    expect(describeNode(layout)).toBe('task 39.4 ms observed: UpdateLayoutTree, Layout, Paint')
    expect(describeNode(task(2_000, ['EvaluateScript', 'http://127.0.0.1:4000/app-9c4d.js']))).toBe('task 2.0 ms observed: EvaluateScript app-9c4d.js')
    expect(describeNode(task(1_500))).toBe('task 1.5 ms observed')
  })

  it('keeps another origin in the address, and marks the deciding row in the text', () => {
    expect(describeNode(request('/a.js', 'High', 'Script', 10), 'http://elsewhere')).toBe(`High Script 10 B ${ORIGIN}/a.js`)
    const lines = formatRows(graphRows([[documentNode, at(0, 606)]], ORIGIN))
    expect(lines).toEqual(['     0    606 ◀ VeryHigh Document 12564 B /pesquisa?q=bola'])
  })

  it('gives no deciding row when every node is a low-priority image', () => {
    expect(graphRows([[lateIcon, at(0, 10)]]).some((row) => row.decidesEstimate)).toBe(false)
  })
})
