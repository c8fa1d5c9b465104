/**
 * The fields of a delivery address the rules check (./checkout-rules
 * `addressProblems`) and what each says when it is missing or wrong (pt-BR):
 * the checkout's form, the address book and their server checks. A module of
 * its own: ./address is in every page's shared bundle, these texts are not.
 */
export type AddressField = 'postalCode' | 'street' | 'number' | 'neighborhood' | 'city' | 'state'

export const ADDRESS_FIELD_MESSAGES: Readonly<Record<AddressField, string>> = {
  postalCode: 'Informe um CEP válido.',
  street: 'Informe a rua.',
  number: 'Informe o número (ou S/N).',
  neighborhood: 'Informe o bairro.',
  city: 'Informe a cidade.',
  state: 'Escolha o estado.',
}
