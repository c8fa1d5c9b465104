import { Icon } from '../icons/Icon'
import { CartButton } from '../header/CartButton'
import * as styles from './BottomBar.module.css'

export interface BottomBarProps {
  pathname: string
  /** Units in the cart; without it the cart button reads the cart itself (CartButton). */
  cartQuantity?: number
  onExplore: () => void
  onMenu: () => void
  onOpenMinicart?: (() => void) | null
  menuOpen: boolean
}

/** The mobile bottom bar: Início, Explorar, cart, Lojas, Menu. */
export function BottomBar({ pathname, cartQuantity, onExplore, onMenu, onOpenMinicart, menuOpen }: BottomBarProps) {
  return (
    <nav className={styles.bar} aria-label="Navegação principal" data-testid="bottom-bar">
      <a href="/" className={styles.item} aria-current={pathname === '/' ? 'page' : undefined}>
        <Icon name="home" />
        <span>Início</span>
      </a>
      <button type="button" className={styles.item} onClick={onExplore}>
        <Icon name="compass" />
        <span>Explorar</span>
      </button>
      <CartButton quantity={cartQuantity} onOpenMinicart={onOpenMinicart} className={styles.item} label="Carrinho" />
      <a href="/lojas" className={styles.item} aria-current={pathname.startsWith('/lojas') ? 'page' : undefined}>
        <Icon name="store" />
        <span>Lojas</span>
      </a>
      <button type="button" className={styles.item} onClick={onMenu} aria-expanded={menuOpen} aria-haspopup="dialog">
        <Icon name="menu" />
        <span>Menu</span>
      </button>
    </nav>
  )
}
