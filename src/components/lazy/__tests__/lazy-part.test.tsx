/** @jest-environment jsdom */
import '../../../sdk/__tests__/textEncoderPolyfill'
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'

import { LAZY_PART_ATTRIBUTE, lazyPart, lazyPartMarker } from '../lazy-part'
import { partLoadsSettled } from '../part-loads'

/** A chunk the test delivers by hand. */
function deferredChunk<T>() {
  let deliver!: (value: T) => void
  let fail!: (error: unknown) => void
  const promise = new Promise<T>((resolve, reject) => {
    deliver = resolve
    fail = reject
  })
  return { promise, deliver, fail, load: jest.fn(() => promise) }
}

function Greeting({ name }: { name: string }) {
  return <p data-testid="greeting">Olá, {name}</p>
}

describe('lazyPart', () => {
  it('loads its code once, shows nothing meanwhile, then the component with its props', async () => {
    const chunk = deferredChunk<typeof Greeting>()
    const Part = lazyPart('test-greeting-1', chunk.load)
    render(<Part name="Ana" />)
    expect(screen.queryByTestId('greeting')).toBeNull()
    await act(async () => chunk.deliver(Greeting))
    expect(screen.getByTestId('greeting').textContent).toBe('Olá, Ana')
    await Part.preload()
    expect(chunk.load).toHaveBeenCalledTimes(1)
  })

  it('renders at once, without suspending, once preloaded (a synchronous render has it then, not before)', async () => {
    const chunk = deferredChunk<typeof Greeting>()
    const Part = lazyPart('test-greeting-2', chunk.load)
    // No boundary of its own: a synchronous render cannot have it before its code is in.
    expect(() => renderToString(<Part name="Ana" />)).toThrow(/suspended/)
    const preloading = Part.preload()
    chunk.deliver(Greeting)
    await preloading
    expect(renderToString(<Part name="Bia" />)).toContain('Olá, <!-- -->Bia')
  })

  it('tries again after a failed load', async () => {
    const first = deferredChunk<typeof Greeting>()
    const load = jest.fn().mockImplementationOnce(() => first.promise).mockImplementationOnce(() => Promise.resolve(Greeting))
    const Part = lazyPart('test-greeting-3', load)
    const failing = Part.preload()
    first.fail(new Error('ChunkLoadError'))
    await expect(failing).rejects.toThrow('ChunkLoadError')
    await expect(Part.preload()).resolves.toBeUndefined()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('lazy part markers', () => {
  it('names the parts an element holds, and nothing without one', () => {
    expect(lazyPartMarker('gift-card-form')).toEqual({ [LAZY_PART_ATTRIBUTE]: 'gift-card-form' })
    expect(lazyPartMarker('club-join', null, false, undefined, 'content-chat')).toEqual({ [LAZY_PART_ATTRIBUTE]: 'club-join content-chat' })
    expect(lazyPartMarker(false, null)).toEqual({})
  })
})

describe('a lazy part the page names', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('starts loading when its module runs if the markup names it, and the page waits for it before hydrating', async () => {
    document.body.innerHTML = `<section ${LAZY_PART_ATTRIBUTE}="test-named-other test-named"></section>`
    const named = deferredChunk<typeof Greeting>()
    const unnamed = deferredChunk<typeof Greeting>()
    lazyPart('test-named', named.load)
    lazyPart('test-named-not', unnamed.load)
    expect(named.load).toHaveBeenCalledTimes(1)
    expect(unnamed.load).not.toHaveBeenCalled()
    const hydrate = jest.fn()
    const waiting = partLoadsSettled(60_000).then(hydrate)
    await Promise.resolve()
    expect(hydrate).not.toHaveBeenCalled()
    named.deliver(Greeting)
    await waiting
    expect(hydrate).toHaveBeenCalled()
    await expect(partLoadsSettled(60_000)).resolves.toBeUndefined()
  })

  it('lets the page hydrate after the timeout when the code is late, and after a failed load', async () => {
    jest.useFakeTimers()
    try {
      document.body.innerHTML = `<div ${LAZY_PART_ATTRIBUTE}="test-late"></div>`
      lazyPart('test-late', deferredChunk<typeof Greeting>().load)
      const hydrate = jest.fn()
      const waiting = partLoadsSettled(1000).then(hydrate)
      await jest.advanceTimersByTimeAsync(999)
      expect(hydrate).not.toHaveBeenCalled()
      await jest.advanceTimersByTimeAsync(1)
      await waiting
      expect(hydrate).toHaveBeenCalled()
    } finally {
      jest.useRealTimers()
    }
    document.body.innerHTML = `<div ${LAZY_PART_ATTRIBUTE}="test-broken"></div>`
    const broken = deferredChunk<typeof Greeting>()
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    lazyPart('test-broken', broken.load)
    broken.fail(new Error('ChunkLoadError'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(errors).toHaveBeenCalledWith('lazy part test-broken failed to load', expect.any(Error))
    errors.mockRestore()
  })

  it('takes only names a marker and a selector can hold', () => {
    expect(() => lazyPart('Gift card"]', () => Promise.resolve(Greeting))).toThrow('lower-case words joined by hyphens')
  })
})
