import { useState } from 'react'

import { messageOf } from '../checkout/errors'
import { Button } from '../ui/Button'
import * as styles from './Orders.module.css'

/**
 * The warehouse's development action (DEV_TOOLS): the approved order is
 * handled and invoiced as the warehouse would, so exchanges and reviews can be tried.
 */
export function TestWarehouseActions({ invoiceUrl, onInvoice }: { invoiceUrl: string; onInvoice: (invoiceUrl: string) => Promise<void> }) {
  const [error, setError] = useState<string | null>(null)
  const [invoicing, setInvoicing] = useState(false)
  const invoice = async () => {
    setError(null)
    setInvoicing(true)
    try {
      await onInvoice(invoiceUrl)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setInvoicing(false)
    }
  }
  return (
    <div className={styles.devNotice} data-testid="test-warehouse-actions">
      <p>Ambiente de testes: nenhum armazém separa nem envia este pedido.</p>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <Button variant="secondary" onClick={() => void invoice()} disabled={invoicing}>
        Simular faturamento
      </Button>
    </div>
  )
}
