import { GIFT_CARD_PRODUCT_ID, RETAILER_SELLER_ID } from '../../../config/constants'
import type { Product, Sku } from '../../../catalogue/model'
import type { OrderForm } from '../../domain/checkout'
import { loadCatalogue } from '../../storage/catalogue-repository'
import { expectValidOrderForm } from '../../test-support/openapi'
import type { TestClient, TestResponse, TestServer } from '../../test-support/server'

export interface PickedSku {
  product: Product
  sku: Sku
  seller: string
}

/** SKUs of the seeded catalogue that the tests need; stock is set explicitly so tests do not depend on the generator's. */
export function pickSkus(server: TestServer) {
  const catalogue = loadCatalogue(server.composition.db)
  const repo = server.composition.repositories.catalogue
  const sports = new Map(catalogue.sports.map((sport) => [sport.id, sport.slug]))
  const retailer = catalogue.products.filter(
    (product) => product.id !== GIFT_CARD_PRODUCT_ID && !product.isKit && product.skus.some((sku) => sku.offers.some((o) => o.sellerId === RETAILER_SELLER_ID)),
  )
  const pick = (product: Product, stock: number): PickedSku => {
    const sku = product.skus.find((candidate) => candidate.offers.some((o) => o.sellerId === RETAILER_SELLER_ID)) as Sku
    repo.setStock(sku.id, RETAILER_SELLER_ID, stock)
    return { product, sku, seller: RETAILER_SELLER_ID }
  }
  const running = retailer.find((product) => product.sportId && sports.get(product.sportId) === 'corrida')
  const other = retailer.filter((product) => !product.sportId || sports.get(product.sportId) !== 'corrida')
  if (!running || other.length < 4) throw new Error('catalogue lacks the products the tests need')
  const giftCard = catalogue.products.find((product) => product.id === GIFT_CARD_PRODUCT_ID)
  if (!giftCard) throw new Error('catalogue has no gift card')
  const marketplaceProduct = catalogue.products.find((product) =>
    product.skus.some((sku) => sku.offers.some((offer) => offer.sellerId !== RETAILER_SELLER_ID)),
  )
  const marketplaceSku = marketplaceProduct?.skus.find((sku) => sku.offers.some((offer) => offer.sellerId !== RETAILER_SELLER_ID))
  const marketplaceSeller = marketplaceSku?.offers.find((offer) => offer.sellerId !== RETAILER_SELLER_ID)?.sellerId
  if (!marketplaceProduct || !marketplaceSku || !marketplaceSeller) throw new Error('catalogue has no marketplace offer')
  repo.setStock(marketplaceSku.id, marketplaceSeller, 50)
  return {
    running: pick(running, 100),
    plenty: pick(other[0], 100),
    second: pick(other[1], 100),
    lowStock: pick(other[2], 4),
    soldOut: pick(other[3], 0),
    giftCard: { product: giftCard, sku: giftCard.skus[0], seller: RETAILER_SELLER_ID },
    marketplace: { product: marketplaceProduct, sku: marketplaceSku, seller: marketplaceSeller },
    sellerName: (id: string) => catalogue.sellers.find((seller) => seller.id === id)?.name,
    brandName: (id: string) => catalogue.brands.find((brand) => brand.id === id)?.name,
  }
}

/** Expects a 200 orderForm that validates against the contract, and returns it. */
export function okOrderForm(response: TestResponse): OrderForm {
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}: ${response.text}`)
  expectValidOrderForm(response.body)
  return response.body as OrderForm
}

export async function newCart(client: TestClient): Promise<OrderForm> {
  return okOrderForm(await client.get('/api/checkout/orderForm'))
}

export function addItem(client: TestClient, orderFormId: string, picked: PickedSku, quantity = 1) {
  return client.post(`/api/checkout/orderForm/${orderFormId}/items?sc=3`, {
    orderItems: [{ id: picked.sku.id, quantity, seller: picked.seller, index: 0, price: 1 }],
  })
}

export function totalizer(orderForm: OrderForm, id: string): number | undefined {
  return orderForm.totalizers.find((t) => t.id === id)?.value
}

/** The stored row (JSON text and version) of a cart, straight from the database. */
export function storedRow(server: TestServer, orderFormId: string): { json: string; version: number } | undefined {
  return server.composition.db.prepare('SELECT json, version FROM order_forms WHERE id = ?').get(orderFormId) as
    | { json: string; version: number }
    | undefined
}
