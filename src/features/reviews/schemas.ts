/** The zod schemas of a product review (POST /api/account/reviews) and of a product id; the shapes are in ../reviews. */
import { z } from 'zod'

import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX_LENGTH, REVIEW_TEXT_MIN_LENGTH } from '../../config/constants'
import { PRODUCT_ID_PATTERN, REVIEW_TITLE_MAX_LENGTH } from './contract'

export const productIdField = z
  .string({ required_error: 'Produto não informado.' })
  .trim()
  .regex(PRODUCT_ID_PATTERN, 'Produto inválido.')

export const reviewSchema = z.object({
  productId: productIdField,
  rating: z
    .number({ required_error: 'Dê uma nota de 1 a 5.', invalid_type_error: 'Dê uma nota de 1 a 5.' })
    .int('Dê uma nota de 1 a 5.')
    .min(REVIEW_RATING_MIN, 'Dê uma nota de 1 a 5.')
    .max(REVIEW_RATING_MAX, 'Dê uma nota de 1 a 5.'),
  title: z
    .string()
    .trim()
    .max(REVIEW_TITLE_MAX_LENGTH, `Use no máximo ${REVIEW_TITLE_MAX_LENGTH} caracteres.`)
    .nullish()
    .transform((value) => (value ? value : null)),
  text: z
    .string({ required_error: 'Conte como foi usar o produto.' })
    .trim()
    .min(REVIEW_TEXT_MIN_LENGTH, `Escreva pelo menos ${REVIEW_TEXT_MIN_LENGTH} caracteres.`)
    .max(REVIEW_TEXT_MAX_LENGTH, `Use no máximo ${REVIEW_TEXT_MAX_LENGTH} caracteres.`),
})
export type ReviewInput = z.output<typeof reviewSchema>
