import type { ReactNode } from 'react'

import { LinkButton } from '../ui/Button'
import type { ButtonVariant } from '../ui/Button'
import { useAccount } from './AccountProvider'

export interface LoginLinkProps {
  children?: ReactNode
  className?: string
  variant?: ButtonVariant
  block?: boolean
}

/** 'Fazer login': the login address with returnUrl = account page + #loginSuccess. */
export function LoginLink({ children = 'Fazer login', className, variant = 'primary', block }: LoginLinkProps) {
  const { loginUrl } = useAccount()
  return (
    <LinkButton href={loginUrl} className={className} variant={variant} block={block}>
      {children}
    </LinkButton>
  )
}

export interface LogoutButtonProps {
  className?: string
  children?: ReactNode
}

/** 'Sair': ends the session and goes where the server says (the home page). */
export function LogoutButton({ className, children = 'Sair' }: LogoutButtonProps) {
  const { logout } = useAccount()
  return (
    <button type="button" className={className} onClick={() => void logout()}>
      {children}
    </button>
  )
}
