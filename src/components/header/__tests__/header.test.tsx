/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'

import { seedShell } from '../../../test-support/shell-content'
import { CartButton, cartLabel } from '../CartButton'
import { loginUrl as loginHref } from '../../session/login'
import { Header, type HeaderSlots } from '../Header'
import { UserMenu } from '../UserMenu'

jest.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children?: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

function renderHeader(slots?: HeaderSlots) {
  const shell = seedShell('consumer')
  return render(
    <Header
      logo={shell.logo}
      stripe={shell.stripe}
      menu={shell.menu}
      institutionalLinks={shell.institutionalLinks}
      isBusiness={false}
      isLoggedIn={false}
      firstName={null}
      postalCode={null}
      cartQuantity={0}
      onOpenMenu={() => {}}
      menuOpen={false}
      slots={slots}
    />,
  )
}

describe('header search slot', () => {
  it('renders the search UI it is given', () => {
    renderHeader({ search: <input type="search" aria-label="Busca da loja" /> })
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('searchbox', { name: 'Busca da loja' }))
  })

  it('has no search box of its own', () => {
    renderHeader()
    expect(screen.queryByRole('search')).toBeNull()
    expect(screen.queryByRole('searchbox')).toBeNull()
  })
})

describe('cart button', () => {
  it('exposes the item total in its name and badge', () => {
    expect(cartLabel(0)).toBe('Carrinho vazio')
    expect(cartLabel(1)).toBe('Carrinho com 1 item')
    render(<CartButton quantity={3} />)
    const link = screen.getByRole('link', { name: 'Carrinho com 3 itens' })
    expect(link).toHaveAttribute('href', '/checkout/cart')
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3')
  })

  it('opens the minicart instead of navigating when asked to', () => {
    const open = jest.fn()
    render(<CartButton quantity={0} onOpenMinicart={open} />)
    fireEvent.click(screen.getByRole('link', { name: 'Carrinho vazio' }))
    expect(open).toHaveBeenCalledTimes(1)
  })
})

describe('user menu', () => {
  it('links to login with a returnUrl of the account page plus #loginSuccess', () => {
    expect(loginHref()).toBe(`/login?returnUrl=${encodeURIComponent('/account#loginSuccess')}`)
  })

  it('shows the login prompt on hover when logged out', () => {
    render(<UserMenu isLoggedIn={false} firstName={null} />)
    expect(screen.getByTestId('user-dropdown')).not.toBeVisible()
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Entrar ou cadastrar-se' }).parentElement!)
    expect(screen.getByTestId('user-dropdown')).toBeVisible()
    expect(screen.getByText('Faça login para consultar o seu cashback e acompanhar seu pedido :)')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Fazer login' })).toHaveAttribute('href', loginHref())
  })

  it.each([
    [false, null, 'Entrar'],
    [true, 'Ana', 'Olá, Ana'],
  ])('the account link is named first by the words it shows (logged in: %s)', (isLoggedIn, firstName, shown) => {
    render(<UserMenu isLoggedIn={isLoggedIn} firstName={firstName} />)
    const link = screen.getAllByRole('link')[0]
    expect(link).toHaveTextContent(shown)
    expect(link.getAttribute('aria-label')!.startsWith(shown)).toBe(true)
  })

  it('lists the account links and Sair when logged in', () => {
    const logout = jest.fn()
    render(<UserMenu isLoggedIn firstName="Ana" onLogout={logout} />)
    fireEvent.mouseEnter(screen.getByRole('link', { name: /— Minha conta$/ }).parentElement!)
    for (const name of ['Minha conta', 'Meus pedidos', 'Trocas e devoluções', 'Clube']) {
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0)
    }
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }))
    expect(logout).toHaveBeenCalled()
  })
})
