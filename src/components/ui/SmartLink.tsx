import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Link } from 'gatsby'

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string
  /** Force a new tab (CMS new_tab flags); external addresses always open in a new tab. */
  newTab?: boolean
  children?: ReactNode
}

/** Absolute http(s) address of another site (the CMS rule; kept here so the bundle does not pull zod). */
export const isExternalHref = (href: string): boolean => /^https?:\/\//i.test(href)

/**
 * Internal links navigate within the app (Gatsby Link); external links open
 * in a new tab.
 */
export function SmartLink({ href, newTab = false, children, ...rest }: SmartLinkProps) {
  if (isExternalHref(href) || newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  )
}
