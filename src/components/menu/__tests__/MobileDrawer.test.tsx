/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'

import { MOBILE_ACCOUNT_PANEL_REMOVAL_MS, MOBILE_PANEL_REMOVAL_MS } from '../../../config/constants'
import { seedShell } from '../../../test-support/shell-content'
import { ensurePortalElement } from '../../ui/portal'
import { MobileDrawer } from '../MobileDrawer'

jest.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children?: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

const shell = seedShell('consumer')
const departments = shell.menu.departments

// The drawer is a modal dialog in the page's portal element (PortalRoot makes it in the app).
let removePortal: () => void = () => undefined
beforeEach(() => {
  removePortal = ensurePortalElement()
})
afterEach(() => {
  removePortal()
  jest.useRealTimers()
})

function renderDrawer(props: Partial<Parameters<typeof MobileDrawer>[0]> = {}) {
  return render(
    <MobileDrawer
      open
      departments={departments}
      institutionalLinks={shell.institutionalLinks}
      isLoggedIn={false}
      onClose={jest.fn()}
      {...props}
    />,
  )
}

describe('mobile drawer', () => {
  it('offers Entre ou cadastre-se when logged out, departments and Acesso Rápido; the account panel has the login invitation', () => {
    renderDrawer()
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    fireEvent.click(within(drawer).getByRole('button', { name: 'Entre ou cadastre-se' }))
    expect(within(drawer).getByText('Faça login para consultar o seu cashback e acompanhar seu pedido :)')).toBeInTheDocument()
    expect(within(drawer).getByRole('link', { name: 'Fazer login' })).toHaveAttribute('href', expect.stringContaining('/login?returnUrl='))
    expect(within(drawer).getByRole('button', { name: 'Esportes' })).toBeInTheDocument()
    expect(within(drawer).getByRole('heading', { name: 'Acesso Rápido' })).toBeInTheDocument()
  })

  it('hides the business-site link in business mode', () => {
    const { unmount } = renderDrawer({ institutionalLinks: [], businessSite: 'https://empresas.arenaesportes.com.br' })
    expect(screen.getByTestId('business-site-link')).toBeInTheDocument()
    unmount()
    renderDrawer({ institutionalLinks: [], businessSite: null })
    expect(screen.queryByTestId('business-site-link')).toBeNull()
  })

  it('opens a department panel with the Navegue por banner block and removes it 4 s after closing', () => {
    jest.useFakeTimers()
    renderDrawer()
    fireEvent.click(screen.getByRole('button', { name: 'Esportes' }))
    const panel = screen.getByTestId('department-panel')
    expect(panel).toHaveAttribute('data-panel-state', 'open')
    expect(within(panel).getByRole('heading', { name: 'Navegue por Esportes' })).toBeInTheDocument()
    fireEvent.click(within(panel).getByRole('button', { name: 'Voltar' }))
    expect(screen.getByTestId('department-panel')).toHaveAttribute('data-panel-state', 'closing')
    act(() => jest.advanceTimersByTime(MOBILE_PANEL_REMOVAL_MS - 1))
    expect(screen.getByTestId('department-panel')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByTestId('department-panel')).toBeNull()
  })

  it('shows the account panel when logged in and removes it 2 s after closing', () => {
    jest.useFakeTimers()
    renderDrawer({ isLoggedIn: true, onLogout: jest.fn() })
    fireEvent.click(screen.getByRole('button', { name: 'Minha conta' }))
    const panel = screen.getByTestId('account-panel-frame')
    for (const name of ['Home', 'Minhas compras', 'Meus favoritos', 'Cartão Presente', 'Trocas e devoluções', 'Gerenciar perfil', 'Clube']) {
      expect(within(panel).getByRole('link', { name })).toBeInTheDocument()
    }
    expect(within(panel).getByText('Preciso de ajuda')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Sair' })).toBeInTheDocument()
    fireEvent.click(within(panel).getByRole('button', { name: 'Voltar' }))
    act(() => jest.advanceTimersByTime(MOBILE_ACCOUNT_PANEL_REMOVAL_MS))
    expect(screen.queryByTestId('account-panel-frame')).toBeNull()
  })

  it('renders the editorial placeholder for categories that are not listings', () => {
    renderDrawer()
    fireEvent.click(screen.getByRole('button', { name: 'Feminino' }))
    expect(within(screen.getByTestId('department-panel')).getByText('Conteúdo não cadastrado como listagem simples')).toBeInTheDocument()
  })
})
