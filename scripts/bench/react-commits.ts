/**
 * Which React components rendered in an interaction (`bench:inp-trace`).
 * An init script stands in for React's developer-tools hook (React DOM
 * announces each commit to it, production builds included) and records, per
 * commit, its time and the components whose function ran in it: the fibers
 * the commit processed (their children differ from the previous tree's), of
 * a function, class, forwardRef or simple memo component, with the
 * `PerformedWork` flag. The components are then named by their function's
 * location, read through the DevTools protocol and the build's source maps.
 */
import type { CDPSession, Page } from '@playwright/test'

import type { SourceLocator } from './interaction-trace'

/** Installed before the page's scripts: `window.__commits` gets `{ time, counts: [[typeIndex, renders]] }` per commit. */
export const COMMIT_RECORDER = `(() => {
  const PERFORMED_WORK = 1
  const COMPONENT_TAGS = new Set([0, 1, 11, 15])
  const types = []
  const indexOf = new Map()
  window.__componentTypes = types
  window.__commits = []
  const typeOf = (fiber) => (fiber.tag === 11 ? fiber.type && fiber.type.render : fiber.type)
  const count = (fiber, counts) => {
    if (!COMPONENT_TAGS.has(fiber.tag) || !(fiber.flags & PERFORMED_WORK)) return
    const type = typeOf(fiber)
    if (typeof type !== 'function') return
    let index = indexOf.get(type)
    if (index === undefined) { index = types.length; types.push(type); indexOf.set(type, index) }
    counts.set(index, (counts.get(index) || 0) + 1)
  }
  const mounted = (fiber, counts) => {
    for (let child = fiber.child; child; child = child.sibling) { count(child, counts); mounted(child, counts) }
  }
  const updated = (fiber, counts) => {
    for (let child = fiber.child; child; child = child.sibling) {
      const previous = child.alternate
      if (!previous) { count(child, counts); mounted(child, counts); continue }
      count(child, counts)
      if (child.child !== previous.child) updated(child, counts)
    }
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, root) => {
      const counts = new Map()
      const current = root.current
      if (current.alternate && current.alternate.child) updated(current, counts)
      else mounted(current, counts)
      window.__commits.push({ time: performance.now(), counts: [...counts] })
    },
  }
})()`

interface Commit {
  time: number
  counts: Array<[number, number]>
}

/** The commits between two times of the page's clock (ms): each commit's time and its components with their renders, named. */
export async function commitsBetween(page: Page, cdp: CDPSession, locator: SourceLocator, from: number, to: number): Promise<Array<{ time: number; components: Array<[string, number]> }>> {
  const commits = await page.evaluate(
    ([start, end]) => (window as unknown as { __commits: Commit[] }).__commits.filter((commit) => commit.time >= start && commit.time <= end),
    [from, to] as const,
  )
  const scripts = new Map<string, string>()
  const onScript = (event: { scriptId: string; url: string }) => scripts.set(event.scriptId, event.url)
  cdp.on('Debugger.scriptParsed', onScript)
  await cdp.send('Debugger.enable')
  const names = new Map<number, string>()
  const nameOf = async (index: number): Promise<string> => {
    const known = names.get(index)
    if (known) return known
    const { result } = await cdp.send('Runtime.evaluate', { expression: `window.__componentTypes[${index}]` })
    let name = `component #${index}`
    if (result.objectId) {
      const properties = await cdp.send('Runtime.getProperties', { objectId: result.objectId, ownProperties: true })
      const location = properties.internalProperties?.find((property) => property.name === '[[FunctionLocation]]')?.value?.value as
        | { scriptId: string; lineNumber: number; columnNumber: number }
        | undefined
      const minified = properties.result.find((property) => property.name === 'name')?.value?.value as string | undefined
      if (location) name = locator.label(scripts.get(location.scriptId) ?? '', location.lineNumber, location.columnNumber, minified ?? '')
    }
    names.set(index, name)
    return name
  }
  const named = []
  for (const commit of commits) {
    const components: Array<[string, number]> = []
    for (const [index, renders] of commit.counts) components.push([await nameOf(index), renders])
    named.push({ time: commit.time, components: components.sort((a, b) => b[1] - a[1]) })
  }
  await cdp.send('Debugger.disable')
  cdp.off('Debugger.scriptParsed', onScript)
  return named
}
