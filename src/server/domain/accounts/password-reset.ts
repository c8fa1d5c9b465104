import { PASSWORD_RESET_TOKEN_SECONDS } from '../../../config/constants'
import type { MailQueue } from '../mail'
import { passwordResetMail, type AccountMailContext } from './emails'
import type { OneTimeTokens } from './tokens'
import type { Member, MemberDirectory, MemberWriter } from './types'

export interface PasswordResetDeps {
  members: Pick<MemberDirectory, 'findIdByEmail' | 'findById'> & Pick<MemberWriter, 'setPasswordHash'>
  tokens: OneTimeTokens
  mailer: MailQueue
  hashPassword: (password: string) => Promise<string>
  /** Ends every session of a member. */
  endSessionsOf: (memberId: string) => void
  mail: AccountMailContext
}

/**
 * Password reset by a one-time link: a request for a registered e-mail sends
 * the link (nothing for an unknown one, and the same answer either way); the
 * link sets a new password once and ends the member's sessions.
 */
export class PasswordReset {
  constructor(private readonly deps: PasswordResetDeps) {}

  request(email: string): void {
    const memberId = this.deps.members.findIdByEmail(email)
    const member = memberId ? this.deps.members.findById(memberId) : null
    if (!member) return
    const token = this.deps.tokens.issue('password-reset', { email: member.email, memberId: member.id }, PASSWORD_RESET_TOKEN_SECONDS)
    this.deps.mailer.queue('password-reset', passwordResetMail(member.email, member.givenName, token, this.deps.mail), new Date())
  }

  /** Sets the new password of a live link's member; null for an invalid, used or expired link. */
  async complete(token: string, password: string): Promise<Member | null> {
    // Hash first: a link is used up only when the new password can be stored.
    const passwordHash = await this.deps.hashPassword(password)
    const stored = this.deps.tokens.consume('password-reset', token)
    const member = stored?.memberId ? this.deps.members.findById(stored.memberId) : null
    if (!member) return null
    this.deps.members.setPasswordHash(member.id, passwordHash)
    this.deps.endSessionsOf(member.id)
    return member
  }
}
