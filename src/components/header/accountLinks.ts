import { storeConfig, type StoreConfig } from '../../config/store'
import type { AccountLink } from '../session/account-links'

// The header's fallback account menu uses the session UI's login address, desktop links and
// logged-out text (one source for the account menus and the logged-out prompt), under the names the header uses.
export { loginUrl as loginHref } from '../session/login'
export { desktopAccountMenu as desktopAccountLinks, LOGGED_OUT_MESSAGE as LOGGED_OUT_PROMPT, type AccountLink } from '../session/account-links'

/**
 * Mobile drawer account panel: Home, Minhas compras, Meus favoritos, Cartão Presente, Trocas e devoluções,
 * Gerenciar perfil, Clube, then 'Preciso de ajuda' and 'Sair' (added by the panel).
 * Unlike the session UI's mobileAccountMenu, its 'Home' is the store's home page.
 */
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
