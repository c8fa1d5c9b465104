/**
 * Contentful's webhook calls as the publishing endpoint reads them: the topic
 * in the `X-Contentful-Topic` header (`ContentManagement.Entry.publish`, …)
 * and the entity in the body (the published entry, or a `DeletedEntry`
 * stub for unpublish and delete). Request verification adds
 * `x-contentful-signature`, `x-contentful-signed-headers` and
 * `x-contentful-timestamp` (see src/server/domain/publishing/signature.ts).
 */
import { z } from 'zod'

export const CONTENTFUL_TOPIC_HEADER = 'x-contentful-topic'

/** The topics that change what is published (the webhook should be filtered to these). */
export const CONTENTFUL_PUBLISH_TOPICS = [
  'ContentManagement.Entry.publish',
  'ContentManagement.Entry.unpublish',
  'ContentManagement.Entry.delete',
] as const

export type ContentfulPublishTopic = (typeof CONTENTFUL_PUBLISH_TOPICS)[number]

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

export const isContentfulPublishTopic = (topic: string): topic is ContentfulPublishTopic =>
  (CONTENTFUL_PUBLISH_TOPICS as readonly string[]).includes(topic)
