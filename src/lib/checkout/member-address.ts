import type { MemberAddress } from '../../contracts/session'
import type { OrderFormAddress } from '../../contracts/checkout'

/** A saved address as the delivery step sends it (the member's address book → the order form's address fields). */
export type AddressFields = Pick<OrderFormAddress, 'addressType' | 'receiverName' | 'postalCode' | 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state'> & {
  /** The saved address's id (null: a new address, the server gives one). */
  addressId: string | null
}

/**
 * Splits "Avenida Paulista, 1578" into the street and the number (the
 * address book keeps them in one line); "S/N" when there is no number.
 */
export function splitStreet(line: string): { street: string; number: string } {
  const match = /^(.*\S),\s*(\d+[A-Za-z]?|s\/?n)$/i.exec(line.trim())
  return match ? { street: match[1], number: /^s\/?n$/i.test(match[2]) ? 'S/N' : match[2] } : { street: line.trim(), number: 'S/N' }
}

export function addressOfMemberAddress(address: MemberAddress): AddressFields {
  const { street, number } = splitStreet(address.street)
  return {
    addressType: 'residential',
    receiverName: `${address.firstname} ${address.lastname}`.trim() || null,
    addressId: address.id,
    postalCode: address.postal_code,
    street,
    number,
    complement: address.complement,
    neighborhood: address.administrative_divisions.district,
    city: address.locality,
    state: address.administrative_divisions.province,
  }
}

/** "Avenida Paulista, 1578, Apto 42 - Bela Vista, São Paulo/SP" */
export function addressLine(address: Pick<OrderFormAddress, 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state'>): string {
  const first = [address.street, address.number, address.complement].filter(Boolean).join(', ')
  const place = [address.neighborhood, `${address.city}/${address.state}`].filter(Boolean).join(', ')
  return [first, place].filter(Boolean).join(' - ')
}
