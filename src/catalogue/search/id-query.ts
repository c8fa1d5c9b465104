/**
 * Search by ids (Intelligent Search's documented `query=product:{id};{id}`,
 * also `product.id:`): the products of those ids, whatever their text. Used by
 * the favourites page to show the saved products as cards.
 */
const ID_QUERY = /^\s*product(?:\.id)?:([A-Za-z0-9_;-]+)\s*$/i

/** Most ids one query may name. */
export const ID_QUERY_MAX_IDS = 100

/** The product ids of an id query (deduplicated, in order), or null when the query is ordinary text. */
export function productIdsOfQuery(query: string): string[] | null {
  const match = ID_QUERY.exec(query)
  if (!match) return null
  return [...new Set(match[1].split(';').filter(Boolean))].slice(0, ID_QUERY_MAX_IDS)
}

/** The id query of some product ids. */
export function productIdQuery(productIds: readonly string[]): string {
  return `product:${productIds.join(';')}`
}
