import { useRef, useState } from 'react'

import type { Stripe as StripeContent } from '../../../cms-schemas'
import { STRIPE_AUTOPLAY_MS } from '../../config/constants'
import { Icon } from '../icons/Icon'
import { SmartLink } from '../ui/SmartLink'
import { AutoplayToggle, Slider, type SliderApi } from '../slider'
import * as styles from './Stripe.module.css'

export interface StripeProps {
  stripe: StripeContent
  /** Milliseconds between messages (STRIPE_AUTOPLAY_MS). */
  intervalMs?: number
}

/**
 * The promotional stripe at the top of the header: one message at a time,
 * fading to the next every 5500 ms (the store's slider, on Swiper once the
 * page is interactive); hovering or focusing it pauses the rotation, its
 * button stops it.
 */
export function Stripe({ stripe, intervalMs = STRIPE_AUTOPLAY_MS }: StripeProps) {
  const messages = stripe.messages
  const slider = useRef<SliderApi>(null)
  const [active, setActive] = useState(0)
  const count = messages.length
  if (!stripe.enableSession || count === 0) return null

  return (
    <div className={styles.stripe}>
      {count > 1 && (
        <button type="button" className={styles.arrow} onClick={() => slider.current?.prev()} aria-label="Mensagem anterior">
          <Icon name="chevronLeft" size={16} />
        </button>
      )}
      <Slider
        label="Mensagens promocionais"
        autoplayMs={intervalMs}
        effect="fade"
        layout="one"
        apiRef={slider}
        onIndexChange={setActive}
        className={styles.track}
        slideClassName={styles.message}
        controls={({ autoplay }) => <AutoplayToggle autoplay={autoplay} subject="mensagens" className={styles.pause} />}
      >
        {messages.map((message, index) => {
          const content = (
            <>
              {/* The first message shows with the page; the others' icons wait for the first layout (lazy). */}
              {message.icon && <img src={message.icon} alt="" width={20} height={20} className={styles.icon} {...(index > 0 ? { loading: 'lazy' } : {})} />}
              <span>{message.stripeText}</span>
            </>
          )
          return message.link ? (
            <SmartLink key={message.stripeText} href={message.link} className={styles.link} tabIndex={index === active ? 0 : -1}>
              {content}
            </SmartLink>
          ) : (
            <span key={message.stripeText} className={styles.link}>
              {content}
            </span>
          )
        })}
      </Slider>
      {count > 1 && (
        <button type="button" className={styles.arrow} onClick={() => slider.current?.next()} aria-label="Próxima mensagem">
          <Icon name="chevronRight" size={16} />
        </button>
      )}
    </div>
  )
}
