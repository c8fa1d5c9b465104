import path from 'node:path'
import type { ShellSlicesContent } from '../../contracts/server-regions'
import { publishedShellSchema } from '../../contracts/schemas/publishing'
import { PUBLISHED_SHELL_TIMEOUT_MS } from '../domain/publishing/limits'
import { runSiteScript, type SiteScriptOptions } from './site-script'

/** The published shell: the slices' content, and the versions a build of that content records (decision record 0041). */
export interface PublishedShell {
  content: ShellSlicesContent
  contentVersion: string
  shellVersion: string
  pagesContentVersion: string
}

export interface PublishedShellSource {
  /** Rejects when the content cannot be read or is invalid (the build then reports it). */
  read(signal: AbortSignal): Promise<PublishedShell>
}

export type ProcessPublishedShellOptions = SiteScriptOptions

const SCRIPT = path.join('scripts', 'publishing', 'shell-content.ts')

/**
 * Reads the published shell by running scripts/publishing/shell-content.ts in
 * the site folder with the server's environment: the build's own content
 * reading, validation and digests, which the server does not hold.
 */
export class ProcessPublishedShell implements PublishedShellSource {
  constructor(private readonly options: ProcessPublishedShellOptions) {}

  async read(signal: AbortSignal): Promise<PublishedShell> {
    let stdout: string
    try {
      stdout = await runSiteScript(this.options, SCRIPT, [], signal, PUBLISHED_SHELL_TIMEOUT_MS)
    } catch (error) {
      throw new Error(`the published shell could not be read: ${error instanceof Error ? error.message.replace(/^shell-content\.ts: /, '') : String(error)}`)
    }
    const parsed = publishedShellSchema.parse(JSON.parse(stdout))
    return { ...parsed, content: parsed.content as unknown as ShellSlicesContent }
  }
}
