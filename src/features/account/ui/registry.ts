import { storeConfig, type StoreConfig } from '../../../config/store'
import { accountHref } from '../../../components/account-ui/account-address'
import { ORDER_DETAIL_PATHS, ORDERS_PATH } from '../../../components/account-ui/order-paths'
import { cashbackPage } from '../../cashback'
import { clubLink } from '../../club'
import { exchangesPage } from '../../exchanges'
import { addressesPage } from '../../addresses'
import { privacyPage } from '../../privacy'
import { profilePage } from '../../profile'
import { wishlistPage } from '../../wishlist'
import { standalone } from '../../../components/account-ui/standalone'
import type { AccountEntry, AccountLink, AccountMenuKind, AccountPageEntry } from './account-page'

/**
 * The account area's pages and links, once: the account route shows the page
 * of an address from here, and the three menus (storefront shell, "Account
 * menus": the desktop dropdown, the mobile panel, the area's own navigation)
 * list the entries that name a place in them, in their order. A feature adds
 * its page by exporting an entry from its index.ts and listing it here.
 */
const homePage: AccountPageEntry = {
  kind: 'page',
  id: 'home',
  path: '',
  title: 'Minha conta',
  menus: { desktop: { label: 'Minha conta', order: 1 }, mobile: { label: 'Home', order: 1 }, section: { label: 'Minha conta', order: 1 } },
  load: () => import('./AccountHome').then((module) => module.AccountHome),
}

const ordersPage: AccountPageEntry = {
  kind: 'page',
  id: 'orders',
  path: ORDERS_PATH,
  title: 'Meus pedidos',
  menus: { desktop: { label: 'Meus pedidos', order: 2 }, mobile: { label: 'Minhas compras', order: 2 }, section: { label: 'Meus pedidos', order: 2 } },
  load: () => import('../../../components/account-orders/OrderList').then((module) => standalone(module.OrderList)),
  loadVisitorView: () => import('../../../components/account-orders/GuestOrderLookup').then((module) => module.VisitorOrderLookup),
}

/** An order's detail (/account/order/{id}, and /account/store-order/{id} for a store purchase): the orders section. */
const orderDetailPages: AccountPageEntry[] = ORDER_DETAIL_PATHS.map((path) => ({
  kind: 'page',
  id: `order-detail:${path}`,
  path,
  title: 'Detalhes do pedido',
  section: 'orders',
  menus: {},
  load: () => import('../../../components/account-orders/OrderDetail').then((module) => module.OrderDetailView),
}))

const giftCardLink: AccountEntry = { kind: 'link', id: 'gift-card', href: '/cartao-presente', menus: { mobile: { label: 'Cartão Presente', order: 4 } } }

/** Every page and link of the account area. */
export const ACCOUNT_ENTRIES: readonly AccountEntry[] = [homePage, ordersPage, ...orderDetailPages, exchangesPage, wishlistPage, giftCardLink, profilePage, addressesPage, cashbackPage, clubLink, privacyPage]

/** The entries this store offers. */
export function accountEntries(config: StoreConfig = storeConfig, entries: readonly AccountEntry[] = ACCOUNT_ENTRIES): AccountEntry[] {
  return entries.filter((entry) => !entry.variants || entry.variants.includes(config.variant))
}

/** Where an entry leads. */
export function hrefOf(entry: AccountEntry, config: StoreConfig = storeConfig): string {
  return entry.kind === 'link' ? entry.href : accountHref(entry.path, config)
}

/** A menu's links, in its order. */
export function accountMenu(kind: AccountMenuKind, config: StoreConfig = storeConfig, entries: readonly AccountEntry[] = ACCOUNT_ENTRIES): AccountLink[] {
  return accountEntries(config, entries)
    .flatMap((entry) => {
      const place = entry.menus[kind]
      return place ? [{ label: place.label, href: hrefOf(entry, config), order: place.order }] : []
    })
    .sort((a, b) => a.order - b.order)
    .map(({ label, href }) => ({ label, href }))
}

/** The address of an account page of this store by its id (the account home when it has none). */
export function accountPageHref(id: string, config: StoreConfig = storeConfig): string {
  const entry = accountEntries(config).find((candidate) => candidate.id === id)
  return entry ? hrefOf(entry, config) : accountHref('', config)
}

/** The page an address shows, with what follows a catch-all page's path; null for an address of no page. */
export function accountPageAt(pathname: string, config: StoreConfig = storeConfig, entries: readonly AccountEntry[] = ACCOUNT_ENTRIES): { page: AccountPageEntry; rest: string } | null {
  const home = accountHref('', config)
  const trimmed = pathname.replace(/\/+$/, '')
  if (trimmed !== home && !trimmed.startsWith(`${home}/`)) return null
  const inside = trimmed.slice(home.length + 1)
  for (const entry of accountEntries(config, entries)) {
    if (entry.kind !== 'page') continue
    if (entry.path.endsWith('/')) {
      if (inside.startsWith(entry.path) && inside.length > entry.path.length) return { page: entry, rest: inside.slice(entry.path.length) }
    } else if (inside === entry.path) {
      return { page: entry, rest: '' }
    }
  }
  return null
}

/** The title of an account address (its page's; the account's for any other). */
export const accountTitleOf = (pathname: string, config: StoreConfig = storeConfig): string => accountPageAt(pathname, config)?.page.title ?? homePage.title

/** The section an account page highlights in the navigation. */
export function sectionHrefOf(page: AccountPageEntry, config: StoreConfig = storeConfig, entries: readonly AccountEntry[] = ACCOUNT_ENTRIES): string {
  const section = accountEntries(config, entries).find((entry) => entry.id === (page.section ?? page.id))
  return section ? hrefOf(section, config) : ''
}
