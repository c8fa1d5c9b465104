import { CREDIT_CARD } from '../../../config/payment-methods/card'
import { CARD_FIELD_MESSAGES, CARD_NUMBER_INVALID_MESSAGE } from '../../../contracts/payment-fields'
import type { CardFields } from '../../../contracts/payment'
import { cardSystemOf, type PaymentSystemDefinition } from './systems'

/**
 * The test connector's cards (documented in the README): these approve, this
 * one is declined; any other valid card number is declined as unknown to the
 * test acquirer. A card number is never stored or logged: only its last four
 * digits leave this module.
 */
export const TEST_CARDS = {
  approved: ['4111111111111111', '5555555555554444'],
  declined: '4000000000000002',
} as const

export const CARD_DECLINED_MESSAGE = 'Seu pagamento não foi autorizado. Confira os dados do cartão ou escolha outra forma de pagamento.'
export const CARD_UNKNOWN_MESSAGE = 'Cartão não reconhecido pelo conector de teste. Use um dos cartões de teste documentados.'

export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

/** Why card fields cannot be charged (pt-BR), or null when they can be sent to the acquirer. */
export function cardFieldsProblem(fields: CardFields, system: PaymentSystemDefinition, now: Date): string | null {
  const number = fields.cardNumber.replace(/\s/g, '')
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) return CARD_NUMBER_INVALID_MESSAGE
  const brand = cardSystemOf(number)
  if (!brand) return `Bandeira do cartão não aceita: use ${CREDIT_CARD.brands.map((accepted) => accepted.name).join(' ou ')}.`
  if (brand.id !== system.id) return `O número informado não é de um cartão ${system.name}.`
  if (fields.holderName.trim().length < 2) return CARD_FIELD_MESSAGES.holderName
  if (!/^\d{3}$/.test(fields.validationCode)) return CARD_FIELD_MESSAGES.cvv
  const expiry = /^(\d{2})\/(\d{2})$/.exec(fields.dueDate.trim())
  const month = expiry ? Number(expiry[1]) : 0
  if (!expiry || month < 1 || month > 12) return CARD_FIELD_MESSAGES.dueDate
  const year = 2000 + Number(expiry[2])
  const endOfMonth = Date.UTC(year, month, 1)
  if (endOfMonth <= now.getTime()) return 'Cartão vencido.'
  return null
}

export interface CardAuthorization {
  approved: boolean
  lastDigits: string
  message: string | null
}

/** The test acquirer's answer for a valid card (see TEST_CARDS). */
export function authorizeTestCard(fields: CardFields): CardAuthorization {
  const number = fields.cardNumber.replace(/\s/g, '')
  const lastDigits = number.slice(-4)
  if ((TEST_CARDS.approved as readonly string[]).includes(number)) return { approved: true, lastDigits, message: null }
  if (number === TEST_CARDS.declined) return { approved: false, lastDigits, message: CARD_DECLINED_MESSAGE }
  return { approved: false, lastDigits, message: CARD_UNKNOWN_MESSAGE }
}
