import { memo, type ReactNode } from 'react'

import type { InstitutionalLink, Logo, Menu, Stripe as StripeContent } from '../../../cms-schemas'
import { Icon } from '../icons/Icon'
import { SmartLink } from '../ui/SmartLink'
import { DesktopMenu } from '../menu/DesktopMenu'
import { CartButton } from './CartButton'
import { CashbackPill } from './CashbackPill'
import { CepSlot } from './CepSlot'
import * as styles from './Header.module.css'
import { Stripe } from './Stripe'
import { UserMenu } from './UserMenu'

// The stripe and the menu change only with the CMS content: not re-rendered when the session or the cart does.
const StaticStripe = memo(Stripe)
const StaticDesktopMenu = memo(DesktopMenu)

/** Slots other parts of the storefront fill in (CEP prompt, search UI, session widgets). */
export interface HeaderSlots {
  cep?: ReactNode
  /** The search UI (SearchBox, passed by the app shell); without it the header has no search box. */
  search?: ReactNode
  cashback?: ReactNode
  user?: ReactNode
  /** The stripe as rendered elsewhere (the shell's slice); without it the header renders `stripe`. */
  stripe?: ReactNode
  /** The desktop menu as rendered elsewhere (the shell's slice); without it the header renders `menu`. */
  menu?: ReactNode
}

export interface HeaderProps {
  logo: Logo
  stripe: StripeContent
  menu: Menu
  institutionalLinks: InstitutionalLink[]
  /** Business mode: no wishlist heart. */
  isBusiness: boolean
  isLoggedIn: boolean
  firstName: string | null
  postalCode: string | null
  /** Units in the cart; without it the cart button reads the cart itself (CartButton). */
  cartQuantity?: number
  /** Formatted cashback balance; null shows it masked. */
  cashbackBalance?: string | null
  onOpenMenu: () => void
  onOpenMinicart?: (() => void) | null
  onLogout?: () => void
  /** Opens the CEP modal of the prompts. */
  onOpenCep?: () => void
  /** Content of the user dropdown from the session UI (AccountMenu). */
  accountMenu?: ReactNode
  /** Opens the mobile account panel (a tap on the user icon on a phone). */
  onOpenAccountPanel?: () => void
  menuOpen: boolean
  slots?: HeaderSlots
}

export const CLUB_BANNER_TEXT = 'O Clube está de cara nova!'

export function Header({
  logo,
  stripe,
  menu,
  institutionalLinks,
  isBusiness,
  isLoggedIn,
  firstName,
  postalCode,
  cartQuantity,
  cashbackBalance = null,
  onOpenMenu,
  onOpenMinicart,
  onLogout,
  onOpenCep,
  accountMenu,
  onOpenAccountPanel,
  menuOpen,
  slots = {},
}: HeaderProps) {
  const cep = slots.cep ?? <CepSlot postalCode={postalCode} onOpen={onOpenCep} />
  return (
    <header className={styles.header}>
      {slots.stripe ?? <StaticStripe stripe={stripe} />}
      <div className={styles.utility}>
        <div className={styles.utilityInner}>
          <SmartLink href="/clube" className={styles.club}>
            <Icon name="star" size={16} />
            {CLUB_BANNER_TEXT}
          </SmartLink>
          <nav aria-label="Links institucionais" className={styles.institutional}>
            <ul>
              {institutionalLinks.map((link) => (
                <li key={link.label}>
                  <SmartLink href={link.href} newTab={link.target === '_blank'}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className={styles.main}>
        <div className={styles.mainInner}>
          <button
            type="button"
            className={styles.menuButton}
            onClick={onOpenMenu}
            aria-label="Abrir menu"
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
          >
            <Icon name="menu" />
          </button>
          <SmartLink href="/" className={styles.logo} aria-label={`${logo.alt} - página inicial`}>
            <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
          </SmartLink>
          <div className={styles.search}>{slots.search}</div>
          <div className={styles.cepDesktop}>{cep}</div>
          <div className={styles.actions}>
            <div className={styles.cashback}>{slots.cashback ?? <CashbackPill balance={isLoggedIn ? cashbackBalance : null} />}</div>
            {!isBusiness && (
              <a href="/account/wishlist" className={styles.iconLink} aria-label="Meus favoritos" data-testid="wishlist-link">
                <Icon name="heart" />
              </a>
            )}
            {slots.user ?? <UserMenu isLoggedIn={isLoggedIn} firstName={firstName} onLogout={onLogout} dropdownContent={accountMenu} onOpenAccountPanel={onOpenAccountPanel} />}
            <CartButton quantity={cartQuantity} onOpenMinicart={onOpenMinicart} />
          </div>
        </div>
        <div className={styles.cepMobile}>{cep}</div>
      </div>
      {slots.menu ?? <StaticDesktopMenu departments={menu.departments} />}
    </header>
  )
}
