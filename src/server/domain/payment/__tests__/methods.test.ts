import { PAYMENT_METHODS, isPayLater } from '../../../../config/payment-methods'
import { PAYMENT_SYSTEM_IDS } from '../../../../config/constants'
import { connectorOf, deadlineOf, openTransaction, PAY_LATER_CONNECTORS, paymentAppOf, receivePayment, upgradeStoredTransaction, type PaymentTransaction } from '..'

const now = new Date('2025-06-10T12:00:00Z')
const open = (paymentSystem: number): PaymentTransaction =>
  openTransaction({ transactionId: 'ABC123', orderGroup: '5123456789012', paymentSystem, installments: 1, value: 9990, referenceValue: 9990 }, now)
const pay = (transaction: PaymentTransaction) =>
  receivePayment(
    transaction,
    { paymentSystem: transaction.paymentSystem, installments: 1, value: transaction.value, referenceValue: transaction.referenceValue, transaction: { id: transaction.transactionId, merchantName: 'ARENAESPORTES' } },
    now,
  )

describe('the connectors of the pay-later methods', () => {
  it('one connector for each pay-later method of the registry, issuing its method’s kind of instructions', () => {
    const payLater = PAYMENT_METHODS.filter(isPayLater)
    expect(PAY_LATER_CONNECTORS.map((connector) => connector.method)).toEqual(payLater)
    for (const method of payLater) {
      const issued = pay(open(method.id)).instructions
      expect(issued?.kind).toBe(method.instructions)
      expect(deadlineOf(issued!) - now.getTime()).toBeGreaterThanOrEqual(method.payWithinMs)
    }
    expect(connectorOf(PAYMENT_SYSTEM_IDS.visa)).toBeUndefined()
  })

  it('a payment app for a pending Pix only (the gateway callback’s 428)', () => {
    const pix = pay(open(PAYMENT_SYSTEM_IDS.pix))
    expect(paymentAppOf(pix)).toEqual({
      appName: 'vtex.pix-payment',
      appPayload: { code: expect.stringMatching(/^000201/), expiresAt: '2025-06-10T12:30:00.000Z', paymentId: 'ABC123', transactionId: 'ABC123' },
    })
    expect(paymentAppOf(open(PAYMENT_SYSTEM_IDS.pix))).toBeNull()
    expect(paymentAppOf(pay(open(PAYMENT_SYSTEM_IDS.boleto)))).toBeNull()
  })

  it('deadlines: a QR code at its expiry, a bank invoice at the end of its due date', () => {
    expect(deadlineOf({ kind: 'qrCode', code: 'x', expiresAt: '2025-06-10T12:30:00.000Z' })).toBe(Date.parse('2025-06-10T12:30:00.000Z'))
    expect(deadlineOf({ kind: 'bankInvoice', digitableLine: '', barcode: '', dueDate: '2025-06-13' })).toBe(Date.parse('2025-06-14T00:00:00Z'))
  })
})

describe('transactions stored before the registry', () => {
  const stored = { ...open(PAYMENT_SYSTEM_IDS.pix), status: 'pending' }
  const { instructions: _instructions, ...withoutInstructions } = stored

  it('a Pix or boleto field becomes its instructions; today’s shape passes as it is', () => {
    const pix = upgradeStoredTransaction({ ...withoutInstructions, pix: { code: '000201abc', expiresAt: '2025-06-10T12:30:00.000Z' }, boleto: null })
    expect(pix.instructions).toEqual({ kind: 'qrCode', code: '000201abc', expiresAt: '2025-06-10T12:30:00.000Z' })
    expect(pix).not.toHaveProperty('pix')
    expect(pix).not.toHaveProperty('boleto')
    const boleto = upgradeStoredTransaction({ ...withoutInstructions, pix: null, boleto: { digitableLine: '99990.1', barcode: '9999', dueDate: '2025-06-13' } })
    expect(boleto.instructions).toEqual({ kind: 'bankInvoice', digitableLine: '99990.1', barcode: '9999', dueDate: '2025-06-13' })
    const card = upgradeStoredTransaction({ ...withoutInstructions, pix: null, boleto: null })
    expect(card.instructions).toBeNull()
    const today = pay(open(PAYMENT_SYSTEM_IDS.boleto))
    expect(upgradeStoredTransaction(JSON.parse(JSON.stringify(today)) as Record<string, unknown>)).toEqual(today)
  })
})
