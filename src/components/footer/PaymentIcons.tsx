import type { ReactElement } from 'react'

import * as styles from './Footer.module.css'

/** Payment methods the footer shows as accepted, each drawn as a small inline badge. */
export const PAYMENT_METHODS = ['Visa', 'Mastercard', 'Elo', 'Diners', 'Amex', 'PayPal', 'Pix', 'Boleto'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

const W = 48
const H = 32

const BADGES: Record<PaymentMethod, ReactElement> = {
  Visa: (
    <>
      <rect width={W} height={H} rx="4" fill="#fff" />
      <text x="24" y="21" textAnchor="middle" fontSize="14" fontWeight="800" fontStyle="italic" fill="#1a1f71">
        VISA
      </text>
    </>
  ),
  Mastercard: (
    <>
      <rect width={W} height={H} rx="4" fill="#fff" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
    </>
  ),
  Elo: (
    <>
      <rect width={W} height={H} rx="4" fill="#000" />
      <circle cx="12" cy="11" r="2.6" fill="#ffcb05" />
      <circle cx="12" cy="16" r="2.6" fill="#00a4e0" />
      <circle cx="12" cy="21" r="2.6" fill="#ef4123" />
      <text x="29" y="21" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
        elo
      </text>
    </>
  ),
  Diners: (
    <>
      <rect width={W} height={H} rx="4" fill="#fff" />
      <circle cx="14" cy="16" r="8" fill="none" stroke="#004a97" strokeWidth="2.4" />
      <text x="33" y="19.5" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="#004a97">
        Diners
      </text>
    </>
  ),
  Amex: (
    <>
      <rect width={W} height={H} rx="4" fill="#016fd0" />
      <text x="24" y="20" textAnchor="middle" fontSize="11" fontWeight="800" fill="#fff">
        AMEX
      </text>
    </>
  ),
  PayPal: (
    <>
      <rect width={W} height={H} rx="4" fill="#fff" />
      <text x="24" y="20" textAnchor="middle" fontSize="11" fontWeight="800" fontStyle="italic">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </>
  ),
  Pix: (
    <>
      <rect width={W} height={H} rx="4" fill="#fff" />
      <path d="M13 9l6 7-6 7-6-7z" fill="#32bcad" />
      <text x="31" y="20" textAnchor="middle" fontSize="12" fontWeight="700" fill="#1d6f66">
        pix
      </text>
    </>
  ),
  Boleto: (
    <>
      <rect width={W} height={H} rx="4" fill="#fff" />
      <path
        d="M8 7v13M10.5 7v13M12 7v13M15 7v13M17.5 7v13M19 7v13M22 7v13M25 7v13M26.5 7v13M29.5 7v13M32 7v13M34 7v13M37 7v13M39.5 7v13"
        stroke="#1d1d1f"
        strokeWidth="1.2"
      />
      <text x="24" y="28" textAnchor="middle" fontSize="6" fontWeight="700" fill="#1d1d1f">
        BOLETO
      </text>
    </>
  ),
}

export function PaymentIcons() {
  return (
    <ul className={styles.badges} aria-label="Formas de pagamento">
      {PAYMENT_METHODS.map((method) => (
        <li key={method}>
          <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={method} fontFamily="Arial, Helvetica, sans-serif">
            {BADGES[method]}
          </svg>
        </li>
      ))}
    </ul>
  )
}
