/**
 * gatsby-source-contentful's options from the environment, or null when
 * Contentful is not configured (the content then comes from content/).
 *
 * - CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN: the space and a Delivery API
 *   token (published content);
 * - preview: CONTENTFUL_HOST=preview.contentful.com with a Preview API token
 *   (drafts too), used with `gatsby develop` (`npm run cms:preview`);
 * - CONTENTFUL_HOST may also be an http:// address (a local stand-in of the API).
 */
export const CONTENTFUL_DELIVERY_HOST = 'cdn.contentful.com'
export const CONTENTFUL_PREVIEW_HOST = 'preview.contentful.com'

export interface ContentfulPluginOptions {
  spaceId: string
  accessToken: string
  environment: string
  host: string
  contentfulClientConfig?: { insecure: boolean }
}

export function contentfulPluginOptions(env: NodeJS.ProcessEnv): ContentfulPluginOptions | null {
  const spaceId = env.CONTENTFUL_SPACE_ID
  const accessToken = env.CONTENTFUL_ACCESS_TOKEN
  if (!spaceId || !accessToken) return null
  const configured = env.CONTENTFUL_HOST || CONTENTFUL_DELIVERY_HOST
  const insecure = configured.startsWith('http://')
  const host = configured.replace(/^https?:\/\//, '').replace(/\/+$/, '')
  return {
    spaceId,
    accessToken,
    environment: env.CONTENTFUL_ENVIRONMENT || 'master',
    host,
    ...(insecure ? { contentfulClientConfig: { insecure: true } } : {}),
  }
}

/** Whether the build reads drafts (the Preview API). */
export const isContentfulPreview = (options: Pick<ContentfulPluginOptions, 'host'> | null): boolean => options?.host === CONTENTFUL_PREVIEW_HOST
