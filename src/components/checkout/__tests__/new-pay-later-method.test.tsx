/** @jest-environment jsdom */
/**
 * The browser side of a new pay-later method (the worked example in
 * src/test-support/example-pay-later-method, registered here as
 * registry.ts would): the payment step lists it with its badge and says what
 * follows placing; the order pages show its QR code by its name; nothing else
 * changes. The server side: src/server/api/__tests__/new-pay-later-method.test.ts.
 */
import { fireEvent, render, screen, within } from '@testing-library/react'

import { afterPlacingText } from '../../../config/payment-methods'
import type { AccountOrder } from '../../../contracts/orders'
import type { PaymentSystem } from '../../../contracts/payment'
import { PICPAY, PICPAY_PAYMENT_SYSTEM_ID } from '../../../test-support/example-pay-later-method/picpay'
import { PaymentInstructions } from '../PaymentInstructions'
import { PaymentMethodOptions } from '../PaymentMethodOptions'

jest.mock('../../../config/payment-methods/registry', () => jest.requireActual('../../../test-support/example-pay-later-method/register').withPicPay())

const system = (id: number, name: string, description: string) => ({ id, name, description }) as PaymentSystem

describe('a pay-later method added as one entry (PicPay, the worked example)', () => {
  it('is listed after the live methods with its badge and the platform’s description, and chosen by its payment system', () => {
    const onChoose = jest.fn()
    render(
      <PaymentMethodOptions
        paymentSystems={[system(125, 'Pix', 'Pix.'), system(PICPAY_PAYMENT_SYSTEM_ID, 'PicPay', 'Pague no app do PicPay.')]}
        chosen={undefined}
        cardSystemId={undefined}
        disabled={false}
        onChoose={onChoose}
      />,
    )
    const methods = screen.getByTestId('payment-methods')
    expect(within(methods).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['pix', 'card', 'boleto', 'picpay'])
    const option = within(methods).getByLabelText(/PicPay/)
    expect(option.closest('label')).toHaveTextContent('Pague no app do PicPay.')
    expect(option.closest('label')?.querySelector('img')).toHaveAttribute('src', PICPAY.icon)
    fireEvent.click(option)
    expect(onChoose).toHaveBeenCalledWith(PICPAY_PAYMENT_SYSTEM_ID)
    expect(afterPlacingText(PICPAY)).toBe('Depois de finalizar, mostramos o QR code e o código PicPay copia e cola. O pagamento vale por 10 minutos.')
  })

  it('shows its pending QR code by its name and app, then the approval by its name', async () => {
    const paymentData = {
      paymentSystem: PICPAY_PAYMENT_SYSTEM_ID,
      paymentSystemName: 'PicPay',
      group: 'PicPayPaymentGroup',
      installments: 1,
      installmentValue: 9282,
      interestValue: 0,
      value: 9282,
      lastDigits: null,
      instructions: { kind: 'qrCode', code: 'PICPAY-TESTE-1', qrCodeImage: 'data:image/svg+xml;base64,AAA', expiresAt: '2026-11-24T03:30:00.000Z' },
    }
    const order = { orderId: '2000000000001-01', status: 'payment-pending', paymentData } as unknown as AccountOrder
    const { unmount } = render(<PaymentInstructions order={order} />)
    expect(await screen.findByTestId('picpay-instructions')).toHaveTextContent('Pague R$ 92,82 com PicPay até 24/11/2026, 00:30: aponte a câmera do app do PicPay')
    expect(screen.getByAltText('QR code do PicPay')).toBeInTheDocument()
    expect(screen.getByLabelText('Código PicPay copia e cola')).toHaveValue('PICPAY-TESTE-1')
    expect(screen.getByRole('button', { name: 'Copiar código PicPay' })).toBeInTheDocument()
    unmount()
    render(<PaymentInstructions order={{ ...order, status: 'payment-approved' }} />)
    expect(screen.getByTestId('payment-approved')).toHaveTextContent('Pagamento aprovado: PicPay (R$ 92,82).')
  })
})
