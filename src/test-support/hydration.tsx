/**
 * Test support (jsdom): renders an element to HTML as the server would,
 * hydrates that HTML in the document and records what React reports, so a
 * test can assert that the first client render matches the server's markup.
 */
import '../sdk/__tests__/textEncoderPolyfill'
import { act } from '@testing-library/react'
import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

export interface Hydrated {
  /** What the server sent. */
  serverHtml: string
  container: HTMLElement
  /** console.error while hydrating and after (silenced). */
  consoleErrors: jest.SpyInstance
  /** Errors React recovered from (hydration mismatches). */
  recoverable: unknown[]
  /** Unmounts, removes the container and restores console.error. */
  cleanup(): void
}

/**
 * Server-renders `element`, then hydrates the result with `hydrateWith`
 * (default: the same element); `beforeHydration` acts on the static markup
 * first (what a visitor does before the JavaScript runs).
 */
export async function renderThenHydrate(
  element: ReactElement,
  hydrateWith: ReactElement = element,
  beforeHydration: (container: HTMLElement) => void = () => undefined,
): Promise<Hydrated> {
  const serverHtml = renderToString(element)
  const container = document.createElement('div')
  container.innerHTML = serverHtml
  document.body.appendChild(container)
  beforeHydration(container)
  const consoleErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  const recoverable: unknown[] = []
  const root = await act(async () => hydrateRoot(container, hydrateWith, { onRecoverableError: (error) => recoverable.push(error) }))
  return {
    serverHtml,
    container,
    consoleErrors,
    recoverable,
    cleanup: () => {
      act(() => root.unmount())
      container.remove()
      consoleErrors.mockRestore()
    },
  }
}
