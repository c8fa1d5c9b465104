import { createContentDigest } from 'gatsby-core-utils'
import type { ShellSliceContent } from '../components/layout/types'
import { contentVersionsOf, shellSliceContentOf, type ContentVersions } from './shell-content'
import { readContentOf, type DraftSettings } from './shell-drafts'
import { shortVersion } from './versions'

/** The published shell's slices' content and the versions a build of the same content records (src/contracts/schemas/publishing.ts). */
export interface PublishedShell extends ContentVersions {
  content: ShellSliceContent
}

/**
 * Reads the published content as a build does and computes what the shell
 * publish without a build (decision record 0041) needs: the slices' content
 * and the versions, with the same digest as gatsby-node's (Gatsby's
 * createContentDigest), so the release it makes names the same versions as
 * a build of that content. Invalid content throws, naming the file or entry.
 */
export async function readPublishedShell(settings: DraftSettings, fetchImpl: typeof fetch = fetch): Promise<PublishedShell> {
  const { shell, ...versions } = contentVersionsOf(await readContentOf(settings, fetchImpl), createContentDigest, shortVersion)
  return { content: shellSliceContentOf(shell), ...versions }
}
