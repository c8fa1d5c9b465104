import { useEffect, useState } from 'react'

import type { Footer as FooterContent, TextLink } from '../../../cms-schemas'
import { openConsentPreferences } from '../../sdk/consent'
import { Icon } from '../icons/Icon'
import { SmartLink } from '../ui/SmartLink'
import { CountrySelector } from './CountrySelector'
import * as styles from './Footer.module.css'
import { PaymentIcons } from './PaymentIcons'
import { SecuritySeals } from './SecuritySeals'

export interface FooterProps {
  /** Validated footer data; null (missing or invalid data) renders an empty footer. */
  footer: FooterContent | null
}

/** The three link columns, in order. */
export function footerColumns(footer: FooterContent): Array<{ title: string; links: TextLink[] }> {
  return [
    { title: 'Serviços', links: footer.serviceLinks },
    { title: 'Ajuda', links: footer.helpLinks },
    { title: 'Sobre nós', links: footer.aboutUsLinks },
  ]
}

const DESKTOP_QUERY = '(min-width: 1024px)'

export function Footer({ footer }: FooterProps) {
  if (!footer) return <footer className={styles.empty} data-testid="footer" data-empty="true" />
  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.top}>
        <div className={styles.inner}>
          {footer.title && <h2 className={styles.title}>{footer.title}</h2>}
          {footer.featuredLinks && footer.featuredLinks.length > 0 && (
            <ul className={styles.featured}>
              {footer.featuredLinks.map((link) => (
                <li key={link.text}>
                  <SmartLink href={link.link}>{link.text}</SmartLink>
                </li>
              ))}
            </ul>
          )}
          {footer.socialLinks.length > 0 && (
            <ul className={styles.social} aria-label="Redes sociais">
              {footer.socialLinks.map((social) => (
                <li key={social.link}>
                  <SmartLink href={social.link} aria-label={social.text}>
                    <img src={social.image} alt="" width={32} height={32} loading="lazy" />
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className={styles.inner}>
        <FooterColumns footer={footer} />
      </div>
      <div className={styles.bottom}>
        <div className={`${styles.inner} ${styles.bottomGrid}`}>
          <div className={styles.bottomBlock}>
            <h2 className={styles.blockTitle}>Formas de pagamento</h2>
            <PaymentIcons />
          </div>
          <div className={styles.bottomBlock}>
            <h2 className={styles.blockTitle}>Segurança</h2>
            <SecuritySeals />
          </div>
          <div className={styles.bottomBlock}>
            <h2 className={styles.blockTitle}>Lojas no mundo</h2>
            <CountrySelector />
          </div>
        </div>
        <div className={`${styles.inner} ${styles.legal}`}>
          <ul className={styles.policies}>
            <li>
              <SmartLink href={footer.deliveryPolicy.link}>{footer.deliveryPolicy.text}</SmartLink>
            </li>
            <li>
              <SmartLink href={footer.privacyPolicy.link}>{footer.privacyPolicy.text}</SmartLink>
            </li>
            <li>
              <button type="button" className={styles.cookiePreferences} onClick={() => openConsentPreferences()} data-testid="footer-cookie-preferences">
                Preferências de cookies
              </button>
            </li>
          </ul>
          <p className={styles.copyright}>{footer.copyRight}</p>
        </div>
      </div>
    </footer>
  )
}

/** Serviços, Ajuda and Sobre nós: always open on desktop, expandable one by one on mobile. */
function FooterColumns({ footer }: { footer: FooterContent }) {
  const [expanded, setExpanded] = useState<Record<string, boolean>>({})
  const [desktop, setDesktop] = useState(false)

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY)
    const update = () => setDesktop(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  return (
    <div className={styles.columns}>
      {footerColumns(footer).map((column) => {
        const open = desktop || expanded[column.title] === true
        const listId = `footer-${column.title.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase()}`
        return (
          <section key={column.title} className={styles.column} data-open={open}>
            <h2 className={styles.columnTitle}>
              {desktop ? (
                column.title
              ) : (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => setExpanded((state) => ({ ...state, [column.title]: !open }))}
                >
                  {column.title}
                  <Icon name="chevronDown" size={18} />
                </button>
              )}
            </h2>
            <ul id={listId} className={styles.columnList}>
              {column.links.map((link) => (
                <li key={link.text}>
                  <SmartLink href={link.link}>{link.text}</SmartLink>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
