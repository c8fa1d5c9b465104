/** How often the server looks at the stored catalogue's revision (a single-row read). */
export const CATALOGUE_CHECK_MS = 2_000

/**
 * Follows the stored catalogue's revision (see catalogueRevision in storage):
 * when another process (an import, a price change) or this one wrote
 * products, `onChange` runs once for the new revision. If it throws, the
 * revision is not taken as seen and the next check tries again.
 */
export class CatalogueChanges {
  private seen: number

  constructor(
    private readonly revision: () => number,
    /** `previous`: the revision applied before (the products written since are the change). */
    private readonly onChange: (revision: number, previous: number) => void,
  ) {
    this.seen = revision()
  }

  /** The revision whose changes are applied. */
  get applied(): number {
    return this.seen
  }

  /** Applies a new revision if there is one; true when it did. */
  check(): boolean {
    const revision = this.revision()
    if (revision === this.seen) return false
    this.onChange(revision, this.seen)
    this.seen = revision
    return true
  }
}
