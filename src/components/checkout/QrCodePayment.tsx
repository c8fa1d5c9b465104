import { formatCents } from '../../config/money'
import type { QrCodeMethod } from '../../config/payment-methods'
import type { AccountOrder, QrCodeInstructions } from '../../contracts/orders'
import { CopyButton } from './CopyButton'
import * as styles from './Checkout.module.css'

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })

/** A pending QR-code payment (Pix): the QR code, the copy-and-paste code and its expiry, named by its method. */
export function QrCodePayment({ order, instructions, method }: { order: AccountOrder; instructions: QrCodeInstructions; method: QrCodeMethod | undefined }) {
  const label = method?.label ?? order.paymentData.paymentSystemName
  const key = method?.key ?? instructions.kind
  return (
    <div className={styles.instructions} data-testid={`${key}-instructions`}>
      <p className={styles.lead}>
        Pague {formatCents(order.paymentData.value)} com {label} até <strong>{dateTime(instructions.expiresAt)}</strong>: aponte a câmera do{' '}
        {method?.app ?? 'app de pagamento'} para o QR code ou copie o código.
      </p>
      <img className={styles.qr} src={instructions.qrCodeImage} alt={`QR code do ${label}`} width={220} height={220} />
      <label className={styles.label} htmlFor={`${key}-${order.orderId}`}>
        Código {label} copia e cola
      </label>
      <textarea id={`${key}-${order.orderId}`} className={styles.code} readOnly value={instructions.code} rows={3} data-testid={`${key}-code`} />
      <CopyButton text={instructions.code} label={`Copiar código ${label}`} />
    </div>
  )
}
