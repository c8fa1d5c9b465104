import { http as defaultHttp, type HttpClient } from '../../commerce/http'
import type { FormInput } from '../../commerce/forms'
import type { AddressInput } from '../../contracts/schemas/account-forms'
import type { MemberAddress } from '../../contracts/session'

/** The logged-in member's address book (every call answers the whole book; throws CommerceHttpError, a refused form with its field errors). */
export const ADDRESS_BOOK_PATHS = {
  addresses: '/api/account/addresses',
  address: (id: string) => `/api/account/addresses/${encodeURIComponent(id)}`,
  favourite: (id: string) => `/api/account/addresses/${encodeURIComponent(id)}/favorite`,
} as const

interface AddressBookAnswer {
  addresses: MemberAddress[]
}

export function createAddressBookApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  const book = async (call: Promise<AddressBookAnswer>) => (await call).addresses
  return {
    list: () => book(http.get<AddressBookAnswer>(ADDRESS_BOOK_PATHS.addresses)),
    add: (input: FormInput<AddressInput>) => book(http.post<AddressBookAnswer>(ADDRESS_BOOK_PATHS.addresses, input)),
    update: (id: string, input: FormInput<AddressInput>) => book(http.put<AddressBookAnswer>(ADDRESS_BOOK_PATHS.address(id), input)),
    remove: (id: string) => book(http.delete<AddressBookAnswer>(ADDRESS_BOOK_PATHS.address(id))),
    makeFavourite: (id: string) => book(http.post<AddressBookAnswer>(ADDRESS_BOOK_PATHS.favourite(id), {})),
  }
}

export type AddressBookApi = ReturnType<typeof createAddressBookApi>
export const addressBookApi: AddressBookApi = createAddressBookApi()
