/**
 * What a Gatsby build hands the publishing server (src/server/publishing):
 * the build's own record of what it built, written by gatsby-node at the end
 * of a successful build, and the structured reason of a failed one, written
 * where the server asked (PUBLISH_BUILD_REPORT). Both are JSON files; the
 * server reads them with these schemas.
 */
import { z } from 'zod'

/** The build record, in the cache directory of the build (`.cache/arena-build.json`). */
export const BUILD_INFO_FILE = 'arena-build.json'

/** Environment variable naming the file a failed build writes its report to. */
export const BUILD_REPORT_ENV = 'PUBLISH_BUILD_REPORT'

export const buildInfoSchema = z.object({
  /** Unique per build. */
  buildId: z.string().min(1),
  /** ISO time the build finished. */
  builtAt: z.string().min(1),
  /** The source commit (git, or SOURCE_COMMIT), when known. */
  commit: z.string().nullable(),
  /** Digest of the CMS content of the build (content/ or Contentful). */
  contentVersion: z.string().min(1),
  /** Digest of the catalogue the build read. */
  catalogueVersion: z.string().min(1),
  /** Digest of the shell content (stripe, menu, footer…); also baked into the bundle, so the browser reloads when it changes. */
  shellVersion: z.string().min(1),
  /** Gatsby's compilation hash (page-data/app-data.json). */
  webpackCompilationHash: z.string().nullable(),
  /** Pages the build created. */
  pages: z.number().int().nonnegative(),
})

export type BuildInfo = z.infer<typeof buildInfoSchema>

/** One thing wrong with the content or catalogue, named by its file or entry and field. */
export const buildIssueSchema = z.object({
  /** The file (e.g. content/consumer/stripe.json) or entry (e.g. Contentful ContentfulPromotionalStripe 4xYz). */
  source: z.string(),
  /** The field, e.g. messages.0.stripeText; "(root)" for the whole document. */
  path: z.string(),
  message: z.string(),
})

export type BuildIssue = z.infer<typeof buildIssueSchema>

/** Why a build failed, as the build itself reports it. */
export const buildFailureReportSchema = z.object({
  message: z.string(),
  issues: z.array(buildIssueSchema),
})

export type BuildFailureReport = z.infer<typeof buildFailureReportSchema>

/** "content/consumer/stripe.json: messages.0.stripeText: Required" */
export const formatBuildIssue = (issue: BuildIssue): string => `${issue.source}: ${issue.path}: ${issue.message}`
