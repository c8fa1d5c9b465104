import type { BuildInfo, BuildIssue } from '../../../contracts/schemas/publishing'

/** The output of a successful build, where the builder left it. */
export interface BuildOutput {
  publicDir: string
  cacheDir: string
  /** The build's own record (null when the build wrote none). */
  info: BuildInfo | null
}

export type BuildResult = { ok: true; output: BuildOutput } | { ok: false; message: string; issues: BuildIssue[] }

/** Runs the static build (Gatsby, incremental on its cache). */
export interface SiteBuilder {
  build(request: { recordId: number; signal: AbortSignal }): Promise<BuildResult>
}

/**
 * A build's public files as the server finds them: which file on disk answers
 * a site path. A build folder (src/server/http/public-folder.ts) or a
 * release's manifest over the store's objects (src/server/publishing/release-manifest.ts).
 */
export interface PublicFiles {
  /** Where they are, for messages: a folder, or a release's manifest. */
  readonly location: string
  /** Reads what resolving needs (a release's manifest) without holding the event loop long; a switch that can wait awaits it first. */
  prepare(): Promise<void>
  /** Throws when none of them can be served (a release's manifest that cannot be read); a switch checks it first. */
  check(): void
  /** The regular file on disk that answers a site path (`/a/index.html`), or null: never a file outside the build. */
  resolve(sitePath: string): string | null
  /**
   * The file these files answer with where `other` answered with `otherFile` (a file `other.resolve`
   * gave), or null when they have none: how a switch finds the files both builds share, and keeps
   * what the build before had in memory for them.
   */
  counterpartOf(otherFile: string, other: PublicFiles): string | null
}

/** A build's output kept as a release: what the server serves. */
export interface Release {
  id: string
  createdAt: string
  /** Its public files (a release of the object store reads its manifest when first asked, at the switch). */
  publicFiles: PublicFiles
  cacheDir: string
  info: BuildInfo | null
}

/** The kept releases and which one is live (src/server/publishing/release-store.ts). */
export interface ReleaseRepository {
  /** Keeps a build's output as a new release (each file stored once: unchanged files are shared, not copied). */
  create(id: string, output: BuildOutput): Promise<Release>
  current(): Release | null
  /** The release a rollback goes back to: the newest one that is not live. */
  previous(): Release | null
  setCurrent(id: string): void
  /** Removes every release but these (and the live one), then the stored files no kept release holds. */
  prune(keep: readonly string[]): Promise<void>
  remove(id: string): Promise<void>
}

/** Serves a release: loads all it needs first, then swaps in one step (throws, changing nothing, when it cannot). */
export interface SiteSwitch {
  switchTo(release: Release): void
}
