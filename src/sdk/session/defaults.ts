import { SESSION_STORAGE_KEY_SUFFIX, SESSION_STORAGE_NAMESPACE_DEFAULT } from '../../config/constants'
import { storeConfig as defaultStoreConfig } from '../../config/store'
import type { StoreConfig } from '../../config/store'
import type { Session } from './types'

/** The toolkit's own defaults (USD, USA, en), before the store overrides them with BRL, BRA and pt-BR. */
export const TOOLKIT_SESSION_DEFAULTS: Readonly<Session> = Object.freeze({
  currency: Object.freeze({ code: 'USD', symbol: '$' }),
  country: 'USA',
  locale: 'en',
  postalCode: null,
  channel: null,
  user: null,
})

/** Toolkit defaults overridden by the store configuration (BRL, R$, BRA, pt-BR, sales channel). */
export function createInitialSession(config: StoreConfig = defaultStoreConfig): Session {
  return {
    ...TOOLKIT_SESSION_DEFAULTS,
    currency: { code: config.currency.code, symbol: config.currency.symbol },
    country: config.country,
    locale: config.locale,
    channel: config.salesChannel,
  }
}

/** `{namespace}::store::session`, namespace `main` by default. */
export function sessionStorageKey(namespace: string = SESSION_STORAGE_NAMESPACE_DEFAULT): string {
  return `${namespace}${SESSION_STORAGE_KEY_SUFFIX}`
}
