import { SmartLink } from '../ui/SmartLink'
import * as styles from './Content.module.css'
import type { ContentLink } from '../../lib/content/types'

export interface BreadcrumbsProps {
  /** From the home to the parent page. */
  trail: readonly ContentLink[]
  current: string
}

/** "Início › Clube Arena › Garantia": the trail as links, the current page last. */
export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  return (
    <nav aria-label="Você está em" className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <SmartLink href={crumb.href}>{crumb.label}</SmartLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}

/** schema.org BreadcrumbList of a trail plus the current page (absolute addresses). */
export function breadcrumbJsonLd(trail: readonly ContentLink[], current: ContentLink, siteUrl: string): object {
  const base = siteUrl.replace(/\/+$/, '')
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...trail, current].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${base}${crumb.href}`,
    })),
  }
}
