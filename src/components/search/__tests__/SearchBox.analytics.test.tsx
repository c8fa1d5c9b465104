/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { navigate } from 'gatsby'

import { searchAnalytics } from '../../../analytics/search-events'
import { pushedEvents, resetDataLayer, withAnalytics } from '../../analytics/__tests__/support'
import { SearchBox } from '../SearchBox'

jest.mock('gatsby', () => ({ navigate: jest.fn(), Link: () => null }))
// The search API's own analytics is a separate channel: recorded, not sent.
const query = jest.fn()
jest.mock('../../../analytics/search-events', () => ({
  ...jest.requireActual('../../../analytics/search-events'),
  searchAnalytics: jest.fn(() => ({ query, click: jest.fn() })),
  retainSessionPing: () => () => undefined,
}))
// Suggestions call the search API; the panel is not under test.
jest.mock('../SearchPanel', () => ({ SearchPanel: () => null }))

beforeEach(() => {
  resetDataLayer()
  query.mockClear()
  jest.mocked(navigate).mockClear()
  window.localStorage.clear()
})

const submit = (term: string) => {
  const input = screen.getByRole('searchbox', { name: 'Buscar' })
  fireEvent.change(input, { target: { value: term } })
  fireEvent.submit(screen.getByTestId('search-form'))
}

describe('SearchBox analytics', () => {
  it('a submitted search pushes the search event, next to the search API analytics (its code loaded on demand) and the navigation', async () => {
    render(withAnalytics(<SearchBox />))
    submit('  bola de futebol ')
    expect(pushedEvents('search')).toEqual([{ event: 'search', search_term: 'bola de futebol' }])
    expect(navigate).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(query).toHaveBeenCalledWith('bola de futebol'))
    expect(jest.mocked(searchAnalytics)).toHaveBeenCalled()
  })

  it('a term too short to submit pushes nothing', async () => {
    render(withAnalytics(<SearchBox />))
    submit('bo')
    // The session ping's code is asked for on mount: nothing is queried once it is in.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(pushedEvents('search')).toEqual([])
    expect(query).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })
})
