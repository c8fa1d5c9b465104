import { seedCepAddresses, type CepTable } from '../server/domain/address/cep'
import { seedDemoMembers } from './members'
import type { MemberRegistry } from '../server/domain/accounts/types'

/** Seeder of the accounts area: demo members (with addresses and cashback) and the CEP table. */
export function seedAccounts({ members, ceps }: { members: MemberRegistry; ceps: CepTable }): void {
  seedDemoMembers(members)
  seedCepAddresses(ceps)
}
