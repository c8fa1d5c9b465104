import { useRef, useState } from 'react'

import { ALL_DENIED, ALL_GRANTED, type ConsentChoice } from '../../contracts/consent'
import { consentStore, openConsentPreferences, useConsent } from '../../sdk/consent'
import { Button } from '../ui/Button'
import { useDismiss } from '../ui/useDismiss'
import { COOKIE_ACCEPT_ATTRIBUTE, markCookiesAccepted } from './cookie-notice-script'
import { PROMPT_SELECTOR } from './prompt-selector'
import * as styles from './Prompts.module.css'

/** Shown while no choice of the notice's current version is recorded ('Aceitar', 'Recusar' or 'Personalizar'). */
export function shouldShowCookieNotice(choice: ConsentChoice | null): boolean {
  return choice === null
}

/**
 * The cookie notice, with three equal answers: 'Aceitar' (every purpose;
 * stores cookiePolicies=true for 365 days), 'Recusar' (only the necessary
 * cookies) and 'Personalizar' (the preferences dialog, purpose by purpose).
 * A click outside hides it for this page only: it is not consent, so nothing
 * optional starts and it is back on the next page. It is in the static HTML,
 * hidden before the first paint by the head script for visitors who already
 * chose, and removed once the browser has read the choice after hydration.
 */
export function CookieNotice() {
  const choice = useConsent()
  const [closed, setClosed] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const visible = !closed && shouldShowCookieNotice(choice)

  useDismiss(ref, visible, () => setClosed(true), { escape: false, ignoreSelector: PROMPT_SELECTOR })

  if (!visible) return null
  const decide = (all: boolean) => {
    consentStore().decide(all ? ALL_GRANTED : ALL_DENIED)
    markCookiesAccepted()
    setClosed(true)
  }
  return (
    <div ref={ref} className={styles.cookieNotice} role="region" aria-label="Aviso de cookies" data-testid="cookie-notice" data-prompt="cookies">
      <p className={styles.text}>
        Usamos cookies para melhorar a sua experiência, personalizar ofertas e analisar o uso do site. Os cookies
        necessários mantêm a loja funcionando; os de análise e de personalização só são usados se você aceitar. Você
        pode mudar a sua escolha quando quiser em “Preferências de cookies”, no rodapé.
      </p>
      <div className={styles.cookieActions}>
        <Button size="small" variant="secondary" onClick={() => openConsentPreferences()} data-testid="cookie-customise">
          Personalizar
        </Button>
        <Button size="small" variant="secondary" onClick={() => decide(false)} data-testid="cookie-refuse">
          Recusar
        </Button>
        <Button size="small" onClick={() => decide(true)} data-testid="cookie-accept" {...{ [COOKIE_ACCEPT_ATTRIBUTE]: '' }}>
          Aceitar
        </Button>
      </div>
    </div>
  )
}
