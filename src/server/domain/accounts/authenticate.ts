import { decoyPasswordHash, verifyPassword } from './password'
import type { Member, MemberDirectory } from './types'

/**
 * Checks an e-mail and password. An unknown e-mail still costs one scrypt, so
 * the answer time does not tell which e-mails are registered.
 */
export async function authenticate(members: Pick<MemberDirectory, 'findCredentials'>, email: string, password: string): Promise<Member | null> {
  const found = members.findCredentials(email)
  const ok = await verifyPassword(password, found?.passwordHash ?? decoyPasswordHash())
  return found && ok ? found.member : null
}
