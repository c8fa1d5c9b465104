import type { Release, SiteSwitch } from '../domain/publishing/ports'
import type { RedirectRule } from './redirects'
import { loadSiteBuild, type SiteBuild, type SiteBuildDirs } from './site-build'

export interface LiveSiteOptions {
  extraRedirects?: readonly RedirectRule[]
}

/**
 * The build the server serves, swapped in one step. A new build is loaded
 * whole (files index, redirects, client-only routes, the rendered regions)
 * before the swap; a request that started on the old build finishes on it.
 * The build served before stays at hand: its hashed assets still answer
 * browsers that loaded pages from it.
 */
export class LiveSite implements SiteSwitch {
  private live: SiteBuild | null = null
  private before: SiteBuild | null = null
  private readonly listeners: Array<(build: SiteBuild) => void> = []
  private extraRedirects: readonly RedirectRule[]

  constructor(
    private initial: SiteBuildDirs,
    options: LiveSiteOptions = {},
  ) {
    this.extraRedirects = options.extraRedirects ?? []
  }

  /** The live build (the initial one is loaded on first use). */
  current(): SiteBuild {
    this.live ??= loadSiteBuild(this.initial, { extraRedirects: this.extraRedirects })
    return this.live
  }

  /** The build served before the last switch, if any. */
  previous(): SiteBuild | null {
    return this.before
  }

  /** Serves these files from now on; throws, changing nothing, when they cannot be served. */
  switchToDirs(dirs: SiteBuildDirs): SiteBuild {
    const next = loadSiteBuild(dirs, { extraRedirects: this.extraRedirects, previousFiles: this.live?.files, requireComplete: true })
    if (this.live) this.before = this.live
    this.live = next
    for (const listener of this.listeners) listener(next)
    return next
  }

  switchTo(release: Release): void {
    this.switchToDirs({ id: release.id, publicFiles: release.publicFiles, cacheDir: release.cacheDir })
  }

  /** Sets what is served first, unless a build is served already (publishing decides it at start). */
  initialise(dirs: SiteBuildDirs): void {
    if (!this.live) this.initial = dirs
  }

  /** Redirects beyond the build's (tests); only before the site is first served. */
  addRedirects(rules: readonly RedirectRule[]): void {
    if (this.live) throw new Error('the site is already being served')
    this.extraRedirects = [...this.extraRedirects, ...rules]
  }

  onSwitch(listener: (build: SiteBuild) => void): void {
    this.listeners.push(listener)
  }
}
