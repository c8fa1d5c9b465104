import { seedCepAddresses, type CepTable } from '../address/cep'
import { seedDemoMembers } from './demo-members'
import type { MemberRegistry } from './types'

/** Seeder of the accounts area: demo members (with addresses and cashback) and the CEP table. */
export function seedAccounts({ members, ceps }: { members: MemberRegistry; ceps: CepTable }): void {
  seedDemoMembers(members)
  seedCepAddresses(ceps)
}
