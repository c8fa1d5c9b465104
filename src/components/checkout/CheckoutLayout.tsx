import type { ReactNode } from 'react'
import { Link } from 'gatsby'

import { storeConfig } from '../../config/store'
import { CHECKOUT_STEP_LABELS } from '../../lib/checkout/step-names'
import * as styles from './Checkout.module.css'

type Step = keyof typeof CHECKOUT_STEP_LABELS
const STEPS: Step[] = ['profile', 'shipping', 'payment']
const STEP_PATHS: Record<Step, string> = {
  profile: storeConfig.addresses.checkoutProfile,
  shipping: storeConfig.addresses.checkoutShipping,
  payment: storeConfig.addresses.checkoutPayment,
}

/** The steps, the current one marked; the ones before it link back. */
function StepNav({ current }: { current: Step }) {
  const at = STEPS.indexOf(current)
  return (
    <nav className={styles.steps} aria-label="Etapas da compra">
      <ol>
        {STEPS.map((step, index) => (
          <li key={step} aria-current={index === at ? 'step' : undefined} data-state={index < at ? 'done' : index === at ? 'current' : 'next'}>
            {index < at ? <Link to={STEP_PATHS[step]}>{CHECKOUT_STEP_LABELS[step]}</Link> : CHECKOUT_STEP_LABELS[step]}
          </li>
        ))}
      </ol>
    </nav>
  )
}

export interface CheckoutLayoutProps {
  /** The step shown (none on the entry, the confirmation and the boleto). */
  step?: Step
  children: ReactNode
  /** The order summary beside the step. */
  aside?: ReactNode
}

/** A checkout page: the store's name, the secure-purchase note, the steps, the step's content and the summary. */
export function CheckoutLayout({ step, children, aside }: CheckoutLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={`${styles.header} ${styles.noPrint}`}>
        <Link to="/" className={styles.logo}>
          {storeConfig.storeName}
        </Link>
        <p className={styles.secure}>Compra 100% segura</p>
      </header>
      {step && <StepNav current={step} />}
      <div className={aside ? styles.layout : undefined}>
        <main className={styles.main} id="conteudo">
          {children}
        </main>
        {aside}
      </div>
    </div>
  )
}
