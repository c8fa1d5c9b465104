import type { PageBlock } from '../../../cms-schemas'

export type HeadingLevel = 2 | 3 | 4

/**
 * The heading level each block renders at, so the page keeps a gap-free
 * outline under its h1: a heading block takes its CMS level but never skips
 * one (an h3 with no h2 before it becomes an h2); a block with titles of its
 * own (cards, FAQ, shelf) titles them one level below the latest heading.
 */
export function blockHeadingLevels(body: readonly PageBlock[]): HeadingLevel[] {
  let current = 1
  return body.map((block) => {
    if (block.type === 'heading') {
      current = Math.min(block.level, current + 1)
      return current as HeadingLevel
    }
    return Math.min(current + 1, 4) as HeadingLevel
  })
}
