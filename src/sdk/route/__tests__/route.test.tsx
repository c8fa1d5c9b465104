/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'

import { createRouteStore, useCurrentPath, type RouteStore } from '..'

function Path({ store }: { store: RouteStore }) {
  return <p data-testid="path">{useCurrentPath(store) ?? 'none'}</p>
}

describe('route store', () => {
  it('holds no path until the first route update, then the last one', () => {
    const store = createRouteStore()
    expect(store.getPath()).toBeNull()
    store.set('/')
    store.set('/checkout/profile')
    expect(store.getPath()).toBe('/checkout/profile')
  })

  it('tells subscribers about a new path only, and forgets a subscriber that left', () => {
    const store = createRouteStore()
    const listener = jest.fn()
    const leave = store.subscribe(listener)
    store.set('/a')
    store.set('/a')
    expect(listener).toHaveBeenCalledTimes(1)
    leave()
    store.set('/b')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('re-renders a component on a client navigation', () => {
    const store = createRouteStore()
    render(<Path store={store} />)
    expect(screen.getByTestId('path')).toHaveTextContent('none')
    act(() => store.set('/esportes/corrida'))
    expect(screen.getByTestId('path')).toHaveTextContent('/esportes/corrida')
    act(() => store.set('/checkout/cart'))
    expect(screen.getByTestId('path')).toHaveTextContent('/checkout/cart')
  })
})
