import { storeConfig, type StoreConfig } from '../../config/store'

/** Fragment the login page returns with, marking a return from login (shell §4 Session). */
export const LOGIN_SUCCESS_FRAGMENT = '#loginSuccess'

/**
 * The login link (shell §6): the login address with a returnUrl of the account
 * page plus #loginSuccess.
 */
export function loginHref(config: StoreConfig = storeConfig): string {
  const returnUrl = `${config.addresses.account}${LOGIN_SUCCESS_FRAGMENT}`
  return `${config.addresses.login}?returnUrl=${encodeURIComponent(returnUrl)}`
}

export interface AccountLink {
  label: string
  href: string
}

/** Desktop account dropdown for a logged-in user, before 'Sair' (shell §2 Account menus). */
export function desktopAccountLinks(config: StoreConfig = storeConfig): AccountLink[] {
  const account = config.addresses.account
  return [
    { label: 'Minha conta', href: account },
    { label: 'Meus pedidos', href: `${account}/orders` },
    { label: 'Trocas e devoluções', href: `${account}/exchanges` },
    { label: 'Clube', href: '/clube' },
  ]
}

/** Mobile account panel, before 'Preciso de ajuda' and 'Sair' (shell §2 Account menus). */
export function mobileAccountLinks(config: StoreConfig = storeConfig): AccountLink[] {
  const account = config.addresses.account
  return [
    { label: 'Home', href: '/' },
    { label: 'Minhas compras', href: `${account}/orders` },
    { label: 'Meus favoritos', href: `${account}/wishlist` },
    { label: 'Cartão Presente', href: '/cartao-presente' },
    { label: 'Trocas e devoluções', href: `${account}/exchanges` },
    { label: 'Gerenciar perfil', href: `${account}/profile` },
    { label: 'Clube', href: '/clube' },
  ]
}

/** Logged-out prompt of the account menus (shell §2 Account menus). */
export const LOGGED_OUT_PROMPT = 'Faça login para consultar o seu cashback e acompanhar seu pedido :)'
