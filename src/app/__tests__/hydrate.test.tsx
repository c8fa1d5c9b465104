/** @jest-environment jsdom */
import '../../sdk/__tests__/textEncoderPolyfill'
import { act } from '@testing-library/react'
import { createContext, lazy, Suspense, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

import { lazyPart, lazyPartMarker } from '../../components/lazy/lazy-part'
import { hydratePage } from '../hydrate'
import { HYDRATED_ATTRIBUTE } from '../hydration-mark'
import { HydrationMark } from '../HydrationMark'

function Page() {
  const [clicks, setClicks] = useState(0)
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        cliques: {clicks}
      </button>
    </div>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('hydratePage', () => {
  it('adopts the server markup (same nodes, no mismatch) and makes it interactive', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.appendChild(container)
    const serverButton = container.querySelector('button')
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)

    await act(async () => hydratePage(<Page />, container))

    expect(container.querySelector('button')).toBe(serverButton)
    await act(async () => serverButton?.click())
    expect(serverButton?.textContent).toBe('cliques: 1')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('renders pages whose HTML has no content (client-only routes)', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<div id="gatsby-focus-wrapper"></div>'
    document.body.appendChild(container)
    await act(async () => hydratePage(<Page />, container))
    expect(container.querySelector('button')?.textContent).toBe('cliques: 0')
  })

  it('marks the document once the page is hydrated, not in the server markup nor before', async () => {
    const Marked = () => (
      <>
        <Page />
        <HydrationMark />
      </>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Marked />)
    document.body.appendChild(container)
    expect(container.innerHTML).not.toContain(HYDRATED_ATTRIBUTE)
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false)
    // The button is pressed the moment the mark appears: that one press must count.
    let pressedWhenMarked = false
    const observer = new MutationObserver(() => {
      container.querySelector('button')?.click()
      pressedWhenMarked = true
    })
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] })

    await act(async () => hydratePage(<Marked />, container))

    observer.disconnect()
    expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe('true')
    await act(async () => undefined)
    expect(pressedWhenMarked).toBe(true)
    expect(container.querySelector('button')?.textContent).toBe('cliques: 1')
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE)
  })

  it('fails clearly without a root element', () => {
    expect(() => hydratePage(<Page />, null)).toThrow('no root element')
  })
})

describe('hydratePage with a part in a chunk of its own', () => {
  // A store context that changes right after hydration, as the cart and the session do.
  const Store = createContext('servidor')
  function StoreProvider({ children }: { children: ReactNode }) {
    const [value, setValue] = useState('servidor')
    useEffect(() => setValue('navegador'), [])
    return <Store.Provider value={value}>{children}</Store.Provider>
  }
  function Form() {
    return (
      <form data-testid="part">
        <input aria-label="CEP" />
      </form>
    )
  }
  function StoreName() {
    return <p data-testid="store">{useContext(Store)}</p>
  }
  const shell = (part: ReactNode, marker = 'test-hydrate-form') => (
    <StoreProvider>
      <div id="gatsby-focus-wrapper">
        <StoreName />
        <section {...lazyPartMarker(marker)}>{part}</section>
      </div>
    </StoreProvider>
  )

  /** Server markup of the page, then hydration with `part`; the chunk arrives `chunkDelayMs` later than asked. */
  async function hydrateWithChunkDelay(part: (load: () => Promise<ComponentType>) => ReactNode, chunkDelayMs: number, { plainLazy = false, marker = 'test-hydrate-form' } = {}) {
    const container = document.createElement('div')
    // As the build's renderer writes it: the part's chunk awaited, inside its Suspense boundary when it has one.
    container.innerHTML = renderToString(shell(plainLazy ? <Suspense fallback={null}>{<Form />}</Suspense> : <Form />, marker))
    document.body.appendChild(container)
    const serverForm = container.querySelector('[data-testid="part"]')
    const load = () => new Promise<ComponentType>((resolve) => setTimeout(() => resolve(Form), chunkDelayMs))
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const formsSeen = new Set<Element | null>()
    const observer = new MutationObserver(() => formsSeen.add(container.querySelector('[data-testid="part"]')))
    observer.observe(container, { childList: true, subtree: true })
    await act(async () => hydratePage(shell(part(load), marker), container))
    // A chunk asked for only when hydration reaches the part arrives after this first pass.
    await act(async () => new Promise((resolve) => setTimeout(resolve, chunkDelayMs + 50)))
    observer.disconnect()
    // React reports a recovered hydration error with console.error where the browser has no reportError (jsdom).
    const recovered = errors.mock.calls.filter((call) => /finished hydrating/.test(String(call[0] instanceof Error ? call[0].message : call[0]))).length
    errors.mockRestore()
    return { container, serverForm, formsSeen, recovered }
  }

  it('loads the part before hydrating: the server form stays, with no recovery, while the store changes', async () => {
    let Part: ReturnType<typeof lazyPart> | null = null
    const { container, serverForm, formsSeen, recovered } = await hydrateWithChunkDelay((load) => {
      Part ??= lazyPart('test-hydrate-form', load)
      return <Part />
    }, 30)
    expect(container.querySelector('[data-testid="store"]')?.textContent).toBe('navegador')
    expect(container.querySelector('[data-testid="part"]')).toBe(serverForm)
    expect([...formsSeen].every((form) => form === serverForm)).toBe(true)
    expect(recovered).toBe(0)
  })

  it('waits for a part its markup does not name: hydration holds the server markup until the chunk is in, then keeps it', async () => {
    let Part: ReturnType<typeof lazyPart> | null = null
    const { container, serverForm, formsSeen, recovered } = await hydrateWithChunkDelay((load) => {
      Part ??= lazyPart('test-hydrate-unnamed', load)
      return <Part />
    }, 30, { marker: '' })
    expect(container.querySelector('[data-testid="store"]')?.textContent).toBe('navegador')
    expect(container.querySelector('[data-testid="part"]')).toBe(serverForm)
    expect([...formsSeen].every((form) => form === serverForm)).toBe(true)
    expect(recovered).toBe(0)
  })

  it('(why) a plain lazy component in the server markup is thrown away when the store changes before its chunk arrives', async () => {
    let Plain: ComponentType | null = null
    const { container, serverForm, formsSeen, recovered } = await hydrateWithChunkDelay((load) => {
      Plain ??= lazy(() => load().then((component) => ({ default: component })))
      return (
        <Suspense fallback={null}>
          <Plain />
        </Suspense>
      )
    }, 30, { plainLazy: true })
    // React 18 error #421: the dehydrated boundary is rendered again on the client, its server markup removed meanwhile.
    expect(formsSeen.has(null)).toBe(true)
    expect(container.querySelector('[data-testid="part"]')).not.toBe(serverForm)
    expect(recovered).toBeGreaterThan(0)
  })
})
