/** @jest-environment jsdom */
import { Profiler } from 'react'
import { act, fireEvent, render, screen } from '@testing-library/react'

import { PLACEHOLDER_PAUSE_MS, PLACEHOLDER_TYPING_MS_PER_CHAR } from '../../../config/constants'
import { renderThenHydrate } from '../../../test-support/hydration'
import { PortalRoot } from '../../ui/PortalRoot'
import { SearchBox } from '../SearchBox'

jest.mock('gatsby', () => ({ navigate: jest.fn(), Link: () => null }))
jest.mock('../../../analytics/search-events', () => ({
  ...jest.requireActual('../../../analytics/search-events'),
  searchAnalytics: jest.fn(() => ({ query: jest.fn(), click: jest.fn() })),
  retainSessionPing: () => () => undefined,
}))
jest.mock('../SearchPanel', () => ({ SearchPanel: () => null }))

const phrases = ['Bola', 'Tênis']

/**
 * Moves the page's clock on a character's time at a time, letting React commit whatever each step's
 * timers changed (in a page each timer is a task of its own).
 */
async function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += PLACEHOLDER_TYPING_MS_PER_CHAR) {
    await act(() => void jest.advanceTimersByTime(Math.min(PLACEHOLDER_TYPING_MS_PER_CHAR, ms - passed)))
  }
  if (ms === 0) await act(() => void jest.advanceTimersByTime(0))
}

const headerField = () => screen.getByTestId('search-form').querySelector<HTMLInputElement>('input[name="q"]')

/** Phones (the search opens in a modal) or desktops, as the box's media query asks. */
function emulateViewport(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  })
}

beforeEach(() => {
  jest.useFakeTimers()
  emulateViewport(false)
})
afterEach(() => jest.useRealTimers())

describe('SearchBox typing placeholder', () => {
  it('types into the field without rendering the search box again', async () => {
    const commits = jest.fn()
    render(
      <Profiler id="search" onRender={commits}>
        <SearchBox placeholderPhrases={phrases} />
      </Profiler>,
    )
    await advance(0)
    expect(headerField()?.placeholder).toBe('Bola')
    const commitsBeforeTyping = commits.mock.calls.length
    await advance(PLACEHOLDER_PAUSE_MS)
    expect(headerField()?.placeholder).toBe('')
    await advance(3 * PLACEHOLDER_TYPING_MS_PER_CHAR)
    expect(headerField()?.placeholder).toBe('Tên')
    expect(commits).toHaveBeenCalledTimes(commitsBeforeTyping)
  })

  it('stops while the field holds a term and types on once it is cleared', async () => {
    render(<SearchBox placeholderPhrases={phrases} />)
    await advance(PLACEHOLDER_PAUSE_MS + PLACEHOLDER_TYPING_MS_PER_CHAR)
    expect(headerField()?.placeholder).toBe('T')
    const field = headerField()
    if (field) fireEvent.change(field, { target: { value: 'chuteira' } })
    await advance(10 * PLACEHOLDER_PAUSE_MS)
    expect(headerField()?.placeholder).toBe('T')
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }))
    await advance(PLACEHOLDER_TYPING_MS_PER_CHAR)
    expect(headerField()?.placeholder).toBe('Tê')
  })

  it('shows the modal field the same text as the header field, from the moment it opens', async () => {
    emulateViewport(true)
    render(
      <>
        <PortalRoot />
        <SearchBox placeholderPhrases={phrases} />
      </>,
    )
    await advance(PLACEHOLDER_PAUSE_MS + 2 * PLACEHOLDER_TYPING_MS_PER_CHAR)
    const field = headerField()
    if (field) fireEvent.click(field)
    const modalField = () => screen.getByTestId('search-modal-form').querySelector<HTMLInputElement>('input[name="q"]')
    expect(modalField()?.placeholder).toBe('Tê')
    await advance(PLACEHOLDER_TYPING_MS_PER_CHAR)
    expect(modalField()?.placeholder).toBe('Tên')
    expect(headerField()?.placeholder).toBe('Tên')
  })

  it('hydrates the server’s first phrase without a mismatch, then types on', async () => {
    const hydrated = await renderThenHydrate(<SearchBox placeholderPhrases={phrases} />)
    expect(hydrated.serverHtml).toContain('placeholder="Bola"')
    expect(hydrated.recoverable).toEqual([])
    await advance(PLACEHOLDER_PAUSE_MS + PLACEHOLDER_TYPING_MS_PER_CHAR)
    expect(hydrated.container.querySelector<HTMLInputElement>('input[name="q"]')?.placeholder).toBe('T')
    hydrated.cleanup()
  })
})
