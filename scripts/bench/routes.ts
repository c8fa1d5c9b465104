/** The pages the benches load: one of each template a shopper meets first, in the embedded catalogue. */

/** A product page of the embedded catalogue (present at every CATALOG_SIZE). */
export const BENCH_PRODUCT_PAGE = '/bola-de-futebol-campo-golaco-f900/p'

/** Home, a department, a search, a product and the cart: Lighthouse's routes by default. */
export const LIGHTHOUSE_ROUTES = ['/', '/esportes/corrida', '/pesquisa?q=bola', BENCH_PRODUCT_PAGE, '/checkout/cart']

/** The pages left alone by `bench:idle` by default. */
export const IDLE_ROUTES = ['/', BENCH_PRODUCT_PAGE]
