import { storeConfig } from '../../config/store'
import type { StoreConfig } from '../../config/store'

/** The marker the login page returns with (returnUrl's #loginSuccess): a URL holding it marks a return from login. */
export const LOGIN_SUCCESS_MARKER = 'loginSuccess'

/** The login address with a returnUrl of the account page plus #loginSuccess. */
export function loginUrl(config: StoreConfig = storeConfig): string {
  const returnUrl = `${config.addresses.account}#${LOGIN_SUCCESS_MARKER}`
  return `${config.addresses.login}?returnUrl=${encodeURIComponent(returnUrl)}`
}

/** The login address returning to another page of the store (the checkout's identification, /clube/cadastro…), marked #loginSuccess. */
export function loginUrlReturningTo(returnPath: string, config: StoreConfig = storeConfig): string {
  return `${config.addresses.login}?returnUrl=${encodeURIComponent(`${returnPath}#${LOGIN_SUCCESS_MARKER}`)}`
}

/** A URL containing loginSuccess marks a return from login. */
export function isReturnFromLogin(href: string): boolean {
  return href.includes(LOGIN_SUCCESS_MARKER)
}

/** The address without the #loginSuccess fragment (to clean the address bar after use). */
export function withoutLoginMarker(href: string): string {
  return href.replace(new RegExp(`#${LOGIN_SUCCESS_MARKER}$`), '')
}

/** Where logout returns: the home path. */
export const LOGOUT_RETURN_PATH = '/'

/** The invitation a visitor sees where a member's account would be (the account menus, the account pages). */
export const LOGGED_OUT_MESSAGE = 'Faça login para consultar o seu cashback e acompanhar seu pedido :)'
