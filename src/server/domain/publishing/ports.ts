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

/** A build's output kept in its own folder: what the server serves. */
export interface Release {
  id: string
  createdAt: string
  publicDir: string
  cacheDir: string
  info: BuildInfo | null
}

/** The kept releases and which one is live (src/server/publishing/release-store.ts). */
export interface ReleaseRepository {
  /** Copies a build's output into a new release (unchanged files shared with the previous one). */
  create(id: string, output: BuildOutput): Promise<Release>
  current(): Release | null
  /** The release a rollback goes back to: the newest one that is not live. */
  previous(): Release | null
  setCurrent(id: string): void
  /** Removes every release but these. */
  prune(keep: readonly string[]): Promise<void>
  remove(id: string): Promise<void>
}

/** Serves a release: loads all it needs first, then swaps in one step (throws, changing nothing, when it cannot). */
export interface SiteSwitch {
  switchTo(release: Release): void
}
