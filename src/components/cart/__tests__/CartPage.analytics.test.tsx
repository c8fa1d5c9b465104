/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'

import { orderForm, serverLine } from '../../../analytics/__tests__/fixtures'
import { CartProvider } from '../../../sdk/cart'
import { CATALOGUE, MemoryGateway, MemoryStorage } from '../../../sdk/__tests__/memoryGateway'
import { ToastProvider } from '../../../sdk/toast'
import { pushedEvents, resetDataLayer, withAnalytics } from '../../analytics/__tests__/support'
import { CartPage } from '../CartPage'

jest.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        event.preventDefault()
        ;(rest as { onClick?: (e: unknown) => void }).onClick?.(event)
      }}
    >
      {children}
    </a>
  ),
  navigate: jest.fn(),
}))

beforeEach(() => resetDataLayer())

function renderCart(seeded: ReturnType<typeof orderForm>) {
  const gateway = new MemoryGateway(CATALOGUE)
  gateway.seed(seeded)
  return render(
    withAnalytics(
      <ToastProvider>
        <CartProvider gateway={gateway} orderFormId={seeded.orderFormId} storage={new MemoryStorage()}>
          <CartPage />
        </CartProvider>
      </ToastProvider>,
    ),
  )
}

describe('CartPage analytics', () => {
  it('sends view_cart once the cart has loaded, from the server lines, and begin_checkout on Finalizar compra', async () => {
    renderCart(orderForm([serverLine({ quantity: 2 })]))
    const checkout = await screen.findByTestId('checkout-button')
    expect(pushedEvents('view_cart')).toHaveLength(1)
    expect(pushedEvents('view_cart')[0].ecommerce).toEqual({
      currency: 'BRL',
      value: 499.8,
      items: [expect.objectContaining({ product_id: '10', sku_code: '101', quantity: 2, seller_name: 'Arena Esportes', sport: 'Futebol' })],
    })

    fireEvent.click(checkout)
    expect(pushedEvents('begin_checkout')).toHaveLength(1)
    expect(pushedEvents('begin_checkout')[0].ecommerce).toMatchObject({ value: 499.8, items: [expect.objectContaining({ sku_code: '101' })] })
    expect(pushedEvents('view_cart')).toHaveLength(1)
    // The cart watcher sends add_to_cart / remove_from_cart, never the page.
    expect(pushedEvents('add_to_cart')).toEqual([])
  })

  it('sends no view_cart for an empty cart', async () => {
    renderCart(orderForm([]))
    await screen.findByTestId('cart-empty')
    expect(pushedEvents('view_cart')).toEqual([])
  })
})
