import { z } from 'zod'

import { ACCOUNT_DELETION_CODE_DIGITS } from '../../config/constants'

/** Confirming the deletion of one's account: the code e-mailed for it. */
export const deletionConfirmSchema = z.object({
  code: z
    .string({ required_error: 'Informe o código enviado para o seu e-mail.' })
    .trim()
    .regex(new RegExp(`^\\d{${ACCOUNT_DELETION_CODE_DIGITS}}$`), `O código tem ${ACCOUNT_DELETION_CODE_DIGITS} números.`),
})

export type DeletionConfirmInput = z.output<typeof deletionConfirmSchema>
