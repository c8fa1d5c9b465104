import { accountHref } from '../../components/account-ui/account-address'
import { standalone } from '../../components/account-ui/standalone'
import type { AccountPageEntry } from '../account'

/** Exchanges and returns (trocas e devoluções): a member's requests from delivered orders, at /account/exchanges. */
export const EXCHANGES_PAGE_PATH = 'exchanges'

export const exchangesPage: AccountPageEntry = {
  kind: 'page',
  id: 'exchanges',
  path: EXCHANGES_PAGE_PATH,
  title: 'Trocas e devoluções',
  menus: { desktop: { label: 'Trocas e devoluções', order: 3 }, mobile: { label: 'Trocas e devoluções', order: 5 }, section: { label: 'Trocas e devoluções', order: 3 } },
  load: () => import('./ui/ExchangesView').then((module) => standalone(module.ExchangesView)),
}

/** The exchanges page (with `?pedido={orderId}` it opens a request for that order). */
export const exchangesHref = (): string => accountHref(EXCHANGES_PAGE_PATH)

export type { ExchangeRequest, ExchangesOverview } from './contract'
