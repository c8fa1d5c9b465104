import { placementApi } from '../../commerce/placement'
import { formatCents } from '../../config/money'
import { storeConfig } from '../../config/store'
import { useRemote } from '../account-ui/useRemote'
import { Button } from '../ui/Button'
import { Barcode } from './Barcode'
import * as styles from './Checkout.module.css'

/** /checkout/boleto?og={orderGroup}: the order's bank invoice (boleto), ready to print (the browser that placed it, or its owner). */
export function BoletoPage({ search }: { search: string }) {
  const orderGroup = new URLSearchParams(search).get('og') ?? ''
  const remote = useRemote(orderGroup, () => placementApi.orderGroup(orderGroup))
  const order = remote.status === 'ready' ? remote.data.find((candidate) => candidate.paymentData.instructions?.kind === 'bankInvoice') : undefined
  const boleto = order?.paymentData.instructions?.kind === 'bankInvoice' ? order.paymentData.instructions : null
  if (remote.status === 'loading') {
    return (
      <p className={styles.lead} role="status" aria-live="polite">
        Carregando o boleto…
      </p>
    )
  }
  if (!order || !boleto) {
    return (
      <main className={styles.boleto}>
        <h1 className={styles.title}>Boleto não encontrado</h1>
        <p className={styles.lead}>Abra o boleto pela página do pedido, no mesmo navegador em que a compra foi feita, ou em Meus pedidos.</p>
      </main>
    )
  }
  return (
    <main className={styles.boleto} data-testid="boleto-page">
      <h1 className={styles.title}>Boleto bancário · {storeConfig.storeName}</h1>
      <p className={styles.muted}>Documento de teste gerado pelo conector de pagamento de testes: não pague em um banco.</p>
      <dl>
        <div>
          <dt>Beneficiário</dt>
          <dd>{storeConfig.storeName}</dd>
        </div>
        <div>
          <dt>Pagador</dt>
          <dd>{order.clientProfileData ? `${order.clientProfileData.firstName} ${order.clientProfileData.lastName}` : '—'}</dd>
        </div>
        <div>
          <dt>Pedido</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div>
          <dt>Vencimento</dt>
          <dd>{boleto.dueDate.split('-').reverse().join('/')}</dd>
        </div>
        <div>
          <dt>Valor</dt>
          <dd>{formatCents(order.paymentData.value)}</dd>
        </div>
      </dl>
      <p className={styles.label}>Linha digitável</p>
      <p className={styles.line} data-testid="boleto-print-line">
        {boleto.digitableLine}
      </p>
      {boleto.barcode && <Barcode digits={boleto.barcode} className={styles.barcode} />}
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button variant="primary" onClick={() => window.print()}>
          Imprimir
        </Button>
      </div>
    </main>
  )
}
