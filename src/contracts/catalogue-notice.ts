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
 */
import { z } from 'zod'

export const vtexBroadcasterNoticeSchema = z
  .object({
    IdSku: z.string().min(1),
    An: z.string().min(1),
    ProductId: z.number().int().optional(),
    IdAffiliate: z.string().optional(),
    SellerChain: z.string().optional(),
    DateModified: z.string().optional(),
    IsActive: z.boolean().optional(),
    StockModified: z.boolean().optional(),
    PriceModified: z.boolean().optional(),
    HasStockKeepingUnitModified: z.boolean().optional(),
    HasStockKeepingUnitRemovedFromAffiliate: z.boolean().optional(),
  })
  .passthrough()

export type VtexBroadcasterNotice = z.infer<typeof vtexBroadcasterNoticeSchema>

/** Why the embedded catalogue changed. */
export const STORE_CATALOGUE_CHANGES = ['import', 'price', 'stock', 'product'] as const

export const storeCatalogueNoticeSchema = z
  .object({
    catalogueChange: z
      .object({
        reason: z.enum(STORE_CATALOGUE_CHANGES),
        /** Products concerned, when known (a feed import lists them). */
        productIds: z.array(z.string().min(1)).max(100_000).optional(),
      })
      .strict(),
  })
  .strict()

export type StoreCatalogueNotice = z.infer<typeof storeCatalogueNoticeSchema>

/**
 * Whether a broadcaster notice changes what the build writes: a price, the
 * SKU's details, its removal or deactivation, or a notice that names no
 * change at all (taken as "something changed"). Stock is read live by every
 * page (price and availability come from the API), so a notice that only
 * says the stock moved needs no rebuild.
 */
export function vtexNoticeNeedsBuild(notice: VtexBroadcasterNotice): boolean {
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
