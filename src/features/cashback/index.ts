import { standalone } from '../../components/account-ui/standalone'
import type { AccountPageEntry } from '../account'

/** Cashback: the balance shown in the menus and the header, the statement page, and a CMS page's part. */
export const cashbackPage: AccountPageEntry = {
  kind: 'page',
  id: 'cashback',
  path: 'cashback',
  title: 'Cashback',
  menus: { section: { label: 'Cashback', order: 7 } },
  load: () => import('./ui/CashbackStatementView').then((module) => standalone(module.CashbackStatementView)),
}

export { Cashback, cashbackText, MASKED_CASHBACK, type CashbackProps } from './ui/Cashback'

/** The cashback statement of /cashback (a CMS page's part). */
export const loadCashbackPanel = () => import(/* webpackChunkName: "content-member" */ './ui/CashbackPanel').then((module) => module.CashbackPanel)
