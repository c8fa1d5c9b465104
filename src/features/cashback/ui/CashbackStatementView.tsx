import { cashbackApi, type CashbackApi } from '../client'
import type { CashbackStatement } from '../contract'
import { formatCents } from '../../../config/money'
import { useResource } from '../../../sdk/resource'
import * as styles from '../../../components/account-ui/AccountPages.module.css'
import { formatDate } from '../../../components/account-ui/format'
import { EmptyState } from '../../../components/account-ui/EmptyState'
import { LinkButton } from '../../../components/ui/Button'
import * as own from './Cashback.module.css'

/** The cashback balance and its statement (credits and debits, newest first), read from the ledger. */
export function CashbackStatementView({ api = cashbackApi }: { api?: Pick<CashbackApi, 'cashbackStatement'> }) {
  const statement = useResource<CashbackStatement>('cashback', () => api.cashbackStatement())
  if (statement.state.status === 'loading') {
    return (
      <p className={styles.loading} role="status">
        Carregando o seu extrato…
      </p>
    )
  }
  if (statement.state.status !== 'ready') return <EmptyState title="Não foi possível carregar o seu cashback" text="Tente novamente em alguns instantes." />
  const { balance, ratePercent, clubMember, entries } = statement.state.data
  return (
    <div className={styles.stack} data-testid="cashback-statement">
      <article className={styles.card}>
        <h2 className={styles.cardTitle}>Saldo disponível</h2>
        <p className={styles.amount} data-testid="cashback-balance">
          {formatCents(balance)}
        </p>
        <p className={styles.lead}>
          {clubMember
            ? `Você recebe ${ratePercent}% do valor dos produtos de cada pedido aprovado.`
            : `Participe do Clube Arena para receber ${ratePercent}% do valor dos produtos de cada pedido aprovado.`}
        </p>
        {!clubMember && (
          <div>
            <LinkButton href="/clube/cadastro" variant="secondary">
              Participar do Clube
            </LinkButton>
          </div>
        )}
      </article>
      <section className={styles.card} aria-labelledby="cashback-entries-title">
        <h2 id="cashback-entries-title" className={styles.cardTitle}>
          Extrato
        </h2>
        {entries.length === 0 ? (
          <p className={styles.lead}>Nenhuma movimentação ainda. Os créditos aparecem aqui quando um pedido é aprovado.</p>
        ) : (
          <table className={own.table} data-testid="cashback-entries">
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Descrição</th>
                <th scope="col" className={own.amount}>
                  Valor
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-kind={entry.kind} data-testid="cashback-entry">
                  <td>{formatDate(entry.createdAt)}</td>
                  <td>{entry.description}</td>
                  <td className={`${own.amount} ${entry.kind === 'credit' ? own.credit : own.debit}`}>
                    {entry.kind === 'credit' ? '+' : '−'} {formatCents(entry.amount)}
                    <span className="visually-hidden">{entry.kind === 'credit' ? ' (crédito)' : ' (débito)'}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
