import { useId, useState } from 'react'

import { CONSENT_PURPOSE_TEXT, CONSENT_PURPOSES, type ConsentPurpose, type ConsentPurposes } from '../../contracts/consent'
import { closeConsentPreferences, consentStore } from '../../sdk/consent'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { markCookiesAccepted } from './cookie-notice-script'
import * as styles from './Prompts.module.css'

const formatDecidedAt = (iso: string): string => {
  const date = new Date(iso)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`
}

/**
 * The cookie preferences: the necessary cookies (always on) and one switch
 * per optional purpose, as chosen so far (off before any choice). 'Salvar
 * preferências' records the switches; 'Aceitar todos' and 'Recusar todos'
 * are one press away, as on the notice.
 */
export function ConsentPreferences() {
  const store = consentStore()
  const current = store.choice()
  const [purposes, setPurposes] = useState<ConsentPurposes>(() => store.purposes())
  const ids = { necessary: useId(), analytics: useId(), personalisation: useId() }

  const save = (chosen: ConsentPurposes) => {
    store.decide(chosen)
    markCookiesAccepted()
    closeConsentPreferences()
  }
  const toggle = (purpose: ConsentPurpose) => setPurposes((previous) => ({ ...previous, [purpose]: !previous[purpose] }))

  return (
    <Modal isOpen onClose={() => closeConsentPreferences()} title="Preferências de cookies" testId="consent-preferences" width={560} height="90dvh">
      <div className={styles.preferences}>
        <p className={styles.text}>
          Escolha para que usamos os seus dados de navegação. Você pode mudar de ideia a qualquer momento; ao desligar um
          propósito, apagamos os cookies dele neste navegador.{' '}
          <a href="/institucional/politica-de-privacidade">Saiba mais na Política de privacidade</a>.
        </p>
        {current && <p className={styles.text} data-testid="consent-decided-at">Última escolha em {formatDecidedAt(current.decidedAt)}.</p>}
        <ul className={styles.purposes}>
          <li className={styles.purpose}>
            <div>
              <span id={ids.necessary} className={styles.purposeTitle}>{CONSENT_PURPOSE_TEXT.necessary.title}</span>
              <p className={styles.text}>{CONSENT_PURPOSE_TEXT.necessary.description}</p>
            </div>
            <input type="checkbox" role="switch" checked disabled aria-labelledby={ids.necessary} className={styles.purposeSwitch} />
          </li>
          {CONSENT_PURPOSES.map((purpose) => (
            <li key={purpose} className={styles.purpose}>
              <div>
                <label htmlFor={ids[purpose]} className={styles.purposeTitle}>
                  {CONSENT_PURPOSE_TEXT[purpose].title}
                </label>
                <p className={styles.text}>{CONSENT_PURPOSE_TEXT[purpose].description}</p>
              </div>
              <input
                id={ids[purpose]}
                type="checkbox"
                role="switch"
                checked={purposes[purpose]}
                onChange={() => toggle(purpose)}
                className={styles.purposeSwitch}
                data-testid={`consent-${purpose}`}
              />
            </li>
          ))}
        </ul>
        <div className={styles.preferenceActions}>
          <Button variant="secondary" size="small" onClick={() => save({ analytics: false, personalisation: false })} data-testid="consent-refuse-all">
            Recusar todos
          </Button>
          <Button variant="secondary" size="small" onClick={() => save({ analytics: true, personalisation: true })} data-testid="consent-accept-all">
            Aceitar todos
          </Button>
          <Button size="small" onClick={() => save(purposes)} data-testid="consent-save">
            Salvar preferências
          </Button>
        </div>
      </div>
    </Modal>
  )
}
