import { isBusiness, storeConfig } from '../../config/store'
import type { StoreConfig } from '../../config/store'

export interface AccountLink {
  label: string
  href: string
}

/** The account area's addresses, and the club and gift card pages its menus link to. */
export function accountPaths(config: StoreConfig = storeConfig) {
  const account = config.addresses.account
  return {
    home: account,
    orders: `${account}/orders`,
    exchanges: `${account}/exchanges`,
    wishlist: `${account}/wishlist`,
    profile: `${account}/profile`,
    addresses: `${account}/addresses`,
    cashback: `${account}/cashback`,
    club: '/clube',
    clubSignUp: '/clube/cadastro',
    giftCard: '/cartao-presente',
  }
}

/** Desktop menu of a logged-in user: Minha conta, Meus pedidos, Trocas e devoluções, Clube, then 'Sair'. */
export function desktopAccountMenu(config: StoreConfig = storeConfig): AccountLink[] {
  const paths = accountPaths(config)
  return [
    { label: 'Minha conta', href: paths.home },
    { label: 'Meus pedidos', href: paths.orders },
    { label: 'Trocas e devoluções', href: paths.exchanges },
    { label: 'Clube', href: paths.club },
  ]
}

/**
 * Mobile account panel: Home, Minhas compras, Meus favoritos, Cartão Presente, Trocas e devoluções,
 * Gerenciar perfil, Clube, then 'Preciso de ajuda' and 'Sair'.
 * The business store has no wishlist: no 'Meus favoritos' there.
 */
export function mobileAccountMenu(config: StoreConfig = storeConfig): AccountLink[] {
  const paths = accountPaths(config)
  return [
    { label: 'Home', href: paths.home },
    { label: 'Minhas compras', href: paths.orders },
    ...(isBusiness(config) ? [] : [{ label: 'Meus favoritos', href: paths.wishlist }]),
    { label: 'Cartão Presente', href: paths.giftCard },
    { label: 'Trocas e devoluções', href: paths.exchanges },
    { label: 'Gerenciar perfil', href: paths.profile },
    { label: 'Clube', href: paths.club },
  ]
}

export const LOGGED_OUT_MESSAGE = 'Faça login para consultar o seu cashback e acompanhar seu pedido :)'

/** Customer-service channel of the help modal. */
export const WHATSAPP_URL = 'https://wa.me/551140044004'

/** Sections of the account area's own navigation (no favourites in the business store). */
export function accountSectionMenu(config: StoreConfig = storeConfig): AccountLink[] {
  const paths = accountPaths(config)
  return [
    { label: 'Minha conta', href: paths.home },
    { label: 'Meus pedidos', href: paths.orders },
    { label: 'Trocas e devoluções', href: paths.exchanges },
    ...(isBusiness(config) ? [] : [{ label: 'Meus favoritos', href: paths.wishlist }]),
    { label: 'Gerenciar perfil', href: paths.profile },
    { label: 'Endereços', href: paths.addresses },
    { label: 'Cashback', href: paths.cashback },
    { label: 'Clube', href: paths.club },
  ]
}
