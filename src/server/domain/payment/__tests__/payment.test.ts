import {
  BOLETO_DUE_DAYS,
  CARD_INTEREST_FREE_INSTALLMENTS,
  CARD_MAX_INSTALLMENTS,
  CARD_MIN_INSTALLMENT_CENTS,
  PAYMENT_SYSTEM_IDS,
  PIX_EXPIRY_MS,
} from '../../../../config/constants'
import {
  approvePending,
  barcodeOfLine,
  cardFieldsProblem,
  cardSystemOf,
  crc16,
  dueDateFactor,
  installmentsOf,
  isExpired,
  isValidPixCode,
  luhnValid,
  makeBoleto,
  mod10,
  mod11,
  openTransaction,
  paymentSystemById,
  PaymentRuleError,
  pixCode,
  receivePayment,
  totalWithInterest,
  type PaymentTransaction,
} from '..'

const visa = paymentSystemById(PAYMENT_SYSTEM_IDS.visa)!
const pix = paymentSystemById(PAYMENT_SYSTEM_IDS.pix)!
const now = new Date('2025-06-10T12:00:00Z')

describe('installments', () => {
  it('cards: interest-free up to 6x, then 1.99 % a month; no installment below R$ 10', () => {
    const list = installmentsOf(visa, 100_000)
    expect(list.map((option) => option.count)).toEqual(Array.from({ length: CARD_MAX_INSTALLMENTS }, (_, i) => i + 1))
    for (const option of list) {
      if (option.count <= CARD_INTEREST_FREE_INSTALLMENTS) {
        expect(option).toMatchObject({ hasInterestRate: false, interestRate: 0, total: 100_000 })
      } else {
        expect(option).toMatchObject({ hasInterestRate: true, interestRate: 199 })
        expect(option.total).toBe(option.value * option.count)
        expect(option.total).toBeGreaterThan(100_000)
      }
    }
    expect(list[2]).toMatchObject({ value: 33_333, total: 100_000 })
    const small = installmentsOf(visa, 3_500)
    expect(small.map((option) => option.count)).toEqual([1, 2, 3])
    expect(small.every((option) => option.count === 1 || option.value >= CARD_MIN_INSTALLMENT_CENTS)).toBe(true)
  })

  it('the price table: 10 installments on R$ 1.000,00 at 1.99 % a month', () => {
    expect(totalWithInterest(100_000, 10, 199)).toBe(11_127 * 10)
    expect(totalWithInterest(100_000, 10, 0)).toBe(100_000)
  })

  it('Pix and boleto are paid once; nothing for an empty cart', () => {
    expect(installmentsOf(pix, 12_345).map((option) => option.count)).toEqual([1])
    expect(installmentsOf(visa, 0)).toEqual([])
  })
})

describe('cards', () => {
  it('Luhn and brands', () => {
    expect(luhnValid('4111111111111111')).toBe(true)
    expect(luhnValid('4111111111111112')).toBe(false)
    expect(cardSystemOf('4111111111111111')?.name).toBe('Visa')
    expect(cardSystemOf('5555555555554444')?.name).toBe('Mastercard')
    expect(cardSystemOf('2221000000000009')?.name).toBe('Mastercard')
    expect(cardSystemOf('378282246310005')).toBeUndefined()
  })

  it('checks number, brand, holder, code and validity (pt-BR messages)', () => {
    const fields = { holderName: 'ANA SOUZA', cardNumber: '4111 1111 1111 1111', validationCode: '123', dueDate: '12/30' }
    expect(cardFieldsProblem(fields, visa, now)).toBeNull()
    expect(cardFieldsProblem({ ...fields, cardNumber: '4111 1111 1111 1112' }, visa, now)).toBe('Número do cartão inválido.')
    expect(cardFieldsProblem({ ...fields, cardNumber: '5555555555554444' }, visa, now)).toBe('O número informado não é de um cartão Visa.')
    expect(cardFieldsProblem({ ...fields, cardNumber: '6011000000000004' }, visa, now)).toBe('Bandeira do cartão não aceita: use Visa ou Mastercard.')
    expect(cardFieldsProblem({ ...fields, holderName: ' ' }, visa, now)).toBe('Informe o nome impresso no cartão.')
    expect(cardFieldsProblem({ ...fields, validationCode: '1a3' }, visa, now)).toBe('Código de segurança inválido.')
    expect(cardFieldsProblem({ ...fields, dueDate: '05/25' }, visa, now)).toBe('Cartão vencido.')
    expect(cardFieldsProblem({ ...fields, dueDate: '06/25' }, visa, now)).toBeNull()
    expect(cardFieldsProblem({ ...fields, dueDate: '2030-12' }, visa, now)).toBe('Validade inválida: use MM/AA.')
  })
})

describe('Pix codes', () => {
  it('CRC16-CCITT of the standard check string', () => {
    expect(crc16('123456789')).toBe('29B1')
  })

  it('a BR Code with the amount, the key and a valid CRC', () => {
    const code = pixCode(12_345, 'ABCDEF0123456789ABCDEF0123456789')
    expect(code.startsWith('000201010212')).toBe(true)
    expect(code).toContain('br.gov.bcb.pix')
    expect(code).toContain('5406123.45')
    expect(code).toContain('5802BR')
    expect(isValidPixCode(code)).toBe(true)
    expect(isValidPixCode(`${code.slice(0, -1)}0`)).toBe(code.endsWith('0'))
  })
})

describe('boletos', () => {
  it('mod 10 and mod 11 check digits of a real line (Febraban example)', () => {
    expect(mod10('001905009')).toBe(5)
    expect(mod10('4014481606')).toBe(9)
    expect(mod10('0680935031')).toBe(4)
    expect(mod11('0019373700000001000500940144816060680935031')).toBe(3)
    expect(barcodeOfLine('00190.50095 40144.816069 06809.350314 3 37370000000100')).toBe('00193373700000001000500940144816060680935031')
  })

  it('due-date factors restart at 1000 on 2025-02-22', () => {
    expect(dueDateFactor(new Date('2000-07-03T00:00:00Z'))).toBe('1000')
    expect(dueDateFactor(new Date('2025-02-21T00:00:00Z'))).toBe('9999')
    expect(dueDateFactor(new Date('2025-02-22T00:00:00Z'))).toBe('1000')
  })

  it('a boleto whose line and bar code agree', () => {
    const boleto = makeBoleto(45_990, new Date('2025-06-13T00:00:00Z'), '5123456789012')
    expect(boleto.barcode).toMatch(/^\d{44}$/)
    expect(boleto.digitableLine).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/)
    expect(barcodeOfLine(boleto.digitableLine)).toBe(boleto.barcode)
    expect(boleto.barcode.slice(9, 19)).toBe('0000045990')
  })
})

describe('the test connector', () => {
  const open = (paymentSystem: number): PaymentTransaction =>
    openTransaction({ transactionId: 'A'.repeat(32), orderGroup: '5000000000001', paymentSystem, installments: 1, value: 10_000, referenceValue: 10_000 }, now)
  const payment = (transaction: PaymentTransaction, extra: Record<string, unknown> = {}) => ({
    paymentSystem: transaction.paymentSystem,
    installments: transaction.installments,
    value: transaction.value,
    referenceValue: transaction.referenceValue,
    transaction: { id: transaction.transactionId, merchantName: 'ARENAESPORTES' },
    ...extra,
  })

  it('approves the approved test card, declines the declined one, keeps only the last four digits', () => {
    const transaction = open(PAYMENT_SYSTEM_IDS.visa)
    const fields = { holderName: 'ANA', cardNumber: '4111111111111111', validationCode: '123', dueDate: '12/30' }
    const approved = receivePayment(transaction, payment(transaction, { fields }), now)
    expect(approved).toMatchObject({ status: 'approved', lastDigits: '1111', message: null })
    expect(JSON.stringify(approved)).not.toContain('4111111111111111')
    const declined = receivePayment(transaction, payment(transaction, { fields: { ...fields, cardNumber: '4000000000000002' } }), now)
    expect(declined).toMatchObject({ status: 'denied', lastDigits: '0002' })
    expect(receivePayment(approved, payment(approved, { fields }), now)).toBe(approved)
  })

  it('refuses a payment that is not the order’s', () => {
    const transaction = open(PAYMENT_SYSTEM_IDS.pix)
    expect(() => receivePayment(transaction, payment(transaction, { value: 1 }), now)).toThrow(PaymentRuleError)
    expect(() => receivePayment(transaction, payment(transaction, { paymentSystem: PAYMENT_SYSTEM_IDS.boleto }), now)).toThrow(/não corresponde/)
    expect(() => receivePayment(transaction, payment(transaction, { paymentSystem: 77 }), now)).toThrow(/não existe/)
  })

  it('Pix expires after its window; boleto the day after its due date; approving needs a pending, live payment', () => {
    const pixPending = receivePayment(open(PAYMENT_SYSTEM_IDS.pix), payment(open(PAYMENT_SYSTEM_IDS.pix)), now)
    expect(pixPending.status).toBe('pending')
    const pix = pixPending.instructions
    if (pix?.kind !== 'qrCode') throw new Error(`expected a QR code, got ${JSON.stringify(pix)}`)
    expect(isValidPixCode(pix.code)).toBe(true)
    expect(Date.parse(pix.expiresAt) - now.getTime()).toBe(PIX_EXPIRY_MS)
    expect(isExpired(pixPending, new Date(now.getTime() + PIX_EXPIRY_MS - 1))).toBe(false)
    expect(isExpired(pixPending, new Date(now.getTime() + PIX_EXPIRY_MS))).toBe(true)
    expect(() => approvePending(pixPending, new Date(now.getTime() + PIX_EXPIRY_MS))).toThrow(/expirou/)
    expect(approvePending(pixPending, now).status).toBe('approved')
    expect(() => approvePending(approvePending(pixPending, now), now)).toThrow(/não está pendente/)

    const boleto = receivePayment(open(PAYMENT_SYSTEM_IDS.boleto), payment(open(PAYMENT_SYSTEM_IDS.boleto)), now)
    expect(boleto.instructions).toMatchObject({ kind: 'bankInvoice', dueDate: '2025-06-14' })
    expect(BOLETO_DUE_DAYS).toBe(3)
    expect(isExpired(boleto, new Date('2025-06-14T23:59:59Z'))).toBe(false)
    expect(isExpired(boleto, new Date('2025-06-15T00:00:00Z'))).toBe(true)
  })
})
