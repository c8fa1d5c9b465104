/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'

import { SearchProvider, useSearch } from '../search/Provider'
import type { SearchProviderProps } from '../search/Provider'
import { initSearchState } from '../search/state'
import { formatSearchState, parseSearchState } from '../search/url'

const category = { key: 'category-1', value: 'esportes' }
const brand = { key: 'brand', value: 'Kalenji' }

function setup(props: Omit<SearchProviderProps, 'children' | 'onChange'> = {}) {
  const onChange = jest.fn<void, [URL]>()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SearchProvider onChange={onChange} {...props}>
      {children}
    </SearchProvider>
  )
  const hook = renderHook(() => useSearch(), { wrapper })
  return { onChange, ...hook }
}

afterEach(() => {
  jest.restoreAllMocks()
})

describe('SearchProvider', () => {
  it('starts from the initial state and does not navigate on mount', () => {
    const { result, onChange } = setup({ initialState: { term: 'bola', selectedFacets: [category] } })
    expect(result.current.state).toEqual(initSearchState({ term: 'bola', selectedFacets: [category] }))
    expect(result.current.serializedState).toBe(formatSearchState(result.current.state))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('calls onChange with the new address when it differs from the current one', () => {
    const { result, onChange } = setup({ initialState: { base: '/pesquisa/', term: 'bola' } })
    act(() => result.current.toggleFacet(brand))
    expect(onChange).toHaveBeenCalledTimes(1)
    const url = onChange.mock.calls[0][0]
    expect(parseSearchState(url)).toEqual(initSearchState({ base: '/pesquisa/', term: 'bola', selectedFacets: [brand] }))
  })

  it('does not call onChange when the resulting address equals the current one', () => {
    const current = initSearchState({ selectedFacets: [category, brand], sort: 'price_asc' })
    const { result, onChange } = setup({ initialState: current, currentAddress: () => formatSearchState(current) })
    // A new state object with the same address.
    act(() => result.current.setFacets([{ ...category }, { ...brand }]))
    expect(onChange).not.toHaveBeenCalled()
    act(() => result.current.setSort('price_asc'))
    expect(onChange).not.toHaveBeenCalled()
    act(() => result.current.setSort('name_asc'))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('compares with the browser address by default', () => {
    const state = initSearchState({ term: 'tênis' })
    window.history.replaceState(null, '', formatSearchState(state))
    const { result, onChange } = setup({ initialState: { term: 'rede' } })
    act(() => result.current.setTerm('tênis'))
    expect(onChange).not.toHaveBeenCalled()
    act(() => result.current.setTerm('bola'))
    expect(onChange).toHaveBeenCalledTimes(1)
    window.history.replaceState(null, '', '/')
  })

  it('exposes every action', () => {
    const { result } = setup({ initialState: { selectedFacets: [category] } })
    act(() => result.current.setTerm('bola'))
    act(() => result.current.setFacet(brand))
    act(() => result.current.setFacet({ key: 'brand', value: 'Kipsta' }, true))
    expect(result.current.state.selectedFacets).toEqual([category, { key: 'brand', value: 'Kipsta' }])
    act(() => result.current.toggleFacets([{ key: 'cor', value: 'Azul' }]))
    act(() => result.current.removeFacet({ key: 'brand', value: 'Kipsta' }))
    expect(result.current.state.selectedFacets).toEqual([category, { key: 'cor', value: 'Azul' }])
    act(() => result.current.setPage(2))
    expect(result.current.state).toMatchObject({ term: 'bola', page: 2 })
  })

  it('throws invalid actions at the call site', () => {
    const { result } = setup({ initialState: { selectedFacets: [category] } })
    expect(() => result.current.setSort('foo')).toThrow('[store-sdk]: Sort param foo is unknown')
    expect(() => result.current.removeFacet(brand)).toThrow('[store-sdk]: Cannot remove brand=Kalenji from search params')
    expect(result.current.state.selectedFacets).toEqual([category])
  })

  it('keeps infinite pages from the current page and restarts them on a new query', () => {
    const { result } = setup({ initialState: { page: 2 }, itemsPerPage: 10 })
    expect(result.current.pages).toEqual([2])
    act(() => result.current.addNextPage())
    expect(result.current.pages).toEqual([2, 3])
    expect(result.current.state.page).toBe(3)
    act(() => result.current.addPrevPage())
    expect(result.current.pages).toEqual([1, 2, 3])
    expect(result.current.bounds(40)).toEqual({ hasPreviousPage: true, hasNextPage: false })
    expect(result.current.bounds(41)).toEqual({ hasPreviousPage: true, hasNextPage: true })
    act(() => result.current.toggleFacet(brand))
    expect(result.current.pages).toEqual([0])
  })

  it('useSearch throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useSearch())).toThrow('[store-sdk]: SearchContext needs to be on the React tree')
  })
})
