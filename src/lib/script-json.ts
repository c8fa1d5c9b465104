/**
 * JSON that is also safe inside an HTML <script> element: it cannot close
 * the element (`</script>`), open a comment or entity, and has no line
 * separators that break older parsers. Still valid JSON and JavaScript.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
