/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react'

import { ErrorBoundary } from '../ErrorBoundary'
import type { ErrorBoundaryEnvironment } from '../ErrorBoundary'
import type { ErrorReporter } from '../reporter'
import type { ErrorTracker } from '../error-tracker'

function Boom({ error }: { error: unknown }): never {
  throw error
}

function setup(path: string, overrides: Partial<ErrorBoundaryEnvironment> = {}) {
  const store = new Map<string, string>()
  const environment: ErrorBoundaryEnvironment = {
    path: () => path,
    online: () => true,
    now: () => 10_000,
    storage: () => ({ getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) }),
    reload: jest.fn(),
    navigate: jest.fn(),
    ...overrides,
  }
  const reporter: ErrorReporter = { report: jest.fn(() => Promise.resolve(true)) }
  return { environment, reporter, store }
}

describe('ErrorBoundary', () => {
  let consoleError: jest.SpyInstance
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => consoleError.mockRestore())

  it('renders its children when nothing fails', () => {
    const { environment, reporter } = setup('/')
    render(
      <ErrorBoundary environment={environment} reporter={reporter}>
        <p>conteúdo</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('conteúdo')).toBeInTheDocument()
    expect(reporter.report).not.toHaveBeenCalled()
  })

  it('logs a render error, then goes to /500 with the path', () => {
    const { environment, reporter } = setup('/marcas')
    render(
      <ErrorBoundary environment={environment} reporter={reporter}>
        <Boom error={new TypeError('boom')} />
      </ErrorBoundary>,
    )
    expect(reporter.report).toHaveBeenCalledWith({ kind: 'render', error: expect.any(TypeError) }, 'ErrorBoundary')
    expect(environment.navigate).toHaveBeenCalledWith('/500?from=%2Fmarcas&errorId=unknown')
    expect(screen.getByRole('alert')).toHaveTextContent('Algo deu errado')
  })

  it('reloads after a chunk error and remembers the count in storage', () => {
    const chunk = Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' })
    const { environment, reporter, store } = setup('/p')
    for (let i = 0; i < 3; i++) {
      const { unmount } = render(
        <ErrorBoundary environment={environment} reporter={reporter}>
          <Boom error={chunk} />
        </ErrorBoundary>,
      )
      unmount()
    }
    expect(environment.reload).toHaveBeenCalledTimes(2)
    expect(JSON.parse(store.get('store::chunkReloads')!)).toEqual({ count: 2, since: 10_000 })
  })

  it('does nothing but show the fallback on /500', () => {
    const { environment, reporter } = setup('/500')
    render(
      <ErrorBoundary environment={environment} reporter={reporter} fallback={<p>falhou</p>}>
        <Boom error={new Error('x')} />
      </ErrorBoundary>,
    )
    expect(environment.navigate).not.toHaveBeenCalled()
    expect(environment.reload).not.toHaveBeenCalled()
    expect(screen.getByText('falhou')).toBeInTheDocument()
  })

  it('with the error reporter on, reports the error with an id and shows that id on the 500 page once sent', async () => {
    const { environment, reporter } = setup('/marcas')
    let sent: () => void = () => undefined
    const tracker: ErrorTracker = {
      enabled: true,
      start: jest.fn(),
      capture: jest.fn(() => new Promise<void>((resolve) => (sent = resolve))),
    }
    render(
      <ErrorBoundary environment={environment} reporter={reporter} tracker={tracker}>
        <Boom error={new TypeError('boom')} />
      </ErrorBoundary>,
    )
    expect(tracker.capture).toHaveBeenCalledTimes(1)
    const [{ errorId, context, componentStack }] = (tracker.capture as jest.Mock).mock.calls[0] as [{ errorId: string; context: string; componentStack?: string }]
    expect(errorId).toMatch(/^[0-9a-f]{32}$/)
    expect(context).toBe('ErrorBoundary')
    expect(componentStack).toEqual(expect.stringContaining('ErrorBoundary.test'))
    // The page leaves only once the report has gone (or after a timeout).
    expect(environment.navigate).not.toHaveBeenCalled()
    sent()
    await waitFor(() => expect(environment.navigate).toHaveBeenCalledWith(`/500?from=%2Fmarcas&errorId=${errorId}`))
    // The embedded error log still gets its document.
    expect(reporter.report).toHaveBeenCalledWith({ kind: 'render', error: expect.any(TypeError) }, 'ErrorBoundary')
  })
})
