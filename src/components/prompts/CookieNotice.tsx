import { useRef, useState, useSyncExternalStore } from 'react'

import { COOKIE_POLICIES_ACCEPTED, PROMPT_COOKIES, readCookie, writeCookie } from '../../sdk/storage/cookies'
import { Button } from '../ui/Button'
import { useDismiss } from '../ui/useDismiss'
import { COOKIE_ACCEPT_ATTRIBUTE, COOKIE_POLICIES_MAX_AGE_SECONDS, markCookiesAccepted } from './cookie-notice-script'
import { PROMPT_SELECTOR } from './prompt-selector'
import * as styles from './Prompts.module.css'

/** Shown while the cookiePolicies cookie is not 'true'; 'Aceitar' or a click outside hides it. */
export function shouldShowCookieNotice(cookiePolicies: string | null): boolean {
  return cookiePolicies !== COOKIE_POLICIES_ACCEPTED
}

// The cookie is read on every render; it only changes through this component, which re-renders then.
const subscribeToNothing = () => () => undefined
const readCookiePolicies = () => readCookie(PROMPT_COOKIES.cookiePolicies)
/** The static HTML (and so the hydration render) always holds the notice; see cookie-notice-script.ts. */
const serverCookiePolicies = () => null

/**
 * The cookie notice: 'Aceitar' stores cookiePolicies=true for 365 days; a click outside hides it.
 * It is in the static HTML, hidden before the first paint by the head script for visitors who
 * accepted, and removed once the browser has read the cookie after hydration.
 */
export function CookieNotice() {
  const cookiePolicies = useSyncExternalStore(subscribeToNothing, readCookiePolicies, serverCookiePolicies)
  const [closed, setClosed] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const visible = !closed && shouldShowCookieNotice(cookiePolicies)

  useDismiss(ref, visible, () => setClosed(true), { escape: false, ignoreSelector: PROMPT_SELECTOR })

  if (!visible) return null
  const accept = () => {
    writeCookie(PROMPT_COOKIES.cookiePolicies, COOKIE_POLICIES_ACCEPTED, { maxAgeSeconds: COOKIE_POLICIES_MAX_AGE_SECONDS })
    markCookiesAccepted()
    setClosed(true)
  }
  return (
    <div ref={ref} className={styles.cookieNotice} role="region" aria-label="Aviso de cookies" data-testid="cookie-notice" data-prompt="cookies">
      <p className={styles.text}>
        Usamos cookies para melhorar a sua experiência, personalizar ofertas e analisar o uso do site. Ao continuar
        navegando, você concorda com o uso de cookies.
      </p>
      <Button size="small" onClick={accept} {...{ [COOKIE_ACCEPT_ATTRIBUTE]: '' }}>
        Aceitar
      </Button>
    </div>
  )
}
