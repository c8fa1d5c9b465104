import { formatCnpj } from '../../../contracts/documents'
import { ProfileForm } from './ProfileForm'
import { useAccount } from '../../../components/session/AccountProvider'
import { accountPageHref, type AccountViewProps } from '../../account'
import * as styles from '../../../components/account-ui/AccountPages.module.css'
import { AddressLines } from '../../../components/account-ui/AddressLines'
import { maskCpf } from '../../../components/account-ui/format'

/** /account/profile: who the member is (e-mail and documents are fixed), the editable profile and the address book's summary. */
export function AccountProfile({ account: { profile } }: AccountViewProps) {
  const { refresh } = useAccount()
  const { claims, additional_information: extra } = profile.getUserProfile
  const cpf = extra.find((item) => item.id === 'cpf')?.value
  const cnpj = extra.find((item) => item.id === 'cnpj')?.value
  const company = extra.find((item) => item.id === 'company_name')?.value
  const fullName = [claims.given_name, claims.middle_name, claims.family_name].filter(Boolean).join(' ')
  const rows: Array<[string, string]> = [
    ['Nome', fullName],
    ['E-mail', claims.email],
    ['CPF', maskCpf(cpf)],
  ]
  if (company) rows.push(['Empresa', company])
  if (cnpj) rows.push(['CNPJ', formatCnpj(cnpj)])
  return (
    <div className={styles.stack} data-testid="account-profile">
      <article className={styles.card}>
        <h2 className={styles.cardTitle}>Sua conta</h2>
        <dl className={styles.details}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.lead}>O e-mail e os documentos não podem ser alterados por aqui. Precisa mudar? Fale com o atendimento.</p>
      </article>
      <article className={styles.card}>
        <h2 className={styles.cardTitle}>Dados pessoais</h2>
        <ProfileForm key={profile.sub} profile={profile} onSaved={refresh} />
      </article>
      <article className={styles.card}>
        <h2 className={styles.cardTitle}>Endereços</h2>
        {profile.getAddresses.length === 0 ? (
          <p className={styles.lead}>Nenhum endereço cadastrado.</p>
        ) : (
          <ul className={styles.addressList}>
            {profile.getAddresses.map((address) => (
              <li key={address.id}>
                <AddressLines address={address} />
              </li>
            ))}
          </ul>
        )}
        <a className={styles.cardLink} href={accountPageHref('addresses')}>
          Gerenciar endereços
        </a>
      </article>
    </div>
  )
}
