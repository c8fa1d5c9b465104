import { useState } from 'react'

import { formatCents } from '../../config/money'
import type { AccountOrder } from '../../contracts/orders'
import * as styles from './Checkout.module.css'

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
const date = (isoDate: string) => isoDate.split('-').reverse().join('/')

function CopyButton({ text, label }: { text: string; label: string }) {
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

/**
 * How the order is paid: the Pix QR code and copy-and-paste code with its
 * expiry, the boleto's line and printable page, or the card's answer.
 */
export function PaymentInstructions({ order }: { order: AccountOrder }) {
  const { paymentData: payment, status } = order
  if (status === 'canceled') return <p className={styles.notice}>Pedido cancelado: nenhum valor será cobrado.</p>
  if (payment.pix && status === 'payment-pending') {
    return (
      <div className={styles.instructions} data-testid="pix-instructions">
        <p className={styles.lead}>
          Pague {formatCents(payment.value)} com Pix até <strong>{dateTime(payment.pix.expiresAt)}</strong>: aponte a câmera do app do seu banco para o QR code
          ou copie o código.
        </p>
        <img className={styles.qr} src={payment.pix.qrCodeImage} alt="QR code do Pix" width={220} height={220} />
        <label className={styles.label} htmlFor={`pix-${order.orderId}`}>
          Código Pix copia e cola
        </label>
        <textarea id={`pix-${order.orderId}`} className={styles.code} readOnly value={payment.pix.code} rows={3} data-testid="pix-code" />
        <CopyButton text={payment.pix.code} label="Copiar código Pix" />
      </div>
    )
  }
  if (payment.boleto && status === 'payment-pending') {
    return (
      <div className={styles.instructions} data-testid="boleto-instructions">
        <p className={styles.lead}>
          Pague o boleto de {formatCents(payment.value)} até <strong>{date(payment.boleto.dueDate)}</strong> em qualquer banco, lotérica ou app. A confirmação leva até 2
          dias úteis.
        </p>
        <p className={styles.label}>Linha digitável</p>
        <p className={styles.line} data-testid="boleto-line">
          {payment.boleto.digitableLine}
        </p>
        <div className={styles.actions}>
          <CopyButton text={payment.boleto.digitableLine.replace(/\D/g, '')} label="Copiar linha digitável" />
          {payment.boleto.printUrl && (
            <a className={styles.linkButton} href={payment.boleto.printUrl} target="_blank" rel="noopener">
              Imprimir boleto
            </a>
          )}
        </div>
      </div>
    )
  }
  if (status === 'payment-pending') return <p className={styles.notice}>Aguardando a confirmação do pagamento.</p>
  const installments = payment.installments > 1 ? `${payment.installments}x de ${formatCents(payment.installmentValue)}` : 'à vista'
  const card = payment.lastDigits ? ` final ${payment.lastDigits}` : ''
  return (
    <p className={styles.success} data-testid="payment-approved">
      Pagamento aprovado: {payment.pix ? 'Pix' : payment.boleto ? 'boleto' : `cartão ${payment.paymentSystemName}${card}, ${installments}`} ({formatCents(payment.value)}).
    </p>
  )
}
