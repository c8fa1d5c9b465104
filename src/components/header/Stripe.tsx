import { useEffect, useState } from 'react'

import type { Stripe as StripeContent } from '../../../cms-schemas'
import { STRIPE_AUTOPLAY_MS } from '../../config/constants'
import { Icon } from '../icons/Icon'
import { SmartLink } from '../layout/SmartLink'
import * as styles from './Stripe.module.css'

export interface StripeProps {
  stripe: StripeContent
  /** Milliseconds between messages (STRIPE_AUTOPLAY_MS). */
  intervalMs?: number
}

/**
 * The promotional stripe at the top of the header: one message at a time,
 * moving on every 5500 ms; hovering or focusing it pauses the rotation.
 * A tiny slider of its own (no carousel library on every page).
 */
export function Stripe({ stripe, intervalMs = STRIPE_AUTOPLAY_MS }: StripeProps) {
  const messages = stripe.messages
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = messages.length

  useEffect(() => {
    if (paused || count < 2) return undefined
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), intervalMs)
    return () => window.clearInterval(timer)
  }, [paused, count, intervalMs])

  if (!stripe.enableSession || count === 0) return null

  const step = (delta: number) => setActive((index) => (index + delta + count) % count)

  return (
    <section
      className={styles.stripe}
      aria-roledescription="carrossel"
      aria-label="Mensagens promocionais"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {count > 1 && (
        <button type="button" className={styles.arrow} onClick={() => step(-1)} aria-label="Mensagem anterior">
          <Icon name="chevronLeft" size={16} />
        </button>
      )}
      <ul className={styles.track} aria-live={paused ? 'polite' : 'off'}>
        {messages.map((message, index) => {
          const content = (
            <>
              {message.icon && <img src={message.icon} alt="" width={20} height={20} className={styles.icon} />}
              <span>{message.stripeText}</span>
            </>
          )
          return (
            <li
              key={message.stripeText}
              className={styles.message}
              data-active={index === active}
              aria-hidden={index !== active}
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${count}`}
            >
              {message.link ? (
                <SmartLink href={message.link} className={styles.link} tabIndex={index === active ? 0 : -1}>
                  {content}
                </SmartLink>
              ) : (
                <span className={styles.link}>{content}</span>
              )}
            </li>
          )
        })}
      </ul>
      {count > 1 && (
        <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label="Próxima mensagem">
          <Icon name="chevronRight" size={16} />
        </button>
      )}
    </section>
  )
}
