import { BOLETO_CONFIRMATION_BUSINESS_DAYS, BOLETO_DUE_DAYS, CARD_MAX_INSTALLMENTS, PAYMENT_SYSTEM_IDS, PIX_EXPIRY_MS } from '../../constants'
import {
  afterPlacingText,
  defaultPaymentSystem,
  durationText,
  isCard,
  isPayLater,
  methodIssuing,
  PAYMENT_METHODS,
  paymentMethodOf,
  systemIdsOf,
  systemNameOf,
} from '..'
import { BOLETO } from '../boleto'
import { CREDIT_CARD } from '../card'
import { PIX } from '../pix'

describe('the payment methods registry', () => {
  it('lists Pix, card and boleto in the payment step’s order, each key and payment system once; Pix is chosen on arrival', () => {
    expect(PAYMENT_METHODS.map((method) => method.key)).toEqual(['pix', 'card', 'boleto'])
    const ids = PAYMENT_METHODS.flatMap(systemIdsOf)
    expect(ids).toEqual([PAYMENT_SYSTEM_IDS.pix, PAYMENT_SYSTEM_IDS.visa, PAYMENT_SYSTEM_IDS.mastercard, PAYMENT_SYSTEM_IDS.boleto])
    expect(new Set(PAYMENT_METHODS.map((method) => method.key)).size).toBe(PAYMENT_METHODS.length)
    expect(defaultPaymentSystem()).toBe(PAYMENT_SYSTEM_IDS.pix)
  })

  it('words its descriptions from the constants', () => {
    expect(CREDIT_CARD.description).toBe(`Visa ou Mastercard, em até ${CARD_MAX_INSTALLMENTS} vezes.`)
    expect(BOLETO.description).toBe(`Pague em qualquer banco ou lotérica em até ${BOLETO_DUE_DAYS} dias. A confirmação leva até ${BOLETO_CONFIRMATION_BUSINESS_DAYS} dias úteis.`)
    expect(PIX.payWithinMs).toBe(PIX_EXPIRY_MS)
    for (const method of PAYMENT_METHODS) expect(method.icon).toMatch(/^data:image\/svg\+xml,%3Csvg/)
  })

  it('finds a payment’s method by its system, else by its group as the checkout or the order management names it', () => {
    expect(paymentMethodOf({ paymentSystem: PAYMENT_SYSTEM_IDS.mastercard })).toBe(CREDIT_CARD)
    expect(paymentMethodOf({ paymentSystem: PAYMENT_SYSTEM_IDS.pix, group: 'bankInvoicePaymentGroup' })).toBe(PIX)
    expect(paymentMethodOf({ paymentSystem: 9, group: 'creditCardPaymentGroup' })).toBe(CREDIT_CARD)
    expect(paymentMethodOf({ paymentSystem: null, group: 'bankInvoice' })).toBe(BOLETO)
    expect(paymentMethodOf({ paymentSystem: 77, group: 'MercadoPagoProPaymentGroup' })).toBeUndefined()
    expect(paymentMethodOf({ paymentSystem: null })).toBeUndefined()
    expect(isPayLater(PIX) && !isCard(PIX) && isCard(CREDIT_CARD) && !isPayLater(undefined)).toBe(true)
  })

  it('names payment systems as the platform does, and a method by the kind of instructions it issues', () => {
    expect([PAYMENT_SYSTEM_IDS.visa, PAYMENT_SYSTEM_IDS.boleto, PAYMENT_SYSTEM_IDS.pix, 77].map(systemNameOf)).toEqual(['Visa', 'Boleto Bancário', 'Pix', undefined])
    expect(methodIssuing({ paymentSystem: PAYMENT_SYSTEM_IDS.pix }, 'qrCode')).toBe(PIX)
    expect(methodIssuing({ paymentSystem: PAYMENT_SYSTEM_IDS.pix }, 'bankInvoice')).toBeUndefined()
    expect(methodIssuing({ paymentSystem: PAYMENT_SYSTEM_IDS.visa }, 'qrCode')).toBeUndefined()
  })

  it('says what follows placing, its validity from the method’s constant', () => {
    expect(afterPlacingText(PIX)).toBe('Depois de finalizar, mostramos o QR code e o código Pix copia e cola. O pagamento vale por 30 minutos.')
    expect(afterPlacingText(BOLETO)).toBe('Depois de finalizar, mostramos a linha digitável e o boleto para imprimir.')
    expect([60_000, 90 * 60_000, 2 * 3_600_000, 86_400_000, 3 * 86_400_000].map(durationText)).toEqual(['1 minuto', '90 minutos', '2 horas', '1 dia', '3 dias'])
  })
})
