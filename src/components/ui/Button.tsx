import { forwardRef } from 'react'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'

import * as styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'link'
export type ButtonSize = 'small' | 'regular'

interface LookProps {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Takes the whole width of its container. */
  block?: boolean
}

export const buttonClassName = ({ variant = 'primary', size = 'regular', block = false }: LookProps, extra?: string): string =>
  [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ')

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & LookProps

/** A button; `type="button"` unless told otherwise. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClassName({ variant, size, block }, className)} {...rest} />
})

export type LinkButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> & LookProps & { href: string }

/** A link that looks like a button (navigation, not an action). */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, block, className, ...rest },
  ref,
) {
  return <a ref={ref} className={buttonClassName({ variant, size, block }, className)} {...rest} />
})
