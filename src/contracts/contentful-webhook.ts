/**
 * Contentful's webhook calls as the publishing endpoint reads them: the topic
 * in the `X-Contentful-Topic` header (`ContentManagement.Entry.publish`, …)
 * and the entity in the body (the published entry, or a `DeletedEntry`
 * stub for unpublish and delete). Request verification adds
 * `x-contentful-signature`, `x-contentful-signed-headers` and
 * `x-contentful-timestamp` (see src/server/domain/publishing/signature.ts).
 * The entity's schema is in ./schemas/contentful-webhook.
 */

export const CONTENTFUL_TOPIC_HEADER = 'x-contentful-topic'

/** The topics that change what is published (the webhook should be filtered to these). */
export const CONTENTFUL_PUBLISH_TOPICS = [
  'ContentManagement.Entry.publish',
  'ContentManagement.Entry.unpublish',
  'ContentManagement.Entry.delete',
] as const

export type ContentfulPublishTopic = (typeof CONTENTFUL_PUBLISH_TOPICS)[number]

export const isContentfulPublishTopic = (topic: string): topic is ContentfulPublishTopic =>
  (CONTENTFUL_PUBLISH_TOPICS as readonly string[]).includes(topic)
