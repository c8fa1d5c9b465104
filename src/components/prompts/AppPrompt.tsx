import { useEffect, useState } from 'react'

import { APP_INSTALLED_DAYS, APP_PROMPT_DELAY_MS, DAY_SECONDS } from '../../config/constants'
import { getSessionStorage, readRaw, writeRaw } from '../../sdk/storage/browserStorage'
import { PROMPT_COOKIES, readCookie, writeCookie } from '../../sdk/storage/cookies'
import { Button } from '../ui/Button'
import { APP_PROMPT_SESSION_FLAG, appDeepLink, appPromptKind } from './app-prompt-policy'
import type { AppPromptKind } from './app-prompt-policy'
import * as styles from './Prompts.module.css'

const readSessionFlag = (): boolean => readRaw(getSessionStorage(), APP_PROMPT_SESSION_FLAG) === 'true'

/** A blocked storage loses the flag only: the cookie still records the choice. */
const setSessionFlag = (): void => void writeRaw(getSessionStorage(), APP_PROMPT_SESSION_FLAG, 'true')

const COPY: Record<AppPromptKind, { title: string; text: string; accept: string }> = {
  install: {
    title: 'Baixe o app da Arena Esportes',
    text: 'Compre mais rápido e receba ofertas exclusivas.',
    accept: 'Baixar app',
  },
  open: {
    title: 'Continue no app da Arena Esportes',
    text: 'Abra esta página no aplicativo.',
    accept: 'Abrir no app',
  },
}

export interface AppPromptProps {
  /** Where accepting goes (full navigation by default). */
  navigate?: (to: string) => void
}

/**
 * App-install and open-app prompts: 5 s after load, on
 * screens up to 1024 px, outside the app and the checkout. Closing sets the
 * session flag and appInstalled=false (365 days); accepting sets the flag,
 * stores appInstalled=true for an install and goes to the app's deep link.
 */
export function AppPrompt({ navigate = (to) => window.location.assign(to) }: AppPromptProps) {
  const [kind, setKind] = useState<AppPromptKind | null>(null)

  useEffect(() => {
    const timer = setTimeout(() => {
      setKind(
        appPromptKind({
          viewportWidth: window.innerWidth,
          pathname: window.location.pathname,
          search: window.location.search,
          appInstalled: readCookie(PROMPT_COOKIES.appInstalled),
          refuseApp: readCookie(PROMPT_COOKIES.refuseApp),
          closedThisSession: readSessionFlag(),
        }),
      )
    }, APP_PROMPT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  if (!kind) return null
  const copy = COPY[kind]

  const close = () => {
    setSessionFlag()
    writeCookie(PROMPT_COOKIES.appInstalled, 'false', { maxAgeSeconds: APP_INSTALLED_DAYS * DAY_SECONDS })
    setKind(null)
  }
  const accept = () => {
    setSessionFlag()
    if (kind === 'install') writeCookie(PROMPT_COOKIES.appInstalled, 'true', { maxAgeSeconds: APP_INSTALLED_DAYS * DAY_SECONDS })
    setKind(null)
    navigate(appDeepLink(kind, window.location.pathname, window.location.search))
  }

  return (
    <aside className={styles.appPrompt} aria-labelledby="app-prompt-title" data-testid={`app-prompt-${kind}`} data-prompt="app">
      <div className={styles.appText}>
        <p id="app-prompt-title" className={styles.title}>
          {copy.title}
        </p>
        <p className={styles.text}>{copy.text}</p>
      </div>
      <div className={styles.appActions}>
        <Button size="small" onClick={accept}>
          {copy.accept}
        </Button>
        {/* The name starts with the visible words (WCAG 2.5.3, label in name): a voice user says what they see. */}
        <Button size="small" variant="tertiary" onClick={close} aria-label="Agora não, fechar aviso do app">
          Agora não
        </Button>
      </div>
    </aside>
  )
}
