import type { SearchService } from './service'

/**
 * The embedded search as it is now: route handlers read `current` once per
 * request. Every index shares one query log, so the log may be kept apart.
 */
export interface CurrentSearch {
  readonly current: SearchService
}

/**
 * The embedded search, replaced whole when the stored catalogue changes (an
 * import, a price change): the new index is built from the catalogue as
 * stored, with its current stock, and starts at a later generation than the
 * one it replaces, so that no answer made from the old catalogue (product
 * search, a rendered /pesquisa page) is served again.
 */
export class LiveSearch implements CurrentSearch {
  private service: SearchService
  private replacements = 0

  /** `build` indexes the stored catalogue; the first index starts at generation 0. */
  constructor(private readonly build: (firstGeneration: number) => SearchService) {
    this.service = build(0)
  }

  get current(): SearchService {
    return this.service
  }

  /** What answers depend on besides their request; never goes back across replacements. */
  get generation(): number {
    return this.service.generation
  }

  /** How many times the index was rebuilt since start. */
  get replaced(): number {
    return this.replacements
  }

  /** Starts serialising the current index's products in the background. */
  warmUp(): void {
    this.service.warmUp()
  }

  /**
   * Builds a new index from the stored catalogue and serves it from now on. If
   * building fails, the current index stays and the error is thrown.
   */
  replace(): SearchService {
    const next = this.build(this.service.generation + 1)
    this.service.stopWarmUp()
    this.service = next
    this.replacements += 1
    next.warmUp()
    return next
  }

  close(): void {
    this.service.close()
  }
}
