import { accountPaths } from '../account-links'
import * as styles from '../AccountPages.module.css'
import { formatDate, formatGender, formatPhone, maskCpf } from '../format'
import { AccountFrame } from './AccountFrame'

/** /account/profile: the stored profile and the address book. */
export function AccountProfile() {
  return (
    <AccountFrame current={accountPaths().profile} title="Gerenciar perfil">
      {({ profile }) => {
        const { claims, additional_information: extra } = profile.getUserProfile
        const cpf = extra.find((item) => item.id === 'cpf')?.value
        const company = extra.find((item) => item.id === 'company_name')?.value
        const fullName = [claims.given_name, claims.middle_name, claims.family_name].filter(Boolean).join(' ')
        const rows: Array<[string, string]> = [
          ['Nome', fullName],
          ['E-mail', claims.email],
          ['Telefone', formatPhone(claims.phone_number)],
          ['Data de nascimento', formatDate(claims.birthdate)],
          ['Gênero', formatGender(claims.gender)],
          ['CPF', maskCpf(cpf)],
        ]
        if (company) rows.push(['Empresa', company])
        return (
          <div className={styles.stack} data-testid="account-profile">
            <article className={styles.card}>
              <h2 className={styles.cardTitle}>Dados pessoais</h2>
              <dl className={styles.details}>
                {rows.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value || '—'}</dd>
                  </div>
                ))}
              </dl>
            </article>
            <article className={styles.card}>
              <h2 className={styles.cardTitle}>Endereços</h2>
              {profile.getAddresses.length === 0 ? (
                <p className={styles.lead}>Nenhum endereço cadastrado.</p>
              ) : (
                <ul className={styles.addressList}>
                  {profile.getAddresses.map((address) => (
                    <li key={address.id}>
                      <address className={styles.address}>
                        <strong>
                          {address.title}
                          {address.is_favorite && <span className={styles.badge}>Favorito</span>}
                        </strong>
                        <span>
                          {address.street}
                          {address.complement ? `, ${address.complement}` : ''}
                        </span>
                        <span>
                          {address.administrative_divisions.district} · {address.locality}/{address.administrative_divisions.province}
                        </span>
                        <span>CEP {address.postal_code}</span>
                      </address>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </div>
        )
      }}
    </AccountFrame>
  )
}
