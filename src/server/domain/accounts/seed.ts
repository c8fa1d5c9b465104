import type { ServerConfig } from '../../config'
import type { Db } from '../../storage/database'
import { seedCepAddresses } from '../address/cep'
import { seedDemoMembers } from './demo-members'

/** Seeder of the accounts area: demo members (with addresses and cashback) and the CEP table. */
export function seedAccounts(db: Db, _config: ServerConfig): void {
  seedDemoMembers(db)
  seedCepAddresses(db)
}
