/**
 * Prints the drafts of the shell's slices (stripe, menu, footer, Imperdível)
 * as JSON on stdout, for the server's preview mode (decision record 0037),
 * which runs it in the site folder: src/build/shell-drafts.ts reads them from
 * Contentful's Preview API or from the content folder, as a build would.
 * An invalid draft exits 1 with the entry and field on stderr.
 */
import { draftSettingsFrom, readShellDrafts } from '../../src/build/shell-drafts'
import { resolveVariant } from '../../src/config/store'

const variant = resolveVariant(process.env.STORE_VARIANT ?? process.env.GATSBY_STORE_VARIANT)
readShellDrafts(draftSettingsFrom(process.env, variant)).then(
  (drafts) => process.stdout.write(JSON.stringify(drafts)),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
