/**
 * Prints the published shell (the slices' content and the content's versions)
 * as JSON on stdout, for the publishing server's shell publish without a
 * build (decision record 0041), which runs it in the site folder with the
 * builds' environment: src/build/published-shell.ts reads the content as a
 * build does (Contentful's Delivery API, or the content folder). Invalid
 * content exits 1 with the file or entry and field on stderr.
 */
import { publishedSettingsFrom } from '../../src/build/shell-drafts'
import { readPublishedShell } from '../../src/build/published-shell'
import { resolveVariant } from '../../src/config/store'

const variant = resolveVariant(process.env.STORE_VARIANT ?? process.env.GATSBY_STORE_VARIANT)
readPublishedShell(publishedSettingsFrom(process.env, variant)).then(
  (shell) => process.stdout.write(JSON.stringify(shell)),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
