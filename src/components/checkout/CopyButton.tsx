import { useState } from 'react'

import * as styles from './Checkout.module.css'

/** Copies `text` to the clipboard; says so once copied. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard
      ?.writeText(text)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  }
  return (
    <button type="button" className={styles.linkButton} onClick={copy} aria-live="polite">
      {copied ? 'Copiado!' : label}
    </button>
  )
}
