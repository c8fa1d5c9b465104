/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'

import { ErrorBoundary } from '../ErrorBoundary'
import type { ErrorBoundaryEnvironment } from '../ErrorBoundary'
import type { ErrorReporter } from '../reporter'

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
})
