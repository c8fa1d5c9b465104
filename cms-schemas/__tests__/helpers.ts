import type { ZodTypeAny } from 'zod'

/** "path: message" for every issue of `data` against `schema` ([] when valid). */
export function issuesOf(schema: ZodTypeAny, data: unknown): string[] {
  const result = schema.safeParse(data)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

export const clone = <T>(value: T): T => structuredClone(value)
