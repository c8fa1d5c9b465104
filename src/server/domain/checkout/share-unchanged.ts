/**
 * Structural sharing between two stored states of a cart.
 *
 * A cart write rebuilds the whole order form (every line from the catalogue,
 * every delivery option, the payment options), though most of it comes out as
 * it was: a quantity change alters a line's totals, its delivery prices and
 * the totals, not its names, categories, analytics or pickup addresses. The
 * cart cache keeps the new state, so each of those rebuilt objects would live
 * on and be copied by the young-generation collector; sharing the previous
 * state's equal objects instead leaves only the changed ones to keep.
 *
 * Equal means: the same JSON (same keys in the same order, equal primitives,
 * arrays of the same length), so that the stored text of the result is the
 * text of `next`. Only plain objects and arrays are compared; anything else
 * is kept as `next` has it.
 */

type Node = Record<string, unknown> | unknown[]

const isPlainNode = (value: unknown): value is Node => {
  if (value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return true
  // Object.prototype of any realm (its own prototype is null), or none: not a class instance, a Date or a Map.
  const prototype: object | null = Object.getPrototypeOf(value) as object | null
  return prototype === null || Object.getPrototypeOf(prototype) === null
}

function shareArray(next: unknown[], previous: unknown[]): unknown[] {
  let same = next.length === previous.length
  const writable = !Object.isFrozen(next)
  for (let index = 0; index < next.length; index++) {
    if (index >= previous.length) break
    const child = shareNode(next[index], previous[index])
    if (child !== previous[index]) same = false
    else if (child !== next[index] && writable) next[index] = child
  }
  return same ? previous : next
}

function shareObject(next: Record<string, unknown>, previous: Record<string, unknown>): Record<string, unknown> {
  const nextKeys = Object.keys(next)
  const previousKeys = Object.keys(previous)
  let same = nextKeys.length === previousKeys.length
  const writable = !Object.isFrozen(next)
  for (let index = 0; index < nextKeys.length; index++) {
    const key = nextKeys[index]
    if (previousKeys[index] !== key) same = false
    if (!Object.prototype.hasOwnProperty.call(previous, key)) {
      same = false
      continue
    }
    const child = shareNode(next[key], previous[key])
    if (child !== previous[key]) same = false
    else if (child !== next[key] && writable) next[key] = child
  }
  return same ? previous : next
}

function shareNode(next: unknown, previous: unknown): unknown {
  if (next === previous || !isPlainNode(next) || !isPlainNode(previous)) return next
  if (Array.isArray(next)) return Array.isArray(previous) ? shareArray(next, previous) : next
  return Array.isArray(previous) ? next : shareObject(next, previous as Record<string, unknown>)
}

/**
 * `next`, with each of its parts that equals the part at the same place in
 * `previous` replaced by that part of `previous` — or `previous` itself when
 * the two are equal throughout. `next` is changed in place, but only ever
 * by putting an equal part where one was (the same JSON, so no holder of an
 * object it shares sees a difference); frozen objects are left as they are.
 * `previous` is only read.
 */
export function shareUnchanged<T>(next: T, previous: T): T {
  return shareNode(next, previous) as T
}
