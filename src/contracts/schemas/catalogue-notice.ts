/** The zod schemas of the catalogue-change notices the publishing endpoint accepts (see ../catalogue-notice). */
import { z } from 'zod'

import { STORE_CATALOGUE_CHANGES } from '../catalogue-notice'

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
