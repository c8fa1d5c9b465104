import { formatCep as formatCepMask } from '@brazilian-utils/brazilian-utils/format-cep'

/** The address of a CEP, in the platform's postal-code shape (checkout `postal-code/BRA/{cep}`). */
export interface PostalCodeAddress {
  postalCode: string
  street: string
  neighborhood: string
  city: string
  state: string
  country: 'BRA'
  /** [longitude, latitude], as the platform sends it. */
  geoCoordinates: number[]
}

/** The checkout's postal-code answer (GET /api/checkout/pub/postal-code/BRA/{cep}, checkout-api.json). */
export interface PostalCodeLookup {
  postalCode: string
  city: string
  state: string
  country: string
  street: string
  number: string
  neighborhood: string
  complement: string | null
  reference: string
  geoCoordinates: number[]
}

/** A CEP as shoppers write it: 8 digits, with or without the hyphen after the fifth. */
export const CEP_PATTERN = /^\d{5}-?\d{3}$/

export const CEP_INVALID_MESSAGE = 'CEP inválido: use 8 dígitos (00000-000).'
/** A well-formed CEP outside every state's range. */
export const CEP_NOT_FOUND_MESSAGE = 'CEP inexistente: confira os números.'
/** A CEP whose street the store does not know: the shopper types the address. */
export const CEP_WITHOUT_STREET_MESSAGE = 'Não encontramos a rua deste CEP: preencha rua, número, bairro e cidade.'

/** The 8 digits of a CEP written as 00000-000 or 00000000 (spaces around allowed), or null. */
export function cepDigitsOf(value: string): string | null {
  const trimmed = value.trim()
  return CEP_PATTERN.test(trimmed) ? trimmed.replace('-', '') : null
}

/** 12345678 → 12345-678 */
export function formatCepDigits(digits: string): string {
  return formatCepMask(digits)
}
