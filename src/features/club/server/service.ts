import crypto from 'node:crypto'
import { ean13CheckDigit } from '../../../catalogue/ean'

import { CLUB_CARD_PREFIX } from '../../../config/constants'
import { ACCOUNT_FIELD_MESSAGES } from '../../../contracts/account-forms'
import type { ClubStatus } from '../contract'
import type { ClubJoinInput } from '../schemas'
import { DOCUMENT_IN_USE_MESSAGES, DocumentInUseError } from '../../../server/domain/accounts/documents'
import type { Member } from '../../../server/domain/accounts/types'

export type { ClubStatus } from '../contract'

/** A membership as stored. */
export interface ClubMembership {
  memberId: string
  cardNumber: string
  joinedAt: string
}

/** Where memberships are kept (and the profile fields joining may complete). */
export interface ClubRepository {
  find(memberId: string): ClubMembership | null
  /**
   * Stores the membership and fills the member's missing CPF and birthdate (one transaction); false when the
   * card number is taken; DocumentInUseError (nothing written) when another member holds the CPF.
   */
  join(membership: ClubMembership, profile: { cpf: string | null; birthdate: string | null }): boolean
}

/** A refusal to join, with the field it is about (pt-BR). */
export class ClubJoinError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'ClubJoinError'
  }
}


/** A new card number: the club prefix, random digits and the EAN-13 check digit. */
export function newCardNumber(random: (digits: number) => string = randomDigits): string {
  const body = `${CLUB_CARD_PREFIX}${random(12 - CLUB_CARD_PREFIX.length)}`
  return `${body}${ean13CheckDigit(body)}`
}

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => crypto.randomInt(10)).join('')
}

const CARD_NUMBER_ATTEMPTS = 5

/**
 * The Clube Arena: a logged-in member joins with the rules accepted, a CPF and
 * a birthdate (given now when the profile lacks them); the membership gets a
 * card number. Joining twice answers the existing membership.
 */
export class ClubMemberships {
  constructor(
    private readonly store: ClubRepository,
    private readonly now: () => Date = () => new Date(),
    private readonly cardNumber: () => string = () => newCardNumber(),
  ) {}

  /** The member's club card number, or null when not a member (the profile's identifiers show it). */
  cardOf(memberId: string): string | null {
    return this.store.find(memberId)?.cardNumber ?? null
  }

  isMember(memberId: string): boolean {
    return this.store.find(memberId) !== null
  }

  statusOf(member: Member): ClubStatus {
    const membership = this.store.find(member.id)
    return {
      isMember: membership !== null,
      cardNumber: membership?.cardNumber ?? null,
      joinedAt: membership?.joinedAt ?? null,
      needs: { cpf: !member.cpf, birthdate: !member.birthdate },
    }
  }

  join(member: Member, input: ClubJoinInput): ClubStatus {
    if (this.store.find(member.id)) return this.statusOf(member)
    const cpf = member.cpf ?? input.cpf ?? null
    const birthdate = member.birthdate ?? input.birthdate ?? null
    if (!cpf) throw new ClubJoinError('cpf', ACCOUNT_FIELD_MESSAGES.cpfMissing)
    if (!birthdate) throw new ClubJoinError('birthdate', ACCOUNT_FIELD_MESSAGES.birthdateMissing)
    const joinedAt = this.now().toISOString()
    for (let attempt = 0; attempt < CARD_NUMBER_ATTEMPTS; attempt += 1) {
      const membership = { memberId: member.id, cardNumber: this.cardNumber(), joinedAt }
      let joined: boolean
      try {
        joined = this.store.join(membership, { cpf: member.cpf ? null : cpf, birthdate: member.birthdate ? null : birthdate })
      } catch (error) {
        // One account per CPF: the CPF given here is another member's (whose, the answer does not say).
        if (error instanceof DocumentInUseError) throw new ClubJoinError('cpf', DOCUMENT_IN_USE_MESSAGES.cpf)
        throw error
      }
      if (joined) {
        return { isMember: true, cardNumber: membership.cardNumber, joinedAt, needs: { cpf: false, birthdate: false } }
      }
      // Joined meanwhile (another tab): that membership stands.
      if (this.store.find(member.id)) return this.statusOf(member)
    }
    throw new Error('Could not draw a free club card number')
  }
}
