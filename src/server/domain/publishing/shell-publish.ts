import { LOCAL_CONTENT_TYPE } from './describe'
import type { Release } from './ports'
import type { PublishTrigger } from './triggers'

/**
 * The shell publish without a Gatsby build (decision record 0041): when every
 * pending notice may be a change of the shell's slices only (stripe, menus,
 * footer, the search modal's Imperdível), the publisher asks the shell
 * publisher first; it renders the slices with the live build's compiled
 * renderer and makes a release from the live one. Whether the change is the
 * shell's only is decided on the content itself (its digest outside the
 * slices equals the live build's); the notices only rule out what certainly is not.
 */

/**
 * Contentful's content types whose entries only the shell's slices show
 * (cms-schemas/contentful/content-types.json): the containers and the entries
 * they link. The footer's social links are in the pages' frame too: the
 * content's digest sends such a change to Gatsby.
 */
export const SHELL_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'promotionalStripe',
  'stripeMessage',
  'menu',
  'menuDepartment',
  'menuCategory',
  'menuSubcategory',
  'footer',
  'footerLink',
  'socialLink',
  'imperdivel',
  'imperdivelCard',
  'highlightedCard',
])

export type ShellCandidacy = { candidate: true } | { candidate: false; reason: string }

/**
 * Whether a build for these notices may be a shell publish: every one is a
 * CMS notice of a shell content type, or `npm run publish`'s notice of the
 * content folder (which names no file: the content decides).
 */
export function shellPublishCandidacy(triggers: readonly PublishTrigger[]): ShellCandidacy {
  if (triggers.length === 0) return { candidate: false, reason: 'no notice' }
  for (const trigger of triggers) {
    if (trigger.source !== 'cms') return { candidate: false, reason: `a ${trigger.source} notice is pending` }
    const type = trigger.contentType
    if (type !== LOCAL_CONTENT_TYPE && (type === null || !SHELL_CONTENT_TYPES.has(type))) {
      return { candidate: false, reason: `a notice of ${type ?? 'an asset or an entry of no content type'} is pending` }
    }
  }
  return { candidate: true }
}

/** What a shell publish made: a release (not live yet), and what it changed. */
export interface ShellPublishMade {
  ok: true
  release: Release
  /** The slices whose HTML or data changed (ids), the pages stitched again and the objects stored. */
  slices: string[]
  pages: number
  stored: number
}

/** Why there was no shell publish: the publisher then runs Gatsby. */
export interface ShellPublishDeclined {
  ok: false
  reason: string
}

/** Makes a release for a shell-only change from the live one, without a build (src/server/publishing/shell-publisher.ts). */
export interface ShellPublishPort {
  publish(request: { releaseId: string; signal: AbortSignal }): Promise<ShellPublishMade | ShellPublishDeclined>
}
