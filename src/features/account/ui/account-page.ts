import type { ComponentType } from 'react'

import type { UserProfileResponse } from '../../../commerce/account'
import type { StoreVariant } from '../../../config/store'

/** Where an entry stands in one of the account menus: its label there (the menus name pages differently) and its place. */
export interface AccountMenuPlace {
  label: string
  order: number
}

/**
 * The account menus (storefront shell, "Account menus"): the desktop dropdown
 * of a logged-in member, the mobile account panel, and the account area's own
 * section navigation.
 */
export type AccountMenuKind = 'desktop' | 'mobile' | 'section'

export type AccountMenus = Partial<Record<AccountMenuKind, AccountMenuPlace>>

/** The logged-in member an account view is shown to. */
export interface AccountOfView {
  profile: UserProfileResponse
  /** Cashback balance, cents. */
  cashback: number
}

export interface AccountViewProps {
  account: AccountOfView
  /** What the address adds after the page's path (an order's id for `order/`), '' otherwise. */
  rest: string
}

/** A page's content, shown inside the account frame once the member is known. */
export type AccountView = ComponentType<AccountViewProps>

interface AccountEntryBase {
  id: string
  menus: AccountMenus
  /** The stores that offer it (all when absent): the business store has no favourites. */
  variants?: readonly StoreVariant[]
}

/** A page of the account area. */
export interface AccountPageEntry extends AccountEntryBase {
  kind: 'page'
  /** Its address under the account's: '' the home, 'orders'; ending in '/', it takes what follows ('order/' + an id). */
  path: string
  /** Its heading and title. */
  title: string
  /** The section its navigation highlights, by id (its own by default): an order's detail highlights the orders. */
  section?: string
  /** Its view, loaded when the page is opened (so no menu pulls a page's code into every page). */
  load(): Promise<AccountView>
  /** Shown to visitors, under the login invitation (the orders' guest look-up). */
  loadVisitorView?(): Promise<ComponentType>
}

/** A link of the account menus to an address outside the account area (the club, the gift card). */
export interface AccountLinkEntry extends AccountEntryBase {
  kind: 'link'
  href: string
}

export type AccountEntry = AccountPageEntry | AccountLinkEntry

/** A link as a menu shows it. */
export interface AccountLink {
  label: string
  href: string
}
