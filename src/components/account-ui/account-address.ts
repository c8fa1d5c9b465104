import { storeConfig, type StoreConfig } from '../../config/store'

/**
 * The address of a page of the account area: the account's address (the
 * store's, or the external account address of the business store), then the
 * page's path ('' for the account home).
 */
export function accountHref(path: string, config: StoreConfig = storeConfig): string {
  const home = config.addresses.account
  return path ? `${home}/${path}` : home
}
