import { SmartLink } from '../ui/SmartLink'
import * as styles from './Content.module.css'
import type { SectionNav as SectionNavData } from '../../lib/content/types'

/** Tabs of the pages of one section (e.g. the Clube Arena sub-pages); the current one is marked. */
export function SectionNav({ nav, current }: { nav: SectionNavData; current: string }) {
  return (
    <nav aria-label={`Páginas de ${nav.title}`} className={styles.sectionNav}>
      <ul>
        {nav.links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} aria-current={link.href === current ? 'page' : undefined} className={styles.sectionLink}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
