import type { ShellSlicesContent, ShellSlicesRegion } from '../../contracts/server-regions'
import { SHELL_SLICES } from '../../contracts/shell-slices'
import { SHELL_RESTITCH_CONCURRENCY } from '../domain/publishing/limits'
import type { ShellPublishDeclined, ShellPublishMade, ShellPublishPort } from '../domain/publishing/shell-publish'
import { loadShellSlicesRenderer } from '../http/shell-preview'
import type { PublishedShellSource } from './published-shell'
import { inBatches } from './in-batches'
import type { DerivedFiles, FileReleaseRepository } from './release-store'
import { appDataWith, isStitchedPage, restitchPage, serviceWorkerWith, sliceDataPath, sliceDataWith, sliceHtmlOf, sliceHtmlPath, versionMarkupWith } from './shell-stitching'

const APP_DATA = 'page-data/app-data.json'
const SERVICE_WORKER = 'sw.js'

/** The slices whose markup comes from the content (the version slice's comes from the version). */
const CONTENT_SLICES = [
  ['stripe', SHELL_SLICES.stripe],
  ['menu', SHELL_SLICES.menu],
  ['footer', SHELL_SLICES.footer],
  ['imperdivel', SHELL_SLICES.imperdivel],
] as const satisfies ReadonlyArray<readonly [keyof ShellSlicesContent, string]>

export interface ShellPublisherOptions {
  releases: FileReleaseRepository
  shell: PublishedShellSource
  /** Default: the live release's compiled src/ssr/shell-slices.tsx. */
  loadRenderer?: (cacheDir: string) => ShellSlicesRegion | null
  now?: () => Date
}

/** A step of the shell publish that cannot be done as a build would: the publish falls back to Gatsby. */
class Declined extends Error {}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * The shell publish without a Gatsby build (decision record 0041): reads the
 * published content as a build would; when nothing but the shell's slices'
 * content differs from the live build's (the digest of the rest is the one
 * the live build recorded), renders the slices with the live build's own
 * compiled components and makes a release from the live one in which the
 * slices' HTML and data, the version slice, app-data.json's stamped hash and
 * the service worker's build are what a build would write, and every page
 * holding a changed slice is stitched again. Anything it cannot do as a build
 * would declines (with the reason), and the publisher runs Gatsby.
 */
export class ShellPublisher implements ShellPublishPort {
  private readonly loadRenderer: (cacheDir: string) => ShellSlicesRegion | null
  private readonly now: () => Date

  constructor(private readonly options: ShellPublisherOptions) {
    this.loadRenderer = options.loadRenderer ?? loadShellSlicesRenderer
    this.now = options.now ?? (() => new Date())
  }

  async publish({ releaseId, signal }: { releaseId: string; signal: AbortSignal }): Promise<ShellPublishMade | ShellPublishDeclined> {
    const live = this.options.releases.current()
    if (!live) return { ok: false, reason: 'no live release' }
    const info = live.info
    if (!info?.pagesContentVersion) return { ok: false, reason: `the live release ${live.id} records no pagesContentVersion (a build made before decision 0041)` }
    let renderer: ShellSlicesRegion | null
    try {
      renderer = this.loadRenderer(live.cacheDir)
    } catch (error) {
      return { ok: false, reason: `the live build's shell slices renderer could not be loaded: ${messageOf(error)}` }
    }
    if (!renderer) return { ok: false, reason: `the live release ${live.id} has no compiled shell slices renderer` }
    let shell
    try {
      shell = await this.options.shell.read(signal)
    } catch (error) {
      return { ok: false, reason: messageOf(error) }
    }
    if (shell.pagesContentVersion !== info.pagesContentVersion) return { ok: false, reason: 'content outside the shell’s slices changed' }
    signal.throwIfAborted()
    const markup = renderer.renderShellSlices(shell.content)
    const changedSlices = new Set<string>()
    let pages = 0
    let hash = info.webpackCompilationHash
    try {
      const { release, counts } = await this.options.releases.derive(
        releaseId,
        live,
        async (files) => {
          const stitched = new Map<string, string>()
          for (const [field, sliceId] of CONTENT_SLICES) {
            if (await this.rewriteSlice(files, sliceId, markup[sliceId], stitched)) changedSlices.add(sliceId)
            if (await this.rewriteSliceData(files, sliceId, field, shell.content[field])) changedSlices.add(sliceId)
          }
          if (shell.shellVersion !== info.shellVersion) {
            hash = await this.rewriteVersion(files, info.shellVersion, shell.shellVersion, stitched)
            changedSlices.add(SHELL_SLICES.version)
          }
          signal.throwIfAborted()
          if (stitched.size > 0) pages = await this.restitchPages(files, stitched, signal)
          // The same build, stitched again: its id stays (a restart does not adopt the site folder's build again, decision record 0041).
          return { ...info, builtAt: this.now().toISOString(), contentVersion: shell.contentVersion, shellVersion: shell.shellVersion, webpackCompilationHash: hash }
        },
      )
      return { ok: true, release, slices: [...changedSlices], pages, stored: counts.stored }
    } catch (error) {
      if (error instanceof Declined) return { ok: false, reason: error.message }
      throw error
    }
  }

  /** Gives every HTML file of the slice the new markup; true when one changed (its names are then stitched again). */
  private async rewriteSlice(files: DerivedFiles, sliceId: string, markup: string | undefined, stitched: Map<string, string>): Promise<boolean> {
    if (markup === undefined) throw new Declined(`the live build's renderer renders no ${sliceId}`)
    const names = this.sliceNames(files, sliceId)
    if (names.length === 0) throw new Declined(`the live release has no HTML of the slice ${sliceId}`)
    let changed = false
    for (const name of names) {
      if ((await files.read(sliceHtmlPath(name))).toString('utf8') === markup) continue
      await files.write(sliceHtmlPath(name), markup)
      stitched.set(name, markup)
      changed = true
    }
    return changed
  }

  private async rewriteSliceData(files: DerivedFiles, sliceId: string, field: string, value: unknown): Promise<boolean> {
    const at = sliceDataPath(sliceId)
    if (!files.base.has(at)) throw new Declined(`the live release has no ${at}`)
    const before = (await files.read(at)).toString('utf8')
    const after = sliceDataWith(before, field, value)
    if (after === null) throw new Declined(`${at} has no ${field}`)
    if (after === before) return false
    await files.write(at, after)
    return true
  }

  /** The version slice, its data, app-data.json and the service worker with the new version; returns the new stamped hash. */
  private async rewriteVersion(files: DerivedFiles, oldVersion: string, newVersion: string, stitched: Map<string, string>): Promise<string> {
    for (const name of this.sliceNames(files, SHELL_SLICES.version)) {
      const markup = versionMarkupWith((await files.read(sliceHtmlPath(name))).toString('utf8'), oldVersion, newVersion)
      if (markup === null) throw new Declined(`the slice ${name} does not hold the live version ${oldVersion}`)
      await files.write(sliceHtmlPath(name), markup)
      stitched.set(name, markup)
    }
    const data = sliceDataWith((await files.read(sliceDataPath(SHELL_SLICES.version))).toString('utf8'), 'version', newVersion)
    if (data === null) throw new Declined(`${sliceDataPath(SHELL_SLICES.version)} has no version`)
    await files.write(sliceDataPath(SHELL_SLICES.version), data)
    const appData = appDataWith((await files.read(APP_DATA)).toString('utf8'), oldVersion, newVersion)
    if (appData === null) throw new Declined(`${APP_DATA}'s hash is not stamped with the live version ${oldVersion}`)
    await files.write(APP_DATA, appData.json)
    if (files.base.has(SERVICE_WORKER)) {
      const worker = serviceWorkerWith((await files.read(SERVICE_WORKER)).toString('utf8'), appData.previous, appData.hash)
      if (worker === null) throw new Declined(`${SERVICE_WORKER} does not name the live build ${appData.previous}`)
      await files.write(SERVICE_WORKER, worker)
    }
    return appData.hash
  }

  /** The slice HTML names of a slice in the live release (`shell-stripe-1`). */
  private sliceNames(files: DerivedFiles, sliceId: string): string[] {
    const names: string[] = []
    for (const sitePath of files.base.keys()) {
      const slice = sitePath.startsWith('_gatsby/slices/') ? sliceHtmlOf(sitePath) : null
      if (slice?.sliceId === sliceId) names.push(slice.name)
    }
    return names
  }

  /** Every page holding a changed slice, stitched again; returns how many changed. */
  private async restitchPages(files: DerivedFiles, stitched: ReadonlyMap<string, string>, signal: AbortSignal): Promise<number> {
    const pages = [...files.base.keys()].filter(isStitchedPage)
    let changed = 0
    await inBatches(pages, SHELL_RESTITCH_CONCURRENCY, async (sitePath) => {
      signal.throwIfAborted()
      const html = restitchPage((await files.read(sitePath)).toString('utf8'), stitched)
      if (html === null) return
      await files.write(sitePath, html)
      changed += 1
    })
    return changed
  }
}

