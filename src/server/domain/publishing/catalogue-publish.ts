import type { Release } from './ports'
import type { PublishTrigger } from './triggers'

/**
 * The catalogue publish without a Gatsby build (decision record 0042): when
 * every pending notice is the catalogue's (a price, stock or product change of
 * the store's import or VTEX's broadcaster), the publisher asks the catalogue
 * publisher first; it finds the products that changed since the live release
 * and the pages that show them, renders those pages with the live build's
 * compiled renderer and makes a release from the live one. Whatever a build
 * would make differently besides those pages (products added or removed, a
 * new category, a changed address, changed CMS content) is declined on the
 * catalogue and content themselves, and Gatsby builds.
 */

export type CatalogueCandidacy = { candidate: true } | { candidate: false; reason: string }

/** Whether a build for these notices may be a catalogue publish: every one is a catalogue notice. */
export function cataloguePublishCandidacy(triggers: readonly PublishTrigger[]): CatalogueCandidacy {
  if (triggers.length === 0) return { candidate: false, reason: 'no notice' }
  const other = triggers.find((trigger) => trigger.source !== 'store-catalogue' && trigger.source !== 'vtex-catalogue')
  if (other) return { candidate: false, reason: `a ${other.source} notice is pending` }
  return { candidate: true }
}

/** What a catalogue publish made: a release (not live yet), and what it changed. */
export interface CataloguePublishMade {
  ok: true
  release: Release
  /** The products whose data changed, the pages rendered again and the objects stored. */
  products: number
  pages: number
  stored: number
  /** How long the steps of reading the catalogue and rendering took (ms), by step. */
  stepsMs: Record<string, number>
}

export interface CataloguePublishDeclined {
  ok: false
  reason: string
}

/** Makes a release for a catalogue change from the live one, without a build (src/server/publishing/catalogue-publisher.ts). */
export interface CataloguePublishPort {
  publish(request: { releaseId: string; signal: AbortSignal }): Promise<CataloguePublishMade | CataloguePublishDeclined>
}
