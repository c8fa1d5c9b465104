import { useEffect, useRef, useState } from 'react'

import { COOKIE_POLICIES_DAYS } from '../../config/constants'
import { Button } from '../ui/Button'
import { useDismiss } from '../ui/useDismiss'
import { PROMPT_COOKIES, readCookie, writeCookie } from './cookies'
import { PROMPT_SELECTOR } from './prompt-selector'
import * as styles from './Prompts.module.css'

/** Shown while the cookiePolicies cookie is not 'true' (storefront-shell §4). */
export function shouldShowCookieNotice(cookiePolicies: string | null): boolean {
  return cookiePolicies !== 'true'
}

/** The cookie notice: 'Aceitar' stores cookiePolicies=true for 365 days; a click outside hides it. */
export function CookieNotice() {
  const [visible, setVisible] = useState(false)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    setVisible(shouldShowCookieNotice(readCookie(PROMPT_COOKIES.cookiePolicies)))
  }, [])

  useDismiss(ref, visible, () => setVisible(false), { escape: false, ignoreSelector: PROMPT_SELECTOR })

  if (!visible) return null
  const accept = () => {
    writeCookie(PROMPT_COOKIES.cookiePolicies, 'true', { days: COOKIE_POLICIES_DAYS })
    setVisible(false)
  }
  return (
    <div ref={ref} className={styles.cookieNotice} role="region" aria-label="Aviso de cookies" data-testid="cookie-notice" data-prompt="cookies">
      <p className={styles.text}>
        Usamos cookies para melhorar a sua experiência, personalizar ofertas e analisar o uso do site. Ao continuar
        navegando, você concorda com o uso de cookies.
      </p>
      <Button size="small" onClick={accept}>
        Aceitar
      </Button>
    </div>
  )
}
