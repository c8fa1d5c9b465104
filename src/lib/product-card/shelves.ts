import type { ProductCardData } from './types'

/**
 * The page context of a page with product shelves (home, content pages): the
 * product ids of each shelf, and all of them for the page query (`$shelfProductIds`).
 */
export interface ShelfPageContext {
  shelves: Record<string, string[]>
  shelfProductIds: string[]
}

/** What the page query answers for the shelves' products. */
export interface ShelfCardsData {
  shelfCards: { nodes: Array<{ card: ProductCardData }> }
}

/** Each shelf's cards in the shelf's order; a product missing from the answer is left out. */
export function cardsByShelf(shelves: Readonly<Record<string, readonly string[]>>, nodes: ReadonlyArray<{ card: ProductCardData }>): Record<string, ProductCardData[]> {
  const byId = new Map(nodes.map((node) => [node.card.productId, node.card]))
  return Object.fromEntries(
    Object.entries(shelves).map(([key, ids]) => [key, ids.map((id) => byId.get(id)).filter((card): card is ProductCardData => card !== undefined)]),
  )
}

/** Cards of product ids, in the ids' order (a listing's first page). */
export function cardsInOrder(ids: readonly string[], nodes: ReadonlyArray<{ card: ProductCardData }>): ProductCardData[] {
  return cardsByShelf({ list: ids }, nodes).list
}
