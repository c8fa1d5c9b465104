/** The zod schema of the entity in a Contentful webhook call (the topics are in ../contentful-webhook). */
import { z } from 'zod'

const link = z.object({ sys: z.object({ id: z.string() }).passthrough() }).passthrough()

export const contentfulWebhookEntitySchema = z
  .object({
    sys: z
      .object({
        id: z.string().min(1),
        type: z.string().min(1),
        revision: z.number().int().optional(),
        contentType: link.optional(),
        environment: link.optional(),
        space: link.optional(),
        updatedAt: z.string().optional(),
        deletedAt: z.string().optional(),
      })
      .passthrough(),
  })
  .passthrough()

export type ContentfulWebhookEntity = z.infer<typeof contentfulWebhookEntitySchema>
