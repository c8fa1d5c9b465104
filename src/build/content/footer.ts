/**
 * Footer parsing for the loader and the UI: footer data must match its schema,
 * otherwise an empty footer renders, so invalid data becomes null.
 */
import { footerSchema, type Footer } from '../../../cms-schemas/footer'
import { formatIssue, validate, withoutNulls } from '../../../cms-schemas/validation'

/**
 * Returns the footer when `data` matches the schema, else null. Null fields (as
 * GraphQL returns them) count as absent. `onInvalid` receives one message per issue.
 */
export function parseFooter(data: unknown, onInvalid?: (message: string) => void, source = 'footer'): Footer | null {
  if (data === null || data === undefined) {
    onInvalid?.(`${source}: (root): no footer data`)
    return null
  }
  const result = validate(footerSchema, withoutNulls(data), source)
  if (result.ok) return result.data
  if (onInvalid) for (const issue of result.issues) onInvalid(formatIssue(issue))
  return null
}
