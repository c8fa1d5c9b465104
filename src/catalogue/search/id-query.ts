/**
 * Search by ids (Intelligent Search's documented `query=product:{id};{id}`,
 * also `product.id:`, and `sku:{id};{id}` / `sku.id:`): the products of those
 * ids, whatever their text. Used by the favourites page to show the saved
 * products as cards, and by VTEX's storefront client to read SKUs.
 */
const ID_QUERY = /^\s*(product|sku)(?:\.id)?:([A-Za-z0-9_;-]+)\s*$/i

/** Most ids one query may name. */
export const ID_QUERY_MAX_IDS = 100

/** What an id query names: products or SKUs. */
export type IdQueryField = 'product' | 'sku'

export interface IdQuery {
  field: IdQueryField
  /** Deduplicated, in order, at most ID_QUERY_MAX_IDS. */
  ids: string[]
}

/** The ids of an id query, or null when the query is ordinary text. */
export function idQueryOf(query: string): IdQuery | null {
  const match = ID_QUERY.exec(query)
  if (!match) return null
  const ids = [...new Set(match[2].split(';').filter(Boolean))].slice(0, ID_QUERY_MAX_IDS)
  return ids.length ? { field: match[1].toLowerCase() as IdQueryField, ids } : null
}

/** The product ids of a product id query, or null when the query is anything else. */
export function productIdsOfQuery(query: string): string[] | null {
  const idQuery = idQueryOf(query)
  return idQuery?.field === 'product' ? idQuery.ids : null
}

/** The id query of some product ids. */
export function productIdQuery(productIds: readonly string[]): string {
  return `product:${productIds.join(';')}`
}

/**
 * How Intelligent Search's `products` call names one product (`field`): its
 * id, the id of one of its SKUs, its slug (linkText), an SKU's EAN, or the
 * product's or an SKU's reference code.
 */
export const PRODUCT_IDENTIFIER_FIELDS = ['id', 'sku', 'slug', 'ean', 'reference'] as const
export type ProductIdentifierField = (typeof PRODUCT_IDENTIFIER_FIELDS)[number]
