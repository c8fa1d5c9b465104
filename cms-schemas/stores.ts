/** Physical stores, listed at /lojas and shown at /lojas/{slug}. */
import { z } from 'zod'

import { checkUnique, image, slug, text } from './common'

export const BRAZILIAN_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const

export const WEEK_DAYS = ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom', 'feriados'] as const
export type WeekDay = (typeof WEEK_DAYS)[number]

const time = z
  .string({ required_error: 'Required', invalid_type_error: 'must be text' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM (24 h), e.g. "09:00"')

export const openingHoursSchema = z
  .object({
    /** Label shown to shoppers, e.g. "Segunda a sábado". */
    label: text,
    days: z
      .array(
        z.enum(WEEK_DAYS, { errorMap: () => ({ message: `must be one of ${WEEK_DAYS.join(', ')}` }) }),
      )
      .min(1, 'must name at least one day'),
    opens: time,
    closes: time,
  })
  .strict()
  .refine((hours) => hours.opens < hours.closes, { message: 'must close after it opens', path: ['closes'] })

export const storeSchema = z
  .object({
    name: text,
    slug,
    /** Street, number and complement, e.g. "Av. Paulista, 1000 - Loja 12". */
    address: text,
    district: text.optional(),
    city: text,
    state: z.enum(BRAZILIAN_STATES, {
      errorMap: () => ({ message: 'must be a Brazilian state abbreviation (UF), e.g. "SP"' }),
    }),
    cep: z
      .string({ required_error: 'Required', invalid_type_error: 'must be text' })
      .regex(/^\d{5}-\d{3}$/, 'must be a CEP formatted 00000-000'),
    phone: z
      .string({ required_error: 'Required', invalid_type_error: 'must be text' })
      .regex(/^\(\d{2}\) \d{4,5}-\d{4}$/, 'must be a phone number formatted (11) 3333-4444 or (11) 93333-4444'),
    openingHours: z.array(openingHoursSchema).min(1, 'must contain at least one opening period'),
    services: z.array(text),
    image: image.optional(),
    coordinates: z
      .object({
        lat: z.number().min(-34, 'must be a latitude within Brazil').max(6, 'must be a latitude within Brazil'),
        lng: z.number().min(-74, 'must be a longitude within Brazil').max(-28, 'must be a longitude within Brazil'),
      })
      .strict()
      .optional(),
  })
  .strict()

export const storesSchema = z
  .object({
    stores: z.array(storeSchema),
  })
  .strict()
  .superRefine((doc, ctx) => checkUnique(doc.stores, (store) => store.slug, 'slug', ctx, ['stores']))

export type OpeningHours = z.infer<typeof openingHoursSchema>
export type Store = z.infer<typeof storeSchema>
export type Stores = z.infer<typeof storesSchema>
