import { z } from 'zod'

import { birthdateField, cpfField } from '../../contracts/schemas/account-forms'

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
