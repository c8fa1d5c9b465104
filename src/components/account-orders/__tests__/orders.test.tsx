/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react'

import { CommerceHttpError } from '../../../commerce/http'
import type { AccountOrder, AccountOrderSummary } from '../../../commerce/orders'
import { formatCents } from '../../../config/money'
import { GuestOrderLookup } from '../GuestOrderLookup'
import { OrderDetail } from '../OrderDetail'
import { timelineSteps } from '../OrderTimeline'
import { OrderList, type OrdersApi } from '../OrderList'
import { formatShippingEstimate, installmentsText, itemCountText, orderDetailPath, statusTone } from '../../account-ui/order-format'
import { orderIdOfRest } from '../../account-ui/order-paths'

const summary: AccountOrderSummary = {
  orderId: '1000000012345-01',
  creationDate: '2025-03-02T13:00:00.000Z',
  status: 'handling',
  statusDescription: 'Preparando entrega',
  value: 35980,
  totalItems: 2,
  items: [{ id: 'sku-1', name: 'Tênis de corrida Pulso 42', quantity: 2, imageUrl: '/images/products/1.svg' }],
}

const order: AccountOrder = {
  orderId: summary.orderId,
  orderGroup: '1000000012345',
  creationDate: summary.creationDate,
  status: 'invoiced',
  statusDescription: 'Faturado',
  statusHistory: [
    { status: 'payment-pending', date: '2025-03-02T13:00:00.000Z' },
    { status: 'payment-approved', date: '2025-03-02T13:05:00.000Z' },
    { status: 'handling', date: '2025-03-03T09:00:00.000Z' },
    { status: 'invoiced', date: '2025-03-04T09:00:00.000Z' },
  ],
  clientProfileData: null,
  allowCancellation: false,
  testPaymentActions: null,
  testWarehouseActions: null,
  value: 35980,
  totals: [
    { id: 'Items', name: 'Total dos Itens', value: 33980 },
    { id: 'Shipping', name: 'Total do Frete', value: 2000 },
  ],
  items: [
    { id: 'sku-1', productId: 'p1', name: 'Tênis de corrida Pulso 42', skuName: '42', ean: '7890000000001', quantity: 2, seller: '1', price: 16990, listPrice: 19990, sellingPrice: 16990, imageUrl: '/images/products/1.svg', detailUrl: '/tenis-de-corrida-pulso/p' },
  ],
  shippingData: {
    postalCode: '01310-100',
    city: 'São Paulo',
    state: 'SP',
    street: 'Avenida Paulista',
    number: '1578',
    neighborhood: 'Bela Vista',
    complement: 'Apto 42',
    receiverName: 'Ana Souza',
    selectedSla: 'Normal',
    deliveryChannel: 'delivery',
    shippingEstimate: '5bd',
    pickupPoint: null,
  },
  paymentData: {
    paymentSystem: 2,
    paymentSystemName: 'Cartão de crédito',
    group: 'creditCardPaymentGroup',
    installments: 3,
    installmentValue: 11993,
    interestValue: 0,
    value: 35980,
    lastDigits: '1111',
    instructions: null,
  },
}

const api = (overrides: Partial<OrdersApi>): OrdersApi => ({
  listOrders: jest.fn(async () => []),
  getOrder: jest.fn(async () => order),
  invoiceTestOrder: jest.fn(async () => order),
  ...overrides,
})

const httpError = (status: number, message = 'x') =>
  new CommerceHttpError({ status, code: status === 404 ? 'ORDER_NOT_FOUND' : 'INTERNAL_ERROR', message, method: 'GET', url: '/api', body: null })

describe('order formatting', () => {
  it('reads the order id of both detail addresses', () => {
    expect(orderIdOfRest('1000000012345-01')).toBe('1000000012345-01')
    expect(orderIdOfRest('1000000012345-01/')).toBe('1000000012345-01')
    expect(orderIdOfRest('1000000012345-01/x')).toBeNull()
    expect(orderIdOfRest('%E0%A4%A')).toBeNull()
    expect(orderDetailPath(summary)).toBe('/account/order/1000000012345-01')
  })

  it('words estimates, counts, instalments and statuses', () => {
    expect(formatShippingEstimate('5bd')).toBe('até 5 dias úteis')
    expect(formatShippingEstimate('1bd')).toBe('até 1 dia útil')
    expect(itemCountText(1)).toBe('1 item')
    expect(itemCountText(3)).toBe('3 itens')
    expect(installmentsText(1)).toBe('à vista')
    expect(installmentsText(3)).toBe('3x sem juros')
    expect(statusTone('canceled')).toBe('canceled')
    expect(statusTone('invoiced')).toBe('done')
  })
})

describe('OrderList', () => {
  it('lists the orders with status, total and a link to the detail', async () => {
    render(<OrderList api={api({ listOrders: jest.fn(async () => [summary]) })} />)
    const row = await screen.findByTestId('order-row')
    expect(within(row).getByRole('heading', { name: 'Pedido 1000000012345-01' })).toBeInTheDocument()
    expect(row).toHaveTextContent('Preparando entrega')
    expect(row).toHaveTextContent('Feito em 02/03/2025 · 2 itens')
    expect(row).toHaveTextContent(formatCents(35980))
    expect(within(row).getByRole('link', { name: /Ver detalhes/ })).toHaveAttribute('href', '/account/order/1000000012345-01')
  })

  it('keeps the empty state for a member without orders', async () => {
    render(<OrderList api={api({})} />)
    expect(await screen.findByText('Nenhum pedido por aqui')).toBeInTheDocument()
  })

  it('says so when the list cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    render(<OrderList api={api({ listOrders: jest.fn(async () => Promise.reject(httpError(500))) })} />)
    expect(await screen.findByText('Não foi possível carregar seus pedidos')).toBeInTheDocument()
  })
})

describe('OrderDetail', () => {
  it('shows items, delivery and totals of the order', async () => {
    const getOrder = jest.fn(async () => order)
    render(<OrderDetail orderId={order.orderId} api={api({ getOrder })} />)
    const detail = await screen.findByTestId('order-detail')
    expect(getOrder).toHaveBeenCalledWith(order.orderId)
    expect(within(detail).getByRole('link', { name: 'Tênis de corrida Pulso 42' })).toHaveAttribute('href', '/tenis-de-corrida-pulso/p')
    expect(detail).toHaveTextContent('Faturado')
    expect(detail).toHaveTextContent('São Paulo - SP, CEP 01310-100')
    expect(detail).toHaveTextContent('até 5 dias úteis')
    expect(detail).toHaveTextContent(`Frete${formatCents(2000)}`)
    expect(detail).toHaveTextContent(`Total${formatCents(35980)}`)
    // The card's last digits are shown since orders come from real purchases.
    expect(detail).toHaveTextContent('Cartão de crédito final 1111, 3x sem juros')
    expect(within(detail).getByTestId('order-timeline')).toHaveTextContent('Pagamento pendente02/03/2025Pagamento aprovado02/03/2025Preparando entrega03/03/2025Faturado04/03/2025')
    expect(within(detail).queryByTestId('cancel-order')).toBeNull()
  })

  it('cancels an order whose payment is pending, then shows it canceled', async () => {
    const pending: AccountOrder = {
      ...order,
      status: 'payment-pending',
      statusDescription: 'Pagamento pendente',
      statusHistory: [order.statusHistory[0]],
      allowCancellation: true,
      paymentData: { ...order.paymentData, paymentSystem: 6, paymentSystemName: 'Boleto bancário', group: 'bankInvoicePaymentGroup', lastDigits: null, installments: 1, instructions: { kind: 'bankInvoice', digitableLine: '34191.09008 00000.000000 00000.000000 1 00000000035980', dueDate: '2025-03-05', printUrl: '/checkout/boleto?og=1000000012345', barcode: '34191000000000359800900000000000000000000000' } },
    }
    const canceled: AccountOrder = { ...pending, status: 'canceled', statusDescription: 'Cancelado', allowCancellation: false, statusHistory: [...pending.statusHistory, { status: 'canceled', date: '2025-03-02T14:00:00.000Z' }] }
    const getOrder = jest.fn<Promise<AccountOrder>, [string]>().mockResolvedValueOnce(pending).mockResolvedValue(canceled)
    const cancelOrder = jest.fn(async () => canceled)
    jest.spyOn(window, 'confirm').mockReturnValue(true)
    render(<OrderDetail orderId={order.orderId} api={api({ getOrder })} cancelOrder={cancelOrder} />)
    const detail = await screen.findByTestId('order-detail')
    expect(await within(detail).findByTestId('boleto-line')).toHaveTextContent('34191.09008')
    fireEvent.click(within(detail).getByTestId('cancel-order'))
    expect(await screen.findByText('Pedido cancelado: nenhum valor será cobrado.')).toBeInTheDocument()
    expect(cancelOrder).toHaveBeenCalledWith(order.orderId)
    expect(screen.queryByTestId('cancel-order')).toBeNull()
    expect(within(screen.getByTestId('order-timeline')).getByText('Cancelado')).toBeInTheDocument()
  })

  it('with the development tools, invoices an approved order as the warehouse would, then shows it invoiced', async () => {
    const approved: AccountOrder = {
      ...order,
      status: 'payment-approved',
      statusDescription: 'Pagamento aprovado',
      statusHistory: order.statusHistory.slice(0, 2),
      testWarehouseActions: { invoice: `/api/dev/orders/${order.orderId}/invoice` },
    }
    const getOrder = jest.fn<Promise<AccountOrder>, [string]>().mockResolvedValueOnce(approved).mockResolvedValue(order)
    const invoiceTestOrder = jest.fn(async () => order)
    render(<OrderDetail orderId={order.orderId} api={api({ getOrder, invoiceTestOrder })} />)
    const actions = await screen.findByTestId('test-warehouse-actions')
    expect(screen.queryByRole('link', { name: 'Trocar ou devolver produtos deste pedido' })).toBeNull()
    fireEvent.click(within(actions).getByRole('button', { name: 'Simular faturamento' }))
    expect(await screen.findByRole('link', { name: 'Trocar ou devolver produtos deste pedido' })).toHaveAttribute('href', `/account/exchanges?pedido=${order.orderId}`)
    expect(invoiceTestOrder).toHaveBeenCalledWith(`/api/dev/orders/${order.orderId}/invoice`)
    expect(screen.queryByTestId('test-warehouse-actions')).toBeNull()
    expect(within(screen.getByTestId('order-detail')).getByTestId('order-timeline')).toHaveTextContent('Faturado04/03/2025')
  })

  it('says why when the invoice is refused, and keeps the order as it was', async () => {
    const approved: AccountOrder = { ...order, status: 'payment-approved', statusDescription: 'Pagamento aprovado', testWarehouseActions: { invoice: `/api/dev/orders/${order.orderId}/invoice` } }
    const refusal = new CommerceHttpError({ status: 409, code: 'invalidStatusChange', message: 'Este pedido foi cancelado e não pode ser faturado.', method: 'POST', url: '/api', body: null })
    render(<OrderDetail orderId={order.orderId} api={api({ getOrder: jest.fn(async () => approved), invoiceTestOrder: jest.fn(async () => Promise.reject(refusal)) })} />)
    fireEvent.click(within(await screen.findByTestId('test-warehouse-actions')).getByRole('button', { name: 'Simular faturamento' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Este pedido foi cancelado e não pode ser faturado.')
    expect(screen.getByTestId('order-detail')).toHaveTextContent('Pagamento aprovado')
  })

  it("shows the not-found state for an unknown or another member's order", async () => {
    render(<OrderDetail orderId="9999999999999-99" api={api({ getOrder: jest.fn(async () => Promise.reject(httpError(404))) })} />)
    expect(await screen.findByText('Não encontramos este pedido')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar para Meus pedidos' })).toHaveAttribute('href', '/account/orders')
  })
})

describe('timelineSteps', () => {
  it('marks the steps done, current and next on the normal way', () => {
    const steps = timelineSteps({ status: 'payment-approved', statusHistory: order.statusHistory.slice(0, 2) })
    expect(steps.map((step) => step.state)).toEqual(['done', 'current', 'next', 'next'])
    expect(steps[2].date).toBeNull()
  })

  it('ends a canceled order at its cancellation', () => {
    const steps = timelineSteps({ status: 'canceled', statusHistory: [order.statusHistory[0], { status: 'canceled', date: '2025-03-02T14:00:00.000Z' }] })
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['payment-pending', 'done'],
      ['canceled', 'canceled'],
    ])
  })
})

describe('GuestOrderLookup', () => {
  it('finds an order by number and e-mail', async () => {
    const lookupOrder = jest.fn(async () => order)
    render(<GuestOrderLookup api={{ lookupOrder, cancelOrder: jest.fn() }} />)
    fireEvent.change(screen.getByLabelText('Número do pedido'), { target: { value: ' 1000000012345-01 ' } })
    fireEvent.change(screen.getByLabelText('E-mail usado na compra'), { target: { value: 'ana@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Consultar pedido' }))
    expect(await screen.findByTestId('order-detail')).toHaveTextContent('Pedido 1000000012345-01')
    expect(lookupOrder).toHaveBeenCalledWith('1000000012345-01', 'ana@example.com')
  })

  it('says so when no order matches', async () => {
    const lookupOrder = jest.fn(async () => Promise.reject(httpError(404)))
    render(<GuestOrderLookup api={{ lookupOrder, cancelOrder: jest.fn() }} />)
    fireEvent.change(screen.getByLabelText('Número do pedido'), { target: { value: '1' } })
    fireEvent.change(screen.getByLabelText('E-mail usado na compra'), { target: { value: 'x@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Consultar pedido' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Não encontramos um pedido com este número e e-mail. Confira os dados.')
    expect(screen.queryByTestId('order-detail')).toBeNull()
  })

  it('says that the look-ups are limited when the server refuses with 429', async () => {
    const message = 'Muitas tentativas de consultar pedidos. Aguarde alguns minutos e tente novamente.'
    const lookupOrder = jest.fn(async () => Promise.reject(httpError(429, message)))
    render(<GuestOrderLookup api={{ lookupOrder, cancelOrder: jest.fn() }} />)
    fireEvent.change(screen.getByLabelText('Número do pedido'), { target: { value: '1000000012345-01' } })
    fireEvent.change(screen.getByLabelText('E-mail usado na compra'), { target: { value: 'x@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Consultar pedido' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })
})
