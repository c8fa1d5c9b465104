/**
 * The files a shell publish without a build rewrites (decision record 0041),
 * as Gatsby's build writes them: pure functions over their text.
 * - A page: Gatsby stitches each slice's HTML file (`_gatsby/slices/{name}.html`,
 *   `{name}` = `{slice id}-{n}`) between `<!-- slice-start id="{name}" -->` and
 *   `<!-- slice-end id="{name}" -->` (gatsby/dist/utils/slices/stitching.js);
 * - a slice's data (`slice-data/{slice id}.json`): `{componentChunkName, result: {data}, staticQueryHashes}`,
 *   written with JSON.stringify;
 * - the shell version: the version slice's attribute, its data, app-data.json's
 *   stamped compilation hash and the service worker's build (decision record 0018).
 */
import { SHELL_VERSION_ATTRIBUTE, stampedCompilationHash } from '../../contracts/shell-version'

/** Where Gatsby writes the slices' HTML in a build (site paths). */
const SLICE_HTML = /^_gatsby\/slices\/(.+)-([^-/]+)\.html$/

/** The slice a slice HTML file belongs to (`_gatsby/slices/shell-stripe-1.html` → `{ sliceId: 'shell-stripe', name: 'shell-stripe-1' }`), else null. */
export function sliceHtmlOf(sitePath: string): { sliceId: string; name: string } | null {
  const match = SLICE_HTML.exec(sitePath)
  return match ? { sliceId: match[1], name: `${match[1]}-${match[2]}` } : null
}

/** The site path of a slice's data file. */
export const sliceDataPath = (sliceId: string): string => `slice-data/${sliceId}.json`

/** The site path of a slice HTML file. */
export const sliceHtmlPath = (name: string): string => `_gatsby/slices/${name}.html`

/** Whether a site path is a page's HTML that Gatsby stitches slices into (not a slice's own HTML). */
export const isStitchedPage = (sitePath: string): boolean => sitePath.endsWith('.html') && !sitePath.startsWith('_gatsby/')

const START = /<!-- slice-start id="([^"]+)" -->/g

/**
 * A page with the given slices' markup (by slice HTML name) between their
 * markers, as Gatsby's stitching leaves it; null when the page has none of
 * them or they already hold that markup.
 */
export function restitchPage(html: string, markupByName: ReadonlyMap<string, string>): string | null {
  let result = ''
  let cursor = 0
  let changed = false
  START.lastIndex = 0
  for (let match = START.exec(html); match; match = START.exec(html)) {
    const name = match[1]
    const markup = markupByName.get(name)
    if (markup === undefined) continue
    const contentStart = match.index + match[0].length
    const end = `<!-- slice-end id="${name}" -->`
    const contentEnd = html.indexOf(end, contentStart)
    if (contentEnd < 0) throw new Error(`the slice ${name} is opened and never closed`)
    if (html.slice(contentStart, contentEnd) !== markup) changed = true
    result += html.slice(cursor, contentStart) + markup
    cursor = contentEnd
    START.lastIndex = contentEnd + end.length
  }
  if (!changed) return null
  return result + html.slice(cursor)
}

interface SliceData {
  result?: { data?: { cmsShell?: Record<string, unknown> | null } }
}

/** A shell slice's data file with `value` in its content's field (e.g. `stripe`), written as Gatsby writes it; null when it has no such field. */
export function sliceDataWith(json: string, field: string, value: unknown): string | null {
  const data = JSON.parse(json) as SliceData
  const shell = data.result?.data?.cmsShell
  if (!shell || !(field in shell)) return null
  shell[field] = value
  return JSON.stringify(data)
}

/** The version slice's markup with the new version in its attribute (null when it does not hold the old one). */
export function versionMarkupWith(markup: string, oldVersion: string, newVersion: string): string | null {
  const before = `${SHELL_VERSION_ATTRIBUTE}="${oldVersion}"`
  if (!markup.includes(before)) return null
  return markup.replace(before, `${SHELL_VERSION_ATTRIBUTE}="${newVersion}"`)
}

/**
 * app-data.json with the compilation hash stamped with the new version (as
 * onPostBuild stamps it: src/build/shell-version.ts); null when its hash is
 * not stamped with the old one.
 */
export function appDataWith(json: string, oldVersion: string, newVersion: string): { json: string; hash: string; previous: string } | null {
  const appData = JSON.parse(json) as Record<string, unknown>
  const previous = appData.webpackCompilationHash
  const suffix = `.${oldVersion}`
  if (typeof previous !== 'string' || !previous.endsWith(suffix)) return null
  const hash = stampedCompilationHash(previous.slice(0, -suffix.length), newVersion)
  return { json: JSON.stringify({ ...appData, webpackCompilationHash: hash }), hash, previous }
}

/** The service worker with its build (the stamped hash its caches are named by) replaced; null when it does not name the old one. */
export function serviceWorkerWith(code: string, previousHash: string, hash: string): string | null {
  const quoted = JSON.stringify(previousHash)
  if (!code.includes(quoted)) return null
  return code.split(quoted).join(JSON.stringify(hash))
}

/** Gatsby's slice placeholders in a rendered page (elements) and in a stitched one or a slice (comments). */
const PLACEHOLDER = /<slice-(start|end)\s[^>]*id="([^"]+)"[^>]*><\/slice-(start|end)>|<!-- slice-(start|end) id="([^"]+)" -->/g

/**
 * A page as Gatsby's renderer left it, with each slice's HTML (by slice HTML
 * name) stitched in, exactly as Gatsby's stitching writes it
 * (gatsby/dist/utils/slices/stitching.js): the outermost slice's placeholders
 * become comments around its HTML, itself stitched; what lay between them is dropped.
 */
export async function stitchRenderedPage(html: string, sliceHtml: (name: string) => Promise<string>): Promise<string> {
  let result = ''
  let cursor = 0
  let open: string | null = null
  for (const match of html.matchAll(PLACEHOLDER)) {
    const type = match[1] ?? match[4]
    const name = match[2] ?? match[5]
    if (match[1] && match[1] !== match[3]) throw new Error(`the slice ${name}'s placeholder opens as ${match[1]} and closes as ${match[3]}`)
    const at = match.index
    if (type === 'start') {
      if (open !== null) continue
      result += `${html.slice(cursor, at)}<!-- slice-start id="${name}" -->`
      open = name
    } else {
      if (open === null) throw new Error(`the slice ${name} is closed and never opened`)
      if (open !== name) continue
      result += `${await stitchRenderedPage(await sliceHtml(name), sliceHtml)}<!-- slice-end id="${name}" -->`
      open = null
    }
    cursor = at + match[0].length
  }
  if (open !== null) throw new Error(`the slice ${open} is opened and never closed`)
  return result + html.slice(cursor)
}
