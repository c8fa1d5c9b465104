import { formatCents } from '../../config/money'
import type { BankInvoiceMethod } from '../../config/payment-methods'
import type { AccountOrder, BankInvoiceInstructions } from '../../contracts/orders'
import { CopyButton } from './CopyButton'
import * as styles from './Checkout.module.css'

const date = (isoDate: string) => isoDate.split('-').reverse().join('/')

/** A pending bank invoice (boleto): its due date, the digitable line and the printable page. */
export function BankInvoicePayment({ order, instructions, method }: { order: AccountOrder; instructions: BankInvoiceInstructions; method: BankInvoiceMethod | undefined }) {
  const key = method?.key ?? instructions.kind
  const days = method?.confirmationBusinessDays
  return (
    <div className={styles.instructions} data-testid={`${key}-instructions`}>
      <p className={styles.lead}>
        Pague o boleto de {formatCents(order.paymentData.value)} até <strong>{date(instructions.dueDate)}</strong> em qualquer banco, lotérica ou app.
        {days ? ` A confirmação leva até ${days} dias úteis.` : ''}
      </p>
      <p className={styles.label}>Linha digitável</p>
      <p className={styles.line} data-testid={`${key}-line`}>
        {instructions.digitableLine}
      </p>
      <div className={styles.actions}>
        <CopyButton text={instructions.digitableLine.replace(/\D/g, '')} label="Copiar linha digitável" />
        {instructions.printUrl && (
          <a className={styles.linkButton} href={instructions.printUrl} target="_blank" rel="noopener">
            Imprimir boleto
          </a>
        )}
      </div>
    </div>
  )
}
