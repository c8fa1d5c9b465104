/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'

import type { AccountSession, UserProfileResponse } from '../../../commerce/account'
import { SessionProvider, useSession } from '../../../sdk/session'
import { MemoryStorage } from '../../../sdk/__tests__/memoryGateway'
import { ensurePortalElement } from '../../ui/portal'
import { AccountMenu, AccountPanel } from '../../../features/account/ui/AccountMenu'
import { AccountProvider } from '../AccountProvider'
import { favoritePostalCode, loadAccount } from '../load-account'
import type { AccountApi } from '../load-account'
import { isReturnFromLogin, loginUrl } from '../login'
import { PROFILE_CACHE_KEY } from '../../../sdk/storage/profileCache'
import { RequireLogin } from '../RequireLogin'

const profile: UserProfileResponse = {
  sub: 'u1',
  kind: 'consumer',
  getUserProfile: {
    sub: 'u1',
    claims: {
      email: 'ana@example.com',
      given_name: 'Ana',
      middle_name: null,
      family_name: 'Souza',
      birthdate: null,
      phone_number: null,
      phone_verified: false,
      gender: null,
    },
    additional_information: [],
    identifiers: [],
    purposes: [],
  },
  getAddresses: [
    {
      id: 'a1',
      vtexId: 'v',
      country_code: 'BRA',
      street: 'Av. Paulista, 1578',
      locality: 'São Paulo',
      postal_code: '01310-100',
      complement: null,
      title: 'Casa',
      is_favorite: true,
      firstname: 'Ana',
      lastname: 'Souza',
      phone_number: null,
      type: 'SHIPPING',
      accuracy: 'VALID',
      administrative_divisions: { province: 'SP', district: 'Bela Vista' },
    },
  ],
  cashBackBalance: 4590,
}

const loggedIn: AccountSession = {
  isLoggedIn: true,
  user: { sub: 'u1', kind: 'consumer', email: 'ana@example.com', given_name: 'Ana', family_name: 'Souza', cashBackBalance: 4590, favoritePostalCode: '01310-100' },
}

function fakeApi(session: AccountSession = loggedIn): jest.Mocked<AccountApi> {
  return {
    getSession: jest.fn(async () => session),
    getUserProfile: jest.fn(async () => profile),
    getCashbackBalance: jest.fn(async () => 4590),
    logout: jest.fn(async () => '/'),
  }
}

beforeEach(() => window.sessionStorage.clear())

describe('loadAccount', () => {
  it('loads the profile from the server once, then from sessionStorage', async () => {
    const api = fakeApi()
    const first = await loadAccount(api)
    expect(first).toMatchObject({ status: 'authenticated', cashback: 4590 })
    expect(JSON.parse(window.sessionStorage.getItem(PROFILE_CACHE_KEY)!).sub).toBe('u1')
    await loadAccount(api)
    expect(api.getUserProfile).toHaveBeenCalledTimes(1)
    expect(api.getSession).toHaveBeenCalledTimes(2)
  })

  it('refetches after a return from login, and for another customer', async () => {
    const api = fakeApi()
    await loadAccount(api)
    await loadAccount(api, { returnedFromLogin: true })
    expect(api.getUserProfile).toHaveBeenCalledTimes(2)
    window.sessionStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify({ ...profile, sub: 'other' }))
    await loadAccount(api)
    expect(api.getUserProfile).toHaveBeenCalledTimes(3)
  })

  it('visitors are anonymous and the cache is dropped', async () => {
    window.sessionStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify(profile))
    const api = fakeApi({ isLoggedIn: false, user: null })
    expect(await loadAccount(api)).toEqual({ status: 'anonymous' })
    expect(api.getUserProfile).not.toHaveBeenCalled()
    expect(window.sessionStorage.getItem(PROFILE_CACHE_KEY)).toBeNull()
  })

  it('keeps the session balance when the cashback call fails; finds the favourite CEP', async () => {
    const api = fakeApi()
    api.getCashbackBalance.mockRejectedValue(new Error('down'))
    const state = await loadAccount(api)
    expect(state).toMatchObject({ cashback: 4590 })
    expect(favoritePostalCode(state)).toBe('01310-100')
    expect(favoritePostalCode({ status: 'anonymous' })).toBeNull()
  })
})

describe('login helpers', () => {
  it('links to the login with returnUrl = account page + #loginSuccess', () => {
    expect(loginUrl()).toBe('/login?returnUrl=%2Faccount%23loginSuccess')
    expect(isReturnFromLogin('http://x/account#loginSuccess')).toBe(true)
    expect(isReturnFromLogin('http://x/account')).toBe(false)
  })
})

function UserProbe() {
  const { user } = useSession()
  return <output data-testid="user">{user?.givenName ?? 'none'}</output>
}

function renderWithAccount(api: AccountApi, ui: React.ReactNode, navigate = jest.fn()) {
  render(
    <SessionProvider storage={new MemoryStorage()}>
      <AccountProvider api={api} navigate={navigate}>
        {ui}
        <UserProbe />
      </AccountProvider>
    </SessionProvider>,
  )
  return { navigate }
}

describe('account menus', () => {
  it('desktop, logged in: Minha conta, Meus pedidos, Trocas e devoluções, Clube, Sair', async () => {
    renderWithAccount(fakeApi(), <AccountMenu />)
    const menu = await screen.findByTestId('account-menu')
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(5))
    expect(within(menu).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Minha conta',
      'Meus pedidos',
      'Trocas e devoluções',
      'Clube',
      'Sair',
    ])
    expect(within(menu).getByTestId('cashback')).toHaveTextContent(/R\$\s?45,90/)
    expect(screen.getByTestId('user')).toHaveTextContent('Ana')
  })

  it('logged out: the invitation, masked cashback and the login link', async () => {
    renderWithAccount(fakeApi({ isLoggedIn: false, user: null }), <AccountMenu />)
    const menu = await screen.findByTestId('account-logged-out')
    expect(menu).toHaveTextContent('Faça login para consultar o seu cashback e acompanhar seu pedido :)')
    expect(within(menu).getByTestId('cashback')).toHaveTextContent('R$ •••')
    expect(within(menu).getByRole('link', { name: 'Fazer login' })).toHaveAttribute('href', '/login?returnUrl=%2Faccount%23loginSuccess')
  })

  it('mobile panel: the nine entries; Preciso de ajuda opens the help modal', async () => {
    const removePortal = ensurePortalElement()
    renderWithAccount(fakeApi(), <AccountPanel />)
    const panel = await screen.findByTestId('account-panel')
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Minhas compras',
      'Meus favoritos',
      'Cartão Presente',
      'Trocas e devoluções',
      'Gerenciar perfil',
      'Clube',
      'Preciso de ajuda',
      'Sair',
    ])
    fireEvent.click(within(panel).getByRole('button', { name: 'Preciso de ajuda' }))
    const help = screen.getByRole('dialog', { name: 'Acesse nossos canais de atendimento' })
    expect(within(help).getByRole('link', { name: 'Fale conosco pelo whatsapp' })).toHaveAttribute('href', expect.stringContaining('wa.me'))
    expect(help.style.getPropertyValue('--help-narrow')).toBe('343px')
    expect(help.style.getPropertyValue('--help-wide')).toBe('375px')
    removePortal()
  })

  it('Sair logs out with returnPath / and goes to the answer', async () => {
    const api = fakeApi()
    const { navigate } = renderWithAccount(api, <AccountMenu />)
    fireEvent.click(await screen.findByRole('button', { name: 'Sair' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'))
    expect(api.logout).toHaveBeenCalledWith('/')
    expect(screen.getByTestId('user')).toHaveTextContent('none')
  })
})

describe('RequireLogin', () => {
  it('visitors see the login invitation instead of the page', async () => {
    renderWithAccount(fakeApi({ isLoggedIn: false, user: null }), <RequireLogin>{() => <p>segredo</p>}</RequireLogin>)
    expect(await screen.findByTestId('account-login-required')).toBeInTheDocument()
    expect(screen.queryByText('segredo')).not.toBeInTheDocument()
  })
  it('logged-in users see the page', async () => {
    renderWithAccount(fakeApi(), <RequireLogin>{({ profile: p }) => <p>{p.getUserProfile.claims.email}</p>}</RequireLogin>)
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument()
  })
})
