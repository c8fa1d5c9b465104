import crypto from 'node:crypto'

import { ACCOUNT_DELETION_CODE_DIGITS, ACCOUNT_DELETION_CODE_MAX_ATTEMPTS, ACCOUNT_DELETION_CODE_MINUTES } from '../../../config/constants'
import type { ConsentChoice } from '../../../contracts/consent'
import type { MemberAddress } from '../../../contracts/session'
import type { ErasureResult } from '../../../server/domain/accounts/erasure'
import type { Member } from '../../../server/domain/accounts/types'
import { transactionalMail } from '../../../server/domain/mail/html'
import type { MailMessage } from '../../../server/domain/mail/types'
import type { StoredOrder } from '../../../server/domain/orders/types'
import type { DataExport, PrivacyRequest, PrivacyRequestKind } from '../contract'
import type { DeletionCode } from './repository'

/** What the data rights read and write: the feature's tables, the core's and the other features' services. */
export interface DataRightsDeps {
  store: {
    transaction<T>(work: () => T): T
    record(memberId: string, kind: PrivacyRequestKind, createdAt: string): void
    requestsOf(memberId: string): PrivacyRequest[]
    saveCode(memberId: string, code: DeletionCode): void
    codeOf(memberId: string): DeletionCode | null
    countAttempt(memberId: string): void
    dropCode(memberId: string): void
  }
  addresses(memberId: string): MemberAddress[]
  orders(memberId: string): StoredOrder[]
  returns(memberId: string): unknown[]
  reviews(memberId: string): unknown[]
  wishlist(memberId: string): Array<{ productId: string; addedAt: string }>
  cashback(memberId: string): { balance: number; entries: unknown[] }
  cookieConsent(memberId: string): ConsentChoice | null
  erase(member: Member): ErasureResult
  queueMail(message: MailMessage, now: Date): void
  storeName: string
  now(): number
  /** A new code of {@link ACCOUNT_DELETION_CODE_DIGITS} digits (random by default). */
  newCode?: () => string
}

/** Why a deletion code is refused (pt-BR, shown beside the field). */
export class DeletionCodeError extends Error {}

const hashCode = (memberId: string, code: string): string => crypto.createHash('sha256').update(`${memberId}:${code}`).digest('hex')
const randomCode = (): string => String(crypto.randomInt(0, 10 ** ACCOUNT_DELETION_CODE_DIGITS)).padStart(ACCOUNT_DELETION_CODE_DIGITS, '0')

/**
 * The data subject's rights in the account (LGPD art. 18): a copy of every
 * kind of data kept of the member, and the deletion of the account after a
 * code e-mailed to them confirms it. Each request is recorded with its date.
 */
export class DataRights {
  constructor(private readonly deps: DataRightsDeps) {}

  private nowIso(): string {
    return new Date(this.deps.now()).toISOString()
  }

  requestsOf(member: Member): PrivacyRequest[] {
    return this.deps.store.requestsOf(member.id)
  }

  /** Everything kept of the member, as one document; the request is recorded (and listed in it). */
  exportOf(member: Member): DataExport {
    const generatedAt = this.nowIso()
    this.deps.store.record(member.id, 'export', generatedAt)
    return {
      generatedAt,
      profile: {
        id: member.id,
        email: member.email,
        kind: member.kind,
        givenName: member.givenName,
        middleName: member.middleName,
        familyName: member.familyName,
        birthdate: member.birthdate,
        phoneNumber: member.phoneNumber,
        gender: member.gender,
        cpf: member.cpf,
        cnpj: member.cnpj,
        companyName: member.companyName,
        marketingEmailConsent: member.marketingEmailConsent,
      },
      addresses: this.deps.addresses(member.id),
      orders: this.deps.orders(member.id).map(({ memberId: _owner, email: _email, state: _state, ...order }) => order),
      returns: this.deps.returns(member.id),
      reviews: this.deps.reviews(member.id),
      wishlist: this.deps.wishlist(member.id),
      cashback: this.deps.cashback(member.id),
      consents: { cookies: this.deps.cookieConsent(member.id), marketingEmail: member.marketingEmailConsent },
      requests: this.deps.store.requestsOf(member.id),
    }
  }

  /** Starts a deletion: a new code e-mailed to the member (a previous one no longer counts). */
  requestDeletion(member: Member): { expiresAt: string } {
    const now = new Date(this.deps.now())
    const code = (this.deps.newCode ?? randomCode)()
    const expiresAt = new Date(now.getTime() + ACCOUNT_DELETION_CODE_MINUTES * 60_000).toISOString()
    const { text, html } = transactionalMail({
      greeting: `Olá, ${member.givenName}.`,
      paragraphs: [
        `Recebemos um pedido para excluir a sua conta. Para confirmar, informe este código na página de privacidade da sua conta: ${code}`,
        `O código vale por ${ACCOUNT_DELETION_CODE_MINUTES} minutos. Se não foi você, ignore este e-mail: a sua conta continua como está.`,
        'Com a exclusão, apagamos os seus dados pessoais; os pedidos ficam guardados sem o seu nome, e-mail, CPF, telefone ou endereço, como exige a lei fiscal.',
      ],
      storeName: this.deps.storeName,
    })
    this.deps.store.transaction(() => {
      this.deps.store.saveCode(member.id, { codeHash: hashCode(member.id, code), expiresAt, attempts: 0 })
      this.deps.store.record(member.id, 'deletion-requested', now.toISOString())
      this.deps.queueMail({ to: member.email, subject: 'Confirme a exclusão da sua conta', text, html }, now)
    })
    return { expiresAt }
  }

  /** Deletes the account when the code is the one e-mailed (within its time and tries). */
  confirmDeletion(member: Member, code: string): ErasureResult {
    const stored = this.deps.store.codeOf(member.id)
    const now = this.deps.now()
    if (!stored || Date.parse(stored.expiresAt) <= now || stored.attempts >= ACCOUNT_DELETION_CODE_MAX_ATTEMPTS) {
      throw new DeletionCodeError('Este código expirou. Peça um novo código para excluir a sua conta.')
    }
    const expected = Buffer.from(stored.codeHash, 'hex')
    const given = Buffer.from(hashCode(member.id, code), 'hex')
    if (!crypto.timingSafeEqual(expected, given)) {
      this.deps.store.countAttempt(member.id)
      throw new DeletionCodeError('Código incorreto. Confira o código enviado para o seu e-mail.')
    }
    return this.deps.store.transaction(() => {
      this.deps.store.record(member.id, 'deletion-confirmed', this.nowIso())
      return this.deps.erase(member)
    })
  }
}
