import { useContext, useEffect } from 'react'

import type { ConsentChoice } from '../../../contracts/consent'
import { AccountContext } from '../../../components/session/AccountProvider'
import { consentStore, type ConsentRepository } from '../../../sdk/consent'
import { consentApi, type ConsentApi } from '../client'

const newer = (a: ConsentChoice, b: ConsentChoice): boolean => Date.parse(a.decidedAt) > Date.parse(b.decidedAt)

/**
 * Keeps a logged-in member's cookie choice on the server: on login the newer
 * of the browser's and the server's wins (a choice made on another device
 * applies here too), and every later change is sent. Renders nothing.
 */
export function ConsentSync({ api = consentApi, store = consentStore() }: { api?: ConsentApi; store?: ConsentRepository }) {
  const state = useContext(AccountContext)?.state
  const memberId = state?.status === 'authenticated' ? state.session.sub : null

  useEffect(() => {
    if (!memberId) return undefined
    let active = true
    // The server's own choice taken here is not sent back.
    let adopting = false
    const send = (choice: ConsentChoice | null) => {
      if (choice) void api.put(choice).catch((error: unknown) => console.error('[consent] saving the choice failed', error))
    }
    api
      .get()
      .then(({ choice: kept }) => {
        if (!active) return
        const local = store.choice()
        if (kept && (!local || newer(kept, local))) {
          adopting = true
          try {
            store.adopt(kept)
          } finally {
            adopting = false
          }
        }
        else if (local && (!kept || newer(local, kept))) send(local)
      })
      .catch((error: unknown) => console.error('[consent] reading the choice failed', error))
    const unsubscribe = store.subscribe(() => {
      if (active && !adopting) send(store.choice())
    })
    return () => {
      active = false
      unsubscribe()
    }
  }, [api, store, memberId])

  return null
}
