import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { CATALOGUE_RECORD_FILE } from '../../contracts/publishing'
import { CATALOGUE_CHANGES_TIMEOUT_MS } from '../domain/publishing/limits'
import type { CataloguePublishDeclined, CataloguePublishMade, CataloguePublishPort } from '../domain/publishing/catalogue-publish'
import type { FileReleaseRepository } from './release-store'
import { readBuildInfo } from './release-store'
import { sliceHtmlPath, stitchRenderedPage } from './shell-stitching'
import { isSitemapFile, sitemapWithLastmods } from './sitemap-lastmods'
import { runSiteScript, type SiteScriptOptions } from './site-script'

const SCRIPT = path.join('scripts', 'publishing', 'catalogue-changes.ts')

/** What scripts/publishing/catalogue-changes.ts writes (`plan.json`). */
const catalogueChangesSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(false), reason: z.string() }),
  z.object({
    ok: z.literal(true),
    changed: z.array(z.string()),
    catalogueVersion: z.string().min(1),
    pages: z.array(z.object({ path: z.string(), pageDataPath: z.string(), htmlPath: z.string(), pageData: z.string(), html: z.string() })),
    lastmods: z.record(z.string()),
    /** How long the script's steps took (ms): reading the record, the content, the catalogue, making the pages' contexts, planning, rendering, writing. */
    stepsMs: z.record(z.number()).optional(),
  }),
])

export type CatalogueChanges = z.infer<typeof catalogueChangesSchema>

/** The live build, as the script compares and renders against it. */
export interface CatalogueChangesRequest {
  recordFile: string
  buildId: string
  contentVersion: string
  /** Gatsby's own compilation hash (the build record's, without the shell version's stamp). */
  compilationHash: string
}

/** Reads the catalogue's changes and renders their pages (in the site folder); the result's record file lives in `outDir`. */
export interface CatalogueChangesSource {
  read(request: CatalogueChangesRequest, outDir: string, signal: AbortSignal): Promise<CatalogueChanges>
}

/** Runs scripts/publishing/catalogue-changes.ts in the site folder with the server's environment. */
export class ProcessCatalogueChanges implements CatalogueChangesSource {
  constructor(private readonly options: SiteScriptOptions) {}

  async read(request: CatalogueChangesRequest, outDir: string, signal: AbortSignal): Promise<CatalogueChanges> {
    const args = ['--record', request.recordFile, '--build-id', request.buildId, '--content-version', request.contentVersion, '--compilation-hash', request.compilationHash, '--out', outDir]
    await runSiteScript(this.options, SCRIPT, args, signal, CATALOGUE_CHANGES_TIMEOUT_MS)
    return catalogueChangesSchema.parse(JSON.parse(await fsp.readFile(path.join(outDir, 'plan.json'), 'utf8')))
  }
}

export interface CataloguePublisherOptions {
  releases: FileReleaseRepository
  changes: CatalogueChangesSource
  /** The site folder's build cache (its record names the build the site folder holds). */
  siteCacheDir: string
  now?: () => Date
}

class Declined extends Error {}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * The catalogue publish without a Gatsby build (decision record 0042): the
 * site folder's script compares the catalogue with the live release's record
 * and renders the pages whose data changed with the live build's renderer;
 * this makes a release from the live one with those pages' page data and HTML
 * (the live release's slices stitched in, as Gatsby stitches), the sitemap's
 * lastmods moved, the new catalogue record and version. Anything it cannot do
 * as a build would declines, with the reason, and the publisher runs Gatsby.
 */
export class CataloguePublisher implements CataloguePublishPort {
  private readonly now: () => Date

  constructor(private readonly options: CataloguePublisherOptions) {
    this.now = options.now ?? (() => new Date())
  }

  async publish({ releaseId, signal }: { releaseId: string; signal: AbortSignal }): Promise<CataloguePublishMade | CataloguePublishDeclined> {
    const live = this.options.releases.current()
    if (!live) return { ok: false, reason: 'no live release' }
    const info = live.info
    if (!info) return { ok: false, reason: `the live release ${live.id} has no build record` }
    const site = readBuildInfo(this.options.siteCacheDir)
    if (site?.buildId !== info.buildId) return { ok: false, reason: 'the site folder holds another build than the live release (its renderer is not the live one)' }
    const hash = info.webpackCompilationHash
    if (!hash) return { ok: false, reason: `the live release ${live.id} records no compilation hash` }
    const outDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'arena-catalogue-publish-'))
    try {
      let changes: CatalogueChanges
      try {
        changes = await this.options.changes.read(
          { recordFile: path.join(live.cacheDir, CATALOGUE_RECORD_FILE), buildId: info.buildId, contentVersion: info.contentVersion, compilationHash: hash.split('.')[0] },
          outDir,
          signal,
        )
      } catch (error) {
        if (signal.aborted) throw error
        return { ok: false, reason: `the catalogue's changes could not be read: ${messageOf(error)}` }
      }
      if (!changes.ok) return { ok: false, reason: changes.reason }
      signal.throwIfAborted()
      const { pages, lastmods, catalogueVersion } = changes
      const derived = await this.options.releases.derive(releaseId, live, async (files) => {
        for (const page of pages) {
          if (!files.base.has(page.pageDataPath) || !files.base.has(page.htmlPath)) throw new Declined(`the live release has no page ${page.path}`)
          await files.write(page.pageDataPath, page.pageData)
          await files.write(page.htmlPath, await stitchRenderedPage(page.html, async (name) => (await files.read(sliceHtmlPath(name))).toString('utf8')))
          signal.throwIfAborted()
        }
        for (const sitePath of files.base.keys()) {
          if (!isSitemapFile(sitePath)) continue
          const moved = sitemapWithLastmods((await files.read(sitePath)).toString('utf8'), lastmods)
          if (moved.changed > 0) await files.write(sitePath, moved.xml)
        }
        files.replaceCacheFile(CATALOGUE_RECORD_FILE, path.join(outDir, 'record.json'))
        // The same build, its catalogue's pages rendered again: its id stays (as after a shell publish, decision record 0041).
        return { ...info, builtAt: this.now().toISOString(), catalogueVersion }
      }).catch((error: unknown) => {
        if (error instanceof Declined) return error
        throw error
      })
      if (derived instanceof Declined) return { ok: false, reason: derived.message }
      return { ok: true, release: derived.release, products: changes.changed.length, pages: pages.length, stored: derived.counts.stored, stepsMs: changes.stepsMs ?? {} }
    } finally {
      await fsp.rm(outDir, { recursive: true, force: true })
    }
  }
}
