import { sharedWhileInFlight } from '../account'

/** A call whose answers the test settles by hand. */
function manualCall() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = []
  const call = jest.fn(() => new Promise<number>((resolve, reject) => pending.push({ resolve, reject })))
  return { call, pending }
}

describe('sharedWhileInFlight', () => {
  it('gives callers that come while the call runs its answer, and makes a new call after it settled', async () => {
    const { call, pending } = manualCall()
    const shared = sharedWhileInFlight(call)
    const a = shared()
    const b = shared()
    expect(call).toHaveBeenCalledTimes(1)
    pending[0].resolve(1)
    await expect(Promise.all([a, b])).resolves.toEqual([1, 1])
    const c = shared()
    expect(call).toHaveBeenCalledTimes(2)
    pending[1].resolve(2)
    await expect(c).resolves.toBe(2)
  })

  it('shares a failure with the callers of that call only: the next caller tries again', async () => {
    const { call, pending } = manualCall()
    const shared = sharedWhileInFlight(call)
    const a = shared()
    const b = shared()
    pending[0].reject(new Error('offline'))
    await expect(a).rejects.toThrow('offline')
    await expect(b).rejects.toThrow('offline')
    const c = shared()
    expect(call).toHaveBeenCalledTimes(2)
    pending[1].resolve(3)
    await expect(c).resolves.toBe(3)
  })
})
