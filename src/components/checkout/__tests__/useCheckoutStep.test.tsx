/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react'
import { navigate } from 'gatsby'

import type { OrderForm } from '../../../contracts/checkout'
import { clientProfile, orderForm, orderFormItem } from '../../../test-support/order-form'
import { useCheckoutStep } from '../useCheckoutStep'

jest.mock('gatsby', () => ({ navigate: jest.fn() }))
let cart: { loading: boolean; orderForm: OrderForm | null } = { loading: true, orderForm: null }
jest.mock('../../../sdk/cart', () => ({ useCart: () => cart }))

function Step({ step }: { step: 'profile' | 'shipping' | 'payment' }) {
  const { ready } = useCheckoutStep(step)
  return <p data-testid="step">{ready ? 'pronto' : 'carregando'}</p>
}

// Masked values count as given: the platform masks what it holds for a profile the caller has not proved to own.
const profile = clientProfile({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Souza', phone: '***', document: '***', documentType: 'cpf' })
const withItem = (overrides: Partial<OrderForm> = {}) => orderForm({ items: [orderFormItem()], ...overrides })

beforeEach(() => jest.mocked(navigate).mockClear())

describe('useCheckoutStep', () => {
  it('waits for the cart and for the step rules (their chunk), then shows a step whose earlier steps are done', async () => {
    cart = { loading: true, orderForm: null }
    const { rerender } = render(<Step step="profile" />)
    expect(screen.getByTestId('step')).toHaveTextContent('carregando')
    cart = { loading: false, orderForm: withItem() }
    rerender(<Step step="profile" />)
    await waitFor(() => expect(screen.getByTestId('step')).toHaveTextContent('pronto'))
    expect(navigate).not.toHaveBeenCalled()
  })

  it('sends the shopper to the first step not done: the profile, or the cart when it is empty', async () => {
    cart = { loading: false, orderForm: withItem() }
    const { unmount } = render(<Step step="payment" />)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/profile', { replace: true }))
    expect(screen.getByTestId('step')).toHaveTextContent('carregando')
    unmount()

    cart = { loading: false, orderForm: orderForm({ items: [] }) }
    render(<Step step="shipping" />)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/cart', { replace: true }))
  })

  it('a complete profile lets the shipping step show', async () => {
    cart = { loading: false, orderForm: withItem({ clientProfileData: profile }) }
    render(<Step step="shipping" />)
    await waitFor(() => expect(screen.getByTestId('step')).toHaveTextContent('pronto'))
    expect(navigate).not.toHaveBeenCalled()
  })
})
