import crypto from 'node:crypto'

/** `<script …>…</script>`: its attributes and its text, as the browser reads them (no nesting in a script). */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const SRC_ATTRIBUTE = /\bsrc\s*=/i
/** Script types the browser runs (an absent type is JavaScript); any other type is a data block (JSON, JSON-LD). */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript'])

/** Whether a script element with these attributes runs its inline text. */
function runsInlineText(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false
  const type = TYPE_ATTRIBUTE.exec(attributes)
  const value = type ? (type[1] ?? type[2] ?? type[3] ?? '') : ''
  return EXECUTABLE_TYPES.has(value.trim().toLowerCase())
}

/** The texts of the inline scripts a page runs, in document order (data blocks and external scripts left out). */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (runsInlineText(attributes) && text.length > 0) scripts.push(text)
  }
  return scripts
}

/** CSP source expressions (`'sha256-…'`) allowing exactly a page's inline scripts, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = executableInlineScripts(html).map((text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  return [...new Set(hashes)]
}
