/**
 * What the payment step's fields say when missing or wrong (pt-BR): the
 * method chosen, and the card's fields, which the payment step checks before
 * sending and the test connector again before charging.
 */

/** A placement without a payment method chosen: the browser's check and the server's refusal. */
export const PAYMENT_REQUIRED_MESSAGE = 'Escolha a forma de pagamento.'

export type CardField = 'number' | 'holderName' | 'dueDate' | 'cvv'

export const CARD_FIELD_MESSAGES: Readonly<Record<CardField, string>> = {
  number: 'Número do cartão inválido (aceitamos Visa e Mastercard).',
  holderName: 'Informe o nome impresso no cartão.',
  dueDate: 'Validade inválida: use MM/AA.',
  cvv: 'Código de segurança inválido.',
}

/** A card number whose length or check digit is wrong, as the connector words it. */
export const CARD_NUMBER_INVALID_MESSAGE = 'Número do cartão inválido.'
