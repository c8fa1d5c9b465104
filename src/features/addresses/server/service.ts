import { ADDRESS_BOOK_MAX, FREIGHT_COUNTRY } from '../../../config/constants'
import { streetLine } from '../../../contracts/account-forms'
import type { AddressInput } from '../../../contracts/schemas/account-forms'
import { CEP_NOT_FOUND_MESSAGE, type PostalCodeAddress } from '../../../contracts/address'
import { ADDRESS_FIELD_MESSAGES } from '../../../contracts/address-fields'
import { formatCep } from '../../../server/domain/address/cep'
import { CepLookupUnavailableError } from '../../../server/domain/address/lookup'
import type { AddressRepository, MemberAddress } from '../../../server/domain/accounts/types'

/** A refusal of the address book, with the field it is about (pt-BR message). */
export class AddressBookError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly kind: 'invalid' | 'not-found' | 'full' | 'unavailable' = 'invalid',
  ) {
    super(message)
    this.name = 'AddressBookError'
  }
}

export interface AddressBookDeps {
  store: AddressRepository
  /** The address of a CEP (8 digits; city and street may be blank), or null when the CEP does not exist (the store's one look-up). */
  addressOfCep: (digits: string) => Promise<PostalCodeAddress | null>
  newId: () => string
}

/** Exactly one favourite when the book is not empty: the chosen one, else the first. */
function withOneFavourite(book: MemberAddress[], favouriteId: string | null): MemberAddress[] {
  if (book.length === 0) return book
  const chosen = favouriteId && book.some((a) => a.id === favouriteId) ? favouriteId : (book.find((a) => a.is_favorite)?.id ?? book[0].id)
  return book.map((a) => (a.is_favorite === (a.id === chosen) ? a : { ...a, is_favorite: a.id === chosen }))
}

/**
 * A member's address book (the member's addresses), the one
 * the account pages manage and the checkout reads: list, add, edit, delete
 * and choose the favourite. The state comes from the CEP, and the city too
 * where the look-up knows it (else the member types it); a CEP that does not
 * exist is refused. The book keeps exactly one favourite, which feeds the CEP
 * prompt. Another member's address is as good as unknown. Every change
 * writes the whole book in one transaction.
 */
export class AddressBook {
  constructor(private readonly deps: AddressBookDeps) {}

  list(memberId: string): MemberAddress[] {
    return this.deps.store.addresses(memberId)
  }

  favouriteOf(memberId: string): MemberAddress | null {
    return this.list(memberId).find((a) => a.is_favorite) ?? null
  }

  async add(memberId: string, input: AddressInput): Promise<MemberAddress[]> {
    const place = await this.placeOf(input)
    const book = this.list(memberId)
    if (book.length >= ADDRESS_BOOK_MAX) {
      throw new AddressBookError('form', `Você já tem ${ADDRESS_BOOK_MAX} endereços. Exclua um para adicionar outro.`, 'full')
    }
    const id = this.deps.newId()
    const address = this.addressOf(id, this.deps.newId().slice(0, 12), input, place)
    const next = withOneFavourite([...book, address], input.favorite ? id : null)
    this.deps.store.replaceAddresses(memberId, next)
    return next
  }

  async update(memberId: string, addressId: string, input: AddressInput): Promise<MemberAddress[]> {
    this.find(this.list(memberId), addressId)
    const place = await this.placeOf(input)
    const book = this.list(memberId)
    const current = this.find(book, addressId)
    const changed = this.addressOf(current.id, current.vtexId, input, place, current.is_favorite)
    const next = withOneFavourite(
      book.map((a) => (a.id === addressId ? changed : a)),
      input.favorite ? addressId : null,
    )
    this.deps.store.replaceAddresses(memberId, next)
    return next
  }

  remove(memberId: string, addressId: string): MemberAddress[] {
    const book = this.list(memberId)
    this.find(book, addressId)
    const next = withOneFavourite(
      book.filter((a) => a.id !== addressId),
      null,
    )
    this.deps.store.replaceAddresses(memberId, next)
    return next
  }

  makeFavourite(memberId: string, addressId: string): MemberAddress[] {
    const book = this.list(memberId)
    this.find(book, addressId)
    const next = withOneFavourite(book, addressId)
    this.deps.store.replaceAddresses(memberId, next)
    return next
  }

  private find(book: readonly MemberAddress[], addressId: string): MemberAddress {
    const found = book.find((a) => a.id === addressId)
    if (!found) throw new AddressBookError('id', 'Endereço não encontrado.', 'not-found')
    return found
  }

  /** The CEP's place, with the city the member typed where the look-up has none. */
  private async placeOf(input: AddressInput): Promise<PostalCodeAddress> {
    let place: PostalCodeAddress | null
    try {
      place = await this.deps.addressOfCep(input.postalCode)
    } catch (error) {
      if (error instanceof CepLookupUnavailableError) throw new AddressBookError('postalCode', 'Não foi possível consultar o CEP agora. Tente novamente.', 'unavailable')
      throw error
    }
    if (!place) throw new AddressBookError('postalCode', CEP_NOT_FOUND_MESSAGE)
    const city = place.city || input.city
    if (!city) throw new AddressBookError('city', ADDRESS_FIELD_MESSAGES.city)
    return { ...place, city }
  }

  private addressOf(id: string, vtexId: string, input: AddressInput, place: PostalCodeAddress, favourite = false): MemberAddress {
    return {
      id,
      vtexId,
      country_code: FREIGHT_COUNTRY,
      street: streetLine(input.street, input.number),
      locality: place.city,
      postal_code: formatCep(input.postalCode),
      complement: input.complement,
      title: input.title,
      is_favorite: favourite,
      firstname: input.firstname,
      lastname: input.lastname,
      phone_number: input.phone,
      type: 'SHIPPING',
      accuracy: 'VALID',
      administrative_divisions: { province: place.state, district: input.neighborhood },
    }
  }
}
