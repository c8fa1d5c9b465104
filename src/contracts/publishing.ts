/**
 * What a Gatsby build hands the publishing server (src/server/publishing):
 * the build's own record of what it built, written by gatsby-node at the end
 * of a successful build, and the structured reason of a failed one, written
 * where the server asked (PUBLISH_BUILD_REPORT). Both are JSON files; the
 * server reads them with the schemas of ./schemas/publishing.
 */

/** The build record, in the cache directory of the build (`.cache/arena-build.json`). */
export const BUILD_INFO_FILE = 'arena-build.json'

/** Environment variable naming the file a failed build writes its report to. */
export const BUILD_REPORT_ENV = 'PUBLISH_BUILD_REPORT'

/** "content/consumer/stripe.json: messages.0.stripeText: Required" */
export const formatBuildIssue = (issue: { source: string; path: string; message: string }): string => `${issue.source}: ${issue.path}: ${issue.message}`

/**
 * What a build (or a catalogue publish without a build) knew of the catalogue, in the cache directory
 * beside the build record (`.cache/arena-catalogue-record.json`, decision record 0042): the next
 * catalogue publish compares the catalogue with it to find the pages to render again.
 */
export const CATALOGUE_RECORD_FILE = 'arena-catalogue-record.json'
