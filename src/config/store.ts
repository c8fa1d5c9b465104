/**
 * The store configuration: one module for locale, currency, channel and the
 * addresses that differ between the consumer and the business (CNPJ) variant.
 *
 * The variant is chosen at build time with STORE_VARIANT=business (gatsby-config
 * copies it to GATSBY_STORE_VARIANT so the browser bundle sees the same value).
 */

export type StoreVariant = 'consumer' | 'business'

export interface StoreAddresses {
  /** Where the cart button and buy buttons lead. */
  checkoutCart: string
  /** The checkout's entry: sends an empty cart to the cart, else to the first step still to do. */
  checkout: string
  checkoutProfile: string
  checkoutShipping: string
  checkoutPayment: string
  /** The confirmation page (`?og={orderGroup}`). */
  orderPlaced: string
  /**
   * The platform's own checkout page (the external secure checkout), where
   * the cart goes with `?orderFormId=` instead of the store's steps; null to
   * use the store's steps. The professional store always has one (the spec):
   * GATSBY_CHECKOUT_URL in production, this store's own /checkout locally.
   */
  externalCheckout: string | null
  /** The account area. */
  account: string
  /** The login page; receives ?returnUrl= */
  login: string
  /** External business-customer site (hidden in business mode). */
  businessSite: string | null
  businessSignup: string
  giftCardMerchant: string
}

export interface StoreConfig {
  variant: StoreVariant
  storeName: string
  locale: 'pt-BR'
  currency: { code: 'BRL'; symbol: 'R$'; fractionDigits: 2 }
  country: 'BRA'
  salesChannel: '3' | '1'
  addresses: StoreAddresses
  /** Name the retailer's own seller is shown under (seller 1). */
  retailerSellerName: string
  /** Namespace of persisted toolkit state in browser storage. */
  storageNamespace: string
}

export const STORE_NAME = 'Arena Esportes'
export const RETAILER_SELLER_NAME = 'Arena Esportes'

export const SALES_CHANNEL = { consumer: '3', business: '1' } as const

function readEnv(name: string): string | undefined {
  // `process` is defined by the bundler in the browser; guard for other runtimes.
  if (typeof process === 'undefined' || !process.env) return undefined
  return process.env[name]
}

export function resolveVariant(value: string | undefined): StoreVariant {
  return value === 'business' ? 'business' : 'consumer'
}

/**
 * The build's variant. `process.env.GATSBY_STORE_VARIANT` is written out in
 * full so the bundler replaces it with the build's value in the browser,
 * where `process` itself does not exist.
 */
export function currentVariant(): StoreVariant {
  let fromBuild: string | undefined
  try {
    fromBuild = process.env.GATSBY_STORE_VARIANT
  } catch {
    fromBuild = undefined
  }
  return resolveVariant(fromBuild ?? readEnv('STORE_VARIANT'))
}

/**
 * The login address: the embedded login page (/login) by default; production
 * sets GATSBY_LOGIN_URL (e.g. https://seguro.arenaesportes.com.br/login) to the
 * external secure login. Written out in full so the bundler can inline it.
 */
export const DEFAULT_LOGIN_ADDRESS = '/login'
export function loginAddress(): string {
  let fromEnv: string | undefined
  try {
    fromEnv = process.env.GATSBY_LOGIN_URL
  } catch {
    fromEnv = undefined
  }
  return fromEnv && fromEnv.trim() ? fromEnv.trim() : DEFAULT_LOGIN_ADDRESS
}

/**
 * The external checkout address (GATSBY_CHECKOUT_URL, e.g.
 * https://seguro.arenaesportes.com.br/checkout), or null when unset. Written
 * out in full so the bundler can inline it.
 */
export function externalCheckoutAddress(): string | null {
  let fromEnv: string | undefined
  try {
    fromEnv = process.env.GATSBY_CHECKOUT_URL
  } catch {
    fromEnv = undefined
  }
  return fromEnv && fromEnv.trim() ? fromEnv.trim().replace(/\/+$/, '') : null
}

const CHECKOUT_STEPS = {
  checkoutCart: '/checkout/cart',
  checkout: '/checkout',
  checkoutProfile: '/checkout/profile',
  checkoutShipping: '/checkout/shipping',
  checkoutPayment: '/checkout/payment',
  orderPlaced: '/checkout/orderPlaced',
} as const

const consumerAddresses: StoreAddresses = {
  ...CHECKOUT_STEPS,
  externalCheckout: externalCheckoutAddress(),
  account: '/account',
  login: loginAddress(),
  businessSite: 'https://empresas.arenaesportes.com.br',
  businessSignup: 'https://empresas.arenaesportes.com.br/cadastro',
  giftCardMerchant: 'https://presente.arenaesportes.com.br',
}

/**
 * The professional store keeps its checkout, account and login on the secure
 * subdomain in production; locally the embedded backend answers the same paths.
 */
const businessAddresses: StoreAddresses = {
  ...CHECKOUT_STEPS,
  externalCheckout: externalCheckoutAddress() ?? CHECKOUT_STEPS.checkout,
  account: '/account',
  login: loginAddress(),
  businessSite: null,
  businessSignup: 'https://empresas.arenaesportes.com.br/cadastro',
  giftCardMerchant: 'https://presente.arenaesportes.com.br',
}

export function createStoreConfig(variant: StoreVariant = currentVariant()): StoreConfig {
  return {
    variant,
    storeName: variant === 'business' ? `${STORE_NAME} Empresas` : STORE_NAME,
    locale: 'pt-BR',
    currency: { code: 'BRL', symbol: 'R$', fractionDigits: 2 },
    country: 'BRA',
    salesChannel: SALES_CHANNEL[variant],
    addresses: variant === 'business' ? businessAddresses : consumerAddresses,
    retailerSellerName: RETAILER_SELLER_NAME,
    storageNamespace: 'main',
  }
}

export const storeConfig: StoreConfig = createStoreConfig()

export const isBusiness = (config: StoreConfig = storeConfig): boolean => config.variant === 'business'

/**
 * Where "Finalizar compra" leads with an external checkout: its address with
 * the cart's id (`?orderFormId=`: cookies do not cross to its host); null when
 * the store's own steps are used.
 */
export function externalCheckoutUrl(orderFormId: string, config: StoreConfig = storeConfig): string | null {
  const external = config.addresses.externalCheckout
  return external ? `${external}/?orderFormId=${encodeURIComponent(orderFormId)}` : null
}
