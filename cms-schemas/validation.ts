/** Turning zod issues into messages that name the file and the field path. */
import type { ZodIssue, ZodType, ZodTypeDef } from 'zod'

export interface ContentIssue {
  /** Where the data came from, e.g. "content/consumer/menu.json" or "Contentful ContentfulMenu". */
  source: string
  /** Field path, e.g. "departments.2.categories.0.title"; "(root)" for the whole document. */
  path: string
  message: string
}

export const formatPath = (path: ReadonlyArray<string | number>): string => (path.length === 0 ? '(root)' : path.join('.'))

export const formatIssue = (issue: ContentIssue): string => `${issue.source}: ${issue.path}: ${issue.message}`

/** Thrown when content does not match its schema; the message lists one issue per line. */
export class ContentValidationError extends Error {
  readonly issues: ContentIssue[]

  constructor(issues: ContentIssue[]) {
    super(issues.map(formatIssue).join('\n'))
    this.name = 'ContentValidationError'
    this.issues = issues
  }
}

export function toContentIssues(source: string, issues: readonly ZodIssue[]): ContentIssue[] {
  return issues.map((issue) => ({ source, path: formatPath(issue.path), message: issue.message }))
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; issues: ContentIssue[] }

export function validate<T>(schema: ZodType<T, ZodTypeDef, unknown>, data: unknown, source: string): ValidationResult<T> {
  const result = schema.safeParse(data)
  return result.success ? { ok: true, data: result.data } : { ok: false, issues: toContentIssues(source, result.error.issues) }
}

/** Validates or throws a ContentValidationError naming the source and field paths. */
export function validateOrThrow<T>(schema: ZodType<T, ZodTypeDef, unknown>, data: unknown, source: string): T {
  const result = validate(schema, data, source)
  if (!result.ok) throw new ContentValidationError(result.issues)
  return result.data
}

/**
 * Removes null values (GraphQL and the Contentful API return null for empty
 * fields; the schemas model absent fields as missing). Nulls inside arrays,
 * e.g. unresolved references, are dropped.
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(withoutNulls)
  if (value !== null && typeof value === 'object') {
    const result: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (item !== null && item !== undefined) result[key] = withoutNulls(item)
    }
    return result
  }
  return value
}
