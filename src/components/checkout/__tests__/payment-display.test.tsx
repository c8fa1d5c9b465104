/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'

import type { AccountOrder } from '../../../contracts/orders'
import type { Installment } from '../../../contracts/payment'
import { installmentText } from '../PaymentStep'
import { PaymentInstructions } from '../PaymentInstructions'

const installment = (overrides: Partial<Installment>): Installment => ({ count: 1, hasInterestRate: false, interestRate: 0, value: 0, total: 0, sellerMerchantInstallments: [], ...overrides })

describe('installmentText', () => {
  it('words cash, interest-free and interest-bearing installments, the rate and total shown', () => {
    expect(installmentText(installment({ count: 1, value: 37280, total: 37280 }))).toBe('1x de R$ 372,80 (à vista)')
    expect(installmentText(installment({ count: 3, value: 12427, total: 37280 }))).toBe('3x de R$ 124,27 sem juros')
    expect(installmentText(installment({ count: 8, hasInterestRate: true, interestRate: 199, value: 5087, total: 40696 }))).toBe(
      '8x de R$ 50,87 com juros (1,99% a.m.) · total R$ 406,96',
    )
  })
})

const base = {
  orderId: '2000000000001-01',
  status: 'payment-pending',
  paymentData: { paymentSystem: 125, paymentSystemName: 'Pix', group: 'instantPaymentPaymentGroup', installments: 1, installmentValue: 9282, interestValue: 0, value: 9282, lastDigits: null, instructions: null },
} as unknown as AccountOrder

describe('PaymentInstructions', () => {
  it('shows the Pix QR code, the copy-and-paste code and its expiry while pending (their chunk loaded on demand)', async () => {
    const pix = { kind: 'qrCode', code: '00020126580014BR.GOV.BCB.PIX', qrCodeImage: 'data:image/png;base64,AAA', expiresAt: '2026-11-24T03:30:00.000Z' } as const
    const order = { ...base, paymentData: { ...base.paymentData, instructions: pix } } as AccountOrder
    render(<PaymentInstructions order={order} />)
    expect(screen.getByRole('status')).toHaveTextContent('Carregando as instruções de pagamento…')
    expect(await screen.findByAltText('QR code do Pix')).toHaveAttribute('src', 'data:image/png;base64,AAA')
    expect(screen.getByLabelText('Código Pix copia e cola')).toHaveValue('00020126580014BR.GOV.BCB.PIX')
    expect(screen.getByTestId('pix-instructions')).toHaveTextContent('Pague R$ 92,82 com Pix até 24/11/2026, 00:30')
  })

  it('shows the boleto line, its due date and the printable page', async () => {
    const boleto = { kind: 'bankInvoice', digitableLine: '34191.09008 00000.000000 00000.000000 1 00000000009282', barcode: '3419', dueDate: '2026-11-27', printUrl: '/checkout/boleto?og=2000000000001' } as const
    const order = { ...base, paymentData: { ...base.paymentData, paymentSystem: 6, paymentSystemName: 'Boleto Bancário', group: 'bankInvoicePaymentGroup', instructions: boleto } }
    render(<PaymentInstructions order={order as AccountOrder} />)
    expect(await screen.findByTestId('boleto-line')).toHaveTextContent(boleto.digitableLine)
    expect(screen.getByTestId('boleto-instructions')).toHaveTextContent('até 27/11/2026')
    expect(screen.getByRole('link', { name: 'Imprimir boleto' })).toHaveAttribute('href', boleto.printUrl)
  })

  it('says an approved card with its last digits and installments, and a canceled order is not charged', () => {
    const card = { ...base, status: 'payment-approved', paymentData: { ...base.paymentData, paymentSystem: 2, paymentSystemName: 'Visa', group: 'creditCardPaymentGroup', installments: 2, installmentValue: 4641, lastDigits: '1111' } } as AccountOrder
    const { unmount } = render(<PaymentInstructions order={card} />)
    expect(screen.getByTestId('payment-approved')).toHaveTextContent('Pagamento aprovado: cartão Visa final 1111, 2x de R$ 46,41 (R$ 92,82).')
    unmount()
    render(<PaymentInstructions order={{ ...base, status: 'canceled' } as AccountOrder} />)
    expect(screen.getByText('Pedido cancelado: nenhum valor será cobrado.')).toBeInTheDocument()
  })
})
