/**
 * The zod schemas of what a Gatsby build hands the publishing server: the
 * build record and the report of a failed build (the file names are in ../publishing).
 */
import { z } from 'zod'

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
  /** Digest of the CMS content but the shell's slices' (decision record 0041): unchanged, a publish may skip Gatsby. Absent in older builds. */
  pagesContentVersion: z.string().min(1).optional(),
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

/**
 * The published shell as scripts/publishing/shell-content.ts prints it for the
 * shell publish without a build (decision record 0041): the slices' content
 * (validated by the build's reading) and the versions a build of that content
 * would record.
 */
export const publishedShellSchema = z.object({
  content: z.object({ stripe: z.unknown(), menu: z.unknown(), footer: z.unknown(), imperdivel: z.unknown() }).passthrough(),
  contentVersion: z.string().min(1),
  shellVersion: z.string().min(1),
  pagesContentVersion: z.string().min(1),
})
