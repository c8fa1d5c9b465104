import { useEffect, useState, type ComponentType } from 'react'

import * as styles from '../../../components/account-ui/AccountPages.module.css'
import type { AccountOfView, AccountPageEntry, AccountView } from './account-page'
import { AccountFrame } from './AccountFrame'
import { AccountNotFound } from './AccountNotFound'
import { accountPageAt, sectionHrefOf } from './registry'

/** A component loaded when first shown (a page's code is fetched only when its page is opened). */
function useLoaded<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  useEffect(() => {
    let live = true
    load().then(
      (value) => live && setLoaded({ value }),
      (error: unknown) => live && setFailure(error),
    )
    return () => {
      live = false
    }
  }, [load])
  // A failed chunk goes to the error boundary (which reloads the page once for a new build's chunks).
  if (failure) throw failure
  return loaded?.value ?? null
}

function PageView({ page, account, rest }: { page: AccountPageEntry; account: AccountOfView; rest: string }) {
  const View = useLoaded<AccountView>(page.load)
  if (!View) {
    return (
      <p className={styles.loading} role="status" aria-live="polite">
        Carregando…
      </p>
    )
  }
  return <View account={account} rest={rest} />
}

function VisitorView({ load }: { load: () => Promise<ComponentType> }) {
  const View = useLoaded(load)
  return View ? <View /> : null
}

/**
 * Every address of the account area (/account and /account/*): the page the
 * registry has for it, inside the account frame (login required, the
 * sections' navigation, the page's heading); an address of no page says so.
 */
export function AccountRoute({ pathname }: { pathname: string }) {
  const found = accountPageAt(pathname)
  if (!found) return <AccountNotFound />
  const { page, rest } = found
  return (
    <>
      <AccountFrame current={sectionHrefOf(page)} title={page.title}>
        {(account) => <PageView key={page.id} page={page} account={account} rest={rest} />}
      </AccountFrame>
      {page.loadVisitorView && <VisitorView load={page.loadVisitorView} />}
    </>
  )
}
