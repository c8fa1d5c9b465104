import { EventLoopTurns } from '../event-loop-turns'

/** Resolves after `n` turns of the event loop (each setImmediate queued from a check phase runs on the next turn). */
function afterTurns(n: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : setImmediate(() => step(left - 1)))
    step(n)
  })
}

describe('EventLoopTurns', () => {
  it('gives one waiter a turn per turn of the event loop, in order', async () => {
    const turns = new EventLoopTurns()
    const order: string[] = []
    const waiters = ['a', 'b', 'c', 'd'].map((name) => turns.next().then(() => order.push(name)))
    expect(turns.pending).toBe(4)
    await afterTurns(1)
    expect(order).toEqual(['a'])
    await afterTurns(1)
    expect(order).toEqual(['a', 'b'])
    await Promise.all(waiters)
    expect(order).toEqual(['a', 'b', 'c', 'd'])
    expect(turns.pending).toBe(0)
  })

  it('lets I/O in between: a timer due now runs before the second waiter', async () => {
    const turns = new EventLoopTurns()
    const order: string[] = []
    const first = turns.next().then(() => order.push('slice 1'))
    const second = turns.next().then(() => order.push('slice 2'))
    await first
    setTimeout(() => order.push('timer'), 0)
    // Busy past the timer's due time, as a render would be.
    const end = Date.now() + 5
    while (Date.now() < end);
    await second
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(order).toEqual(['slice 1', 'timer', 'slice 2'])
  })
})
