import { z } from 'zod'

import { birthdateField, cpfField } from './account-forms'

/** The club membership of the logged-in member (GET /api/account/club). */
export interface ClubStatus {
  isMember: boolean
  /** The Clube Arena card number (13 digits), when a member. */
  cardNumber: string | null
  /** ISO instant of joining, when a member. */
  joinedAt: string | null
  /** What joining still needs from the profile: a CPF and a birthdate the member has not given yet. */
  needs: { cpf: boolean; birthdate: boolean }
}

/**
 * Joining the club (/clube/cadastro): the rules accepted, plus the CPF and the
 * birthdate when the profile does not have them yet.
 */
export function clubJoinSchema(today?: () => string) {
  return z.object({
    acceptRules: z.literal(true, { errorMap: () => ({ message: 'Aceite o regulamento do Clube para participar.' }) }),
    cpf: cpfField.optional(),
    birthdate: birthdateField(today).optional(),
  })
}
export type ClubJoinInput = z.output<ReturnType<typeof clubJoinSchema>>
