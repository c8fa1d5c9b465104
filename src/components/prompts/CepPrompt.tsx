import { useContext, useEffect, useRef, useState } from 'react'

import { CEP_DISMISSAL_DAYS, DAY_SECONDS } from '../../config/constants'
import { isCheckoutPath } from '../../lib/product/abandoned'
import { useCep } from '../../sdk/cep'
import { useCurrentPath } from '../../sdk/route'
import { useSession } from '../../sdk/session'
import { PROMPT_COOKIES, readCookie, writeCookie } from '../../sdk/storage/cookies'
import { AccountContext } from '../session/AccountProvider'
import { Button } from '../ui/Button'
import { useDismiss } from '../ui/useDismiss'
import { CepForm } from './CepForm'
import { PROMPT_SELECTOR } from './prompt-selector'
import { useSubmitCep } from './useSubmitCep'
import * as styles from './Prompts.module.css'

/** The CEP prompt shows when not dismissed (cookie), no CEP is stored and the CEP modal is closed. */
export function shouldShowCepPrompt(input: { dismissed: boolean; postalCode: string | null; modalOpen: boolean }): boolean {
  return !input.dismissed && !input.postalCode && !input.modalOpen
}

/**
 * Asks for the CEP once per day: 'Mais tarde' or a click outside sets the
 * dismissal cookie for 1 day; a complete CEP is submitted by itself.
 * Waits for the account (a logged-in user's favourite address may fill it).
 */
export function CepPrompt() {
  const { postalCode } = useSession()
  const account = useContext(AccountContext)
  const { isOpen: modalOpen } = useCep()
  const submit = useSubmitCep()
  const [mounted, setMounted] = useState(false)
  const path = useCurrentPath()
  const [dismissed, setDismissed] = useState(true)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    setDismissed(readCookie(PROMPT_COOKIES.cepDismissed) !== null)
    setMounted(true)
  }, [])

  const accountLoading = account?.state.status === 'loading'
  // Not in the checkout: its header (where the prompt points) is hidden, and the delivery step asks for the CEP itself.
  // The prompt sits above the pages: the route store tells it about client navigations (a link into the checkout).
  const inCheckout = mounted && isCheckoutPath(path ?? window.location.pathname)
  const visible = mounted && !inCheckout && !accountLoading && shouldShowCepPrompt({ dismissed, postalCode, modalOpen })

  const dismiss = () => {
    writeCookie(PROMPT_COOKIES.cepDismissed, 'true', { maxAgeSeconds: CEP_DISMISSAL_DAYS * DAY_SECONDS })
    setDismissed(true)
  }
  useDismiss(ref, visible, dismiss, { escape: false, ignoreSelector: PROMPT_SELECTOR })

  if (!visible) return null
  return (
    <div ref={ref} className={styles.cepPrompt} role="dialog" aria-labelledby="cep-prompt-title" data-testid="cep-prompt" data-prompt="cep">
      <p id="cep-prompt-title" className={styles.title}>
        Informe seu CEP
      </p>
      <p className={styles.text}>Assim mostramos o prazo de entrega e as ofertas da sua região.</p>
      <CepForm onSubmit={submit} />
      <Button variant="link" size="small" onClick={dismiss} className={styles.later}>
        Mais tarde
      </Button>
    </div>
  )
}
