/**
 * The card form's fields and what each says when it is wrong (pt-BR): the
 * payment step checks them before sending, the test connector again before
 * charging.
 */
export type CardField = 'number' | 'holderName' | 'dueDate' | 'cvv'

export const CARD_FIELD_MESSAGES: Readonly<Record<CardField, string>> = {
  number: 'Número do cartão inválido (aceitamos Visa e Mastercard).',
  holderName: 'Informe o nome impresso no cartão.',
  dueDate: 'Validade inválida: use MM/AA.',
  cvv: 'Código de segurança inválido.',
}

/** A card number whose length or check digit is wrong, as the connector words it. */
export const CARD_NUMBER_INVALID_MESSAGE = 'Número do cartão inválido.'
