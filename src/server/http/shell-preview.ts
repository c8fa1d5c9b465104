import fs from 'node:fs'
import { serverRegionModulePath, type ShellSlicesContent, type ShellSlicesRegion } from '../../contracts/server-regions'
import { SHELL_SLICES, type ShellSliceName } from '../../contracts/shell-slices'
import { restitchPage } from '../publishing/shell-stitching'

/**
 * The preview mode's pages (decision record 0037): a live page with the
 * editor's drafts of the shell's slices stitched in where Gatsby stitched the
 * build's, and the slices' data with the drafts, so the page hydrates on
 * what it shows. Everything else of the page is the live build's.
 */

/** The build's compiled shell slices (src/ssr/shell-slices.tsx), or null when the build has none. */
export function loadShellSlicesRenderer(cacheDir: string): ShellSlicesRegion | null {
  const modulePath = serverRegionModulePath(cacheDir, 'shell-slices')
  if (!fs.existsSync(modulePath)) return null
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(modulePath) as Partial<ShellSlicesRegion>
  if (typeof loaded.renderShellSlices !== 'function') throw new Error(`${modulePath} does not export renderShellSlices`)
  return { renderShellSlices: loaded.renderShellSlices.bind(loaded) }
}

/** The notice at the top of a preview page (outside the app's root: hydration does not see it). */
export const PREVIEW_NOTICE_TEXT = 'Pré-visualização: rascunhos ainda não publicados.'
export const PREVIEW_EXIT_TEXT = 'Sair da pré-visualização'

/** Fixed above the phone's bottom bar, over the page, so the editor always knows (inline: the page's stylesheet has no rule for it). */
const NOTICE_STYLE =
  'position:fixed;left:8px;bottom:72px;z-index:2147483647;margin:0;max-width:calc(100% - 16px);padding:8px 12px;' +
  'border-radius:8px;background:#1f2328;color:#fff;font:14px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.3)'

function previewNotice(exitPath: string): string {
  return `<p role="status" data-preview-notice="true" style="${NOTICE_STYLE}">${PREVIEW_NOTICE_TEXT} <a href="${exitPath}" style="color:#fff;text-decoration:underline">${PREVIEW_EXIT_TEXT}</a></p>`
}

/**
 * A page with the drafts' slices: Gatsby keeps each stitched slice between
 * `<!-- slice-start id="{slice}-1" -->` and `<!-- slice-end id="{slice}-1" -->`,
 * stitched again as a shell publish does (restitchPage).
 * Returns null for a page with none of the shell's slices (left as it is).
 */
export function previewPage(html: string, slices: Record<string, string>, exitPath: string): string | null {
  const markupByName = new Map(Object.entries(slices).map(([sliceId, markup]) => [`${sliceId}-1`, markup]))
  if (![...markupByName.keys()].some((name) => html.includes(`<!-- slice-start id="${name}" -->`))) return null
  const page = restitchPage(html, markupByName) ?? html
  return page.replace(/<body([^>]*)>/, (body) => `${body}${previewNotice(exitPath)}`)
}

const SLICE_FIELDS = new Map<string, keyof ShellSlicesContent>(
  (Object.entries(SHELL_SLICES) as Array<[ShellSliceName, string]>)
    .filter((entry): entry is [keyof ShellSlicesContent, string] => entry[0] !== 'version')
    .map(([field, sliceId]) => [sliceId, field]),
)

/** The slice data file of a shell slice (`/slice-data/shell-stripe.json` → `shell-stripe`), else null. */
export function shellSliceOfDataPath(sitePath: string): string | null {
  const match = /^\/slice-data\/([\w-]+)\.json$/.exec(sitePath)
  return match && SLICE_FIELDS.has(match[1]) ? match[1] : null
}

/** A shell slice's data file with the draft in place of the build's content. */
export function previewSliceData(json: string, sliceId: string, drafts: ShellSlicesContent): string {
  const field = SLICE_FIELDS.get(sliceId)
  if (!field) return json
  const data = JSON.parse(json) as { result?: { data?: { cmsShell?: Record<string, unknown> | null } } }
  const shell = data.result?.data?.cmsShell
  if (!shell) return json
  shell[field] = drafts[field]
  return JSON.stringify(data)
}
