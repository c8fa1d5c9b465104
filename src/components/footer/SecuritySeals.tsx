import { Icon } from '../icons/Icon'
import * as styles from './Footer.module.css'

/** Security seals shown in both footers. */
export const SECURITY_SEALS = [
  { icon: 'lock', title: 'Site seguro', detail: 'Certificado SSL' },
  { icon: 'shield', title: 'Compra protegida', detail: 'Antifraude' },
  { icon: 'shield', title: 'PCI DSS', detail: 'Dados de cartão protegidos' },
] as const

export function SecuritySeals({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <ul className={styles.seals} data-tone={tone} aria-label="Selos de segurança">
      {SECURITY_SEALS.map((seal) => (
        <li key={seal.title} className={styles.seal}>
          <Icon name={seal.icon} size={22} />
          <span>
            <strong>{seal.title}</strong>
            <small>{seal.detail}</small>
          </span>
        </li>
      ))}
    </ul>
  )
}
