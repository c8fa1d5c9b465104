import { randomUUID } from 'node:crypto'
import type { ServerContext } from '../context'
import { CepRepository } from '../domain/address/cep'
import type { CheckoutEnv } from '../domain/checkout'
import { CatalogueRepository } from '../storage/catalogue-repository'
import { CouponRepository } from '../storage/coupon-repository'
import { OrderFormRepository } from '../storage/order-form-repository'

export interface CheckoutServices {
  catalogue: CatalogueRepository
  orderForms: OrderFormRepository
  env: CheckoutEnv
}

const servicesByContext = new WeakMap<ServerContext, CheckoutServices>()

/** Repositories and the checkout environment over the context's database, created once per context. */
export function checkoutServices(ctx: ServerContext): CheckoutServices {
  const existing = servicesByContext.get(ctx)
  if (existing) return existing
  const catalogue = new CatalogueRepository(ctx.db)
  const coupons = new CouponRepository(ctx.db)
  const ceps = new CepRepository(ctx.db)
  const env: CheckoutEnv = {
    catalogue: {
      sku: (skuId) => catalogue.skuWithLiveStock(skuId),
      sellerName: (sellerId) => catalogue.seller(sellerId)?.name,
      brandName: (brandId) => catalogue.brand(brandId)?.name,
      sport: (sportId) => catalogue.sport(sportId),
      categoryPath: (categoryIds) => catalogue.categoryPath(categoryIds),
    },
    coupon: (code) => coupons.find(code),
    addressOf: (postalCode) => {
      const known = ceps.find(postalCode.replace('-', ''))
      return known
        ? { street: known.street, neighborhood: known.neighborhood, city: known.city, state: known.state, geoCoordinates: known.geoCoordinates }
        : undefined
    },
    newId: () => randomUUID().replace(/-/g, ''),
    now: () => new Date(),
  }
  const services = { catalogue, orderForms: new OrderFormRepository(ctx.db), env }
  servicesByContext.set(ctx, services)
  return services
}
