import { PAYMENT_SYSTEM_IDS } from '../../../config/constants'
import { toAccountOrder, type VtexOrder } from '../order-mapper'

type VtexPayment = NonNullable<NonNullable<NonNullable<VtexOrder['paymentData']>['transactions']>[number]['payments']>[number]
const paymentOf = (payment: VtexPayment) => toAccountOrder({ orderId: 'v1-01', value: 5000, paymentData: { transactions: [{ payments: [payment] }] } }).paymentData

describe('the VTEX mapper reads a platform payment through the payment methods registry', () => {
  it('a boleto with its printable page and due date becomes bank-invoice instructions (by its system or its group)', () => {
    const invoice = { kind: 'bankInvoice', digitableLine: '', barcode: '', dueDate: '2025-06-13', printUrl: 'https://pay.example/boleto/1' }
    expect(paymentOf({ paymentSystem: '6', url: invoice.printUrl, dueDate: '2025-06-13T00:00:00Z' })).toMatchObject({
      paymentSystem: PAYMENT_SYSTEM_IDS.boleto,
      paymentSystemName: 'Boleto Bancário',
      group: 'bankInvoicePaymentGroup',
      instructions: invoice,
    })
    expect(paymentOf({ paymentSystem: 99, paymentSystemName: 'Boleto Itaú', group: 'bankInvoice', url: invoice.printUrl, dueDate: '2025-06-13' })).toMatchObject({
      paymentSystemName: 'Boleto Itaú',
      group: 'bankInvoice',
      instructions: invoice,
    })
  })

  it('no instructions without anything to show, for a Pix (the 428 answer had its code), a card or an unknown method', () => {
    expect(paymentOf({ paymentSystem: PAYMENT_SYSTEM_IDS.boleto }).instructions).toBeNull()
    expect(paymentOf({ paymentSystem: PAYMENT_SYSTEM_IDS.pix, url: 'https://pay.example/x' })).toMatchObject({ paymentSystemName: 'Pix', instructions: null })
    expect(paymentOf({ paymentSystem: PAYMENT_SYSTEM_IDS.visa, lastDigits: '1111' })).toMatchObject({ paymentSystemName: 'Visa', group: 'creditCardPaymentGroup', instructions: null })
    expect(paymentOf({ paymentSystem: 77, group: 'MercadoPagoProPaymentGroup', url: 'https://pay.example/x' })).toMatchObject({ paymentSystem: 77, paymentSystemName: '', instructions: null })
    expect(paymentOf({ paymentSystem: 'abc' }).paymentSystem).toBeNull()
  })
})
