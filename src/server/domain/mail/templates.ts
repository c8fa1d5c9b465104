import { formatCents } from '../../../config/money'
import { paymentMethodOf } from '../../../config/payment-methods'
import type { AccountOrder } from '../../../contracts/orders'
import type { MailMessage } from './types'

/** What a message says about the store: its name and the site's origin (links). */
export interface MailBrand {
  storeName: string
  /** Origin of the storefront, e.g. https://www.arenaesportes.com.br (no trailing slash). */
  siteUrl: string
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
}

/** 'até 3 dias úteis' from '3bd'. */
function estimateText(estimate: string): string {
  const days = Number(/^(\d+)bd$/.exec(estimate)?.[1] ?? NaN)
  if (!Number.isFinite(days)) return estimate
  return days === 1 ? 'até 1 dia útil' : `até ${days} dias úteis`
}

const dateTimeText = (iso: string): string => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })
const dateText = (isoDate: string): string => isoDate.split('-').reverse().join('/')

/** The payment: a pay-later method's instructions (by their kind, named by the method's label), or the card's answer. */
function paymentLines(order: AccountOrder): string[] {
  const payment = order.paymentData
  const label = paymentMethodOf(payment)?.label ?? payment.paymentSystemName
  const instructions = payment.instructions
  switch (instructions?.kind) {
    case 'qrCode':
      return [
        `Pagamento: ${label}, ${formatCents(payment.value)}.`,
        `Pague até ${dateTimeText(instructions.expiresAt)} com o código ${label} copia e cola:`,
        instructions.code,
      ]
    case 'bankInvoice':
      return [`Pagamento: ${label}, ${formatCents(payment.value)}, vencimento ${dateText(instructions.dueDate)}.`, `Linha digitável: ${instructions.digitableLine}`]
    case undefined: {
      const installments = payment.installments > 1 ? `${payment.installments}x de ${formatCents(payment.installmentValue)}` : 'à vista'
      const card = payment.lastDigits ? ` final ${payment.lastDigits}` : ''
      return [`Pagamento: cartão ${payment.paymentSystemName}${card}, ${installments} (${formatCents(payment.value)}).`]
    }
  }
}

function deliveryLine(order: AccountOrder): string {
  const shipping = order.shippingData
  if (shipping.deliveryChannel === 'pickup-in-point' && shipping.pickupPoint) {
    const { address } = shipping.pickupPoint
    return `Retirada em ${shipping.pickupPoint.friendlyName} (${address.street}, ${address.number} - ${address.city}/${address.state}), ${estimateText(shipping.shippingEstimate)}.`
  }
  const complement = shipping.complement ? `, ${shipping.complement}` : ''
  return `Entrega ${shipping.selectedSla} em ${shipping.street}, ${shipping.number}${complement} - ${shipping.neighborhood}, ${shipping.city}/${shipping.state}, CEP ${shipping.postalCode}, ${estimateText(shipping.shippingEstimate)}.`
}

/** Where the buyer follows the order: the account's order page. */
export const orderLinkOf = (order: Pick<AccountOrder, 'orderId'>, brand: MailBrand): string => `${brand.siteUrl}/account/order/${encodeURIComponent(order.orderId)}`

/** The order confirmation (pt-BR): number, items, totals, delivery and the payment's instructions. */
export function orderConfirmationMail(order: AccountOrder, to: string, brand: MailBrand): MailMessage {
  const name = order.clientProfileData?.firstName || 'cliente'
  const subject = `Pedido ${order.orderId} recebido | ${brand.storeName}`
  const items = order.items.map((item) => `${item.quantity}x ${item.name}: ${formatCents(item.sellingPrice * item.quantity)}`)
  const totals = order.totals.map((total) => `${total.name}: ${formatCents(total.value)}`)
  const link = orderLinkOf(order, brand)
  const text = [
    `Olá, ${name}!`,
    '',
    `Recebemos o seu pedido ${order.orderId}. Status: ${order.statusDescription}.`,
    '',
    ...items,
    '',
    ...totals,
    `Total: ${formatCents(order.value)}`,
    '',
    deliveryLine(order),
    ...paymentLines(order),
    '',
    `Acompanhe o pedido em ${link} (ou em "Meus pedidos", com o número do pedido e este e-mail).`,
    '',
    brand.storeName,
  ].join('\n')
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<h1 style="font-size:20px">Olá, ${escapeHtml(name)}!</h1>
<p>Recebemos o seu pedido <strong>${escapeHtml(order.orderId)}</strong>. Status: ${escapeHtml(order.statusDescription)}.</p>
<ul>${items.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${totals.map(escapeHtml).join('<br>')}<br><strong>Total: ${escapeHtml(formatCents(order.value))}</strong></p>
<p>${escapeHtml(deliveryLine(order))}</p>
<p>${paymentLines(order).map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(link)}">Acompanhar o pedido</a></p>
<p>${escapeHtml(brand.storeName)}</p>
</body></html>`
  return { to, subject, text, html }
}
