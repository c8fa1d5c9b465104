/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react'

import { UIProvider, useUI } from '../ui/Provider'
import { initialUIState, uiActions, uiReducer } from '../ui/state'
import type { UIAction } from '../ui/state'

describe('ui reducer', () => {
  it('starts with the minicart closed', () => {
    expect(initialUIState).toEqual({ displayMinicart: false })
  })

  it('opens and closes the minicart', () => {
    const open = uiReducer(initialUIState, uiActions.openMinicart())
    expect(open.displayMinicart).toBe(true)
    expect(uiReducer(open, uiActions.closeMinicart()).displayMinicart).toBe(false)
  })

  it('throws for an unknown action', () => {
    const action = { type: 'toggleMenu' } as unknown as UIAction
    expect(() => uiReducer(initialUIState, action)).toThrow('[store-sdk]: Unknown UI state')
  })
})

describe('UIProvider', () => {
  function Minicart() {
    const { displayMinicart, openMinicart, closeMinicart } = useUI()
    return (
      <div>
        <span data-testid="state">{displayMinicart ? 'open' : 'closed'}</span>
        <button onClick={openMinicart}>open</button>
        <button onClick={closeMinicart}>close</button>
      </div>
    )
  }

  it('exposes the state and its actions', () => {
    render(
      <UIProvider>
        <Minicart />
      </UIProvider>,
    )
    expect(screen.getByTestId('state')).toHaveTextContent('closed')
    act(() => screen.getByText('open').click())
    expect(screen.getByTestId('state')).toHaveTextContent('open')
    act(() => screen.getByText('close').click())
    expect(screen.getByTestId('state')).toHaveTextContent('closed')
  })

  it('useUI throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useUI())).toThrow('[store-sdk]: UIContext needs to be on the React tree')
    jest.restoreAllMocks()
  })
})
