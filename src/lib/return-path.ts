/** The page an error or offline page came from (`from` of its query), when it is an address of this site; null otherwise. */
export function returnPathOf(search: string): string | null {
  const from = new URLSearchParams(search).get('from')
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : null
}
