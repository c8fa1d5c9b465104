/**
 * The logged-in member's account-area calls: profile and address book.
 * Every call throws
 * CommerceHttpError on failure; a refused form carries its field errors
 * (read them with fieldErrorsOf).
 */
import type { AddressInput, ProfileInput } from '../contracts/schemas/account-forms'
import type { FieldErrors } from '../contracts/forms'
import type { MemberAddress, UserProfileResponse } from '../contracts/session'
import { CommerceHttpError, http as defaultHttp, isApiErrorBody, type HttpClient } from './http'

/** A form as the browser sends it: what the shopper typed (the server parses and validates it). */
export type FormInput<T> = { [K in keyof T]?: unknown }

export const MEMBER_PATHS = {
  profile: '/api/account/profile',
  addresses: '/api/account/addresses',
  address: (id: string) => `/api/account/addresses/${encodeURIComponent(id)}`,
  favourite: (id: string) => `/api/account/addresses/${encodeURIComponent(id)}/favorite`,
} as const

/** The field errors of a refused form (pt-BR), or null for any other failure. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof CommerceHttpError) || !isApiErrorBody(error.body)) return null
  const fields = (error.body.error as { fields?: unknown }).fields
  return fields && typeof fields === 'object' ? (fields as FieldErrors) : null
}

/** The message to show for a failed call: the server's own (pt-BR) for 4xx answers, else a generic one. */
export function failureMessageOf(error: unknown, fallback = 'Não foi possível concluir agora. Tente novamente.'): string {
  if (error instanceof CommerceHttpError && error.status >= 400 && error.status < 500 && isApiErrorBody(error.body)) return error.body.error.message
  return fallback
}

interface AddressBookAnswer {
  addresses: MemberAddress[]
}

export function createMemberApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  const book = async (call: Promise<AddressBookAnswer>) => (await call).addresses
  return {
    updateProfile: (input: FormInput<ProfileInput>) => http.put<UserProfileResponse>(MEMBER_PATHS.profile, input),

    listAddresses: () => book(http.get<AddressBookAnswer>(MEMBER_PATHS.addresses)),
    addAddress: (input: FormInput<AddressInput>) => book(http.post<AddressBookAnswer>(MEMBER_PATHS.addresses, input)),
    updateAddress: (id: string, input: FormInput<AddressInput>) => book(http.put<AddressBookAnswer>(MEMBER_PATHS.address(id), input)),
    removeAddress: (id: string) => book(http.delete<AddressBookAnswer>(MEMBER_PATHS.address(id))),
    makeFavouriteAddress: (id: string) => book(http.post<AddressBookAnswer>(MEMBER_PATHS.favourite(id), {})),


  }
}

export type MemberApi = ReturnType<typeof createMemberApi>
export const memberApi: MemberApi = createMemberApi()
