/**
 * Catalogue-change notices the publishing endpoint accepts.
 *
 * - VTEX: the catalogue broadcaster's notification, one per SKU, as the
 *   Broadcaster app documents its payload (developers.vtex.com/docs/apps/vtex.broadcaster;
 *   the affiliate notification of the external-marketplace guides carries the
 *   same fields). Only IdSku and An are always sent; ProductId, IdAffiliate
 *   and SellerChain only in marketplace contexts.
 * - Embedded backend: the store's own notice, sent after a merchant-feed
 *   import or a price change (`npm run catalogue:import`, `npm run publish -- --catalogue`).
 *
 * Their schemas are in ./schemas/catalogue-notice.
 */

/** Why the embedded catalogue changed. */
export const STORE_CATALOGUE_CHANGES = ['import', 'price', 'stock', 'product'] as const

/** The change flags of a broadcaster notice (each optional: the broadcaster sends what it knows). */
export interface VtexNoticeChanges {
  IsActive?: boolean
  StockModified?: boolean
  PriceModified?: boolean
  HasStockKeepingUnitModified?: boolean
  HasStockKeepingUnitRemovedFromAffiliate?: boolean
}

/**
 * Whether a broadcaster notice changes what the build writes: a price, the
 * SKU's details, its removal or deactivation, or a notice that names no
 * change at all (taken as "something changed"). Stock is read live by every
 * page (price and availability come from the API), so a notice that only
 * says the stock moved needs no rebuild.
 */
export function vtexNoticeNeedsBuild(notice: VtexNoticeChanges): boolean {
  const flags = [notice.StockModified, notice.PriceModified, notice.HasStockKeepingUnitModified, notice.HasStockKeepingUnitRemovedFromAffiliate]
  const namesAChange = flags.some((flag) => flag !== undefined)
  return (
    !namesAChange ||
    notice.PriceModified === true ||
    notice.HasStockKeepingUnitModified === true ||
    notice.HasStockKeepingUnitRemovedFromAffiliate === true ||
    notice.IsActive === false
  )
}
