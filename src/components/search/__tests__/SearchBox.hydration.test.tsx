/** @jest-environment jsdom */
import { act, fireEvent } from '@testing-library/react'
import { navigate } from 'gatsby'

import { renderThenHydrate } from '../../../test-support/hydration'
import { SearchBox } from '../SearchBox'

jest.mock('gatsby', () => ({ navigate: jest.fn(), Link: () => null }))
jest.mock('../../../analytics/search-events', () => ({
  ...jest.requireActual('../../../analytics/search-events'),
  searchAnalytics: jest.fn(() => ({ query: jest.fn(), click: jest.fn() })),
  retainSessionPing: () => () => undefined,
}))
jest.mock('../SearchPanel', () => ({ SearchPanel: () => null }))

describe('SearchBox in the static page', () => {
  it('keeps what was typed before the page hydrated and submits it', async () => {
    const location = { pathname: '/', search: '' }
    const hydrated = await renderThenHydrate(<SearchBox location={location} />, <SearchBox location={location} />, (container) => {
      const input = container.querySelector<HTMLInputElement>('input[name="q"]')
      if (input) input.value = 'tenis'
    })
    expect(hydrated.recoverable).toEqual([])
    const input = hydrated.container.querySelector<HTMLInputElement>('input[name="q"]')
    expect(input?.value).toBe('tenis')
    const form = hydrated.container.querySelector('form')
    if (form) await act(async () => fireEvent.submit(form))
    expect(navigate).toHaveBeenCalledWith('/pesquisa?q=tenis')
    hydrated.cleanup()
  })

  it('submits what the field holds even when no change event reached the component (typed while hydrating)', async () => {
    jest.mocked(navigate).mockClear()
    const location = { pathname: '/', search: '' }
    const hydrated = await renderThenHydrate(<SearchBox location={location} />)
    const input = hydrated.container.querySelector<HTMLInputElement>('input[name="q"]')
    const form = hydrated.container.querySelector('form')
    if (input) input.value = 'chuteira'
    if (form) await act(async () => fireEvent.submit(form))
    expect(navigate).toHaveBeenCalledWith('/pesquisa?q=chuteira')
    hydrated.cleanup()
  })
})
