import type { MemberAddress } from '../../../contracts/session'

/** The address book calls (the feature's client.ts implements them); each answers the whole book. Failures reject. */
export interface AddressBookGateway {
  list(): Promise<MemberAddress[]>
  add(input: Record<string, unknown>): Promise<MemberAddress[]>
  update(id: string, input: Record<string, unknown>): Promise<MemberAddress[]>
  remove(id: string): Promise<MemberAddress[]>
  makeFavourite(id: string): Promise<MemberAddress[]>
}
