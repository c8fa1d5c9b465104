/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'

import type { AccountSession, UserProfileResponse } from '../../../commerce/account'
import { pushedEvents, resetDataLayer, withAnalytics } from '../../analytics/__tests__/support'
import { AccountProvider, useAccount } from '../AccountProvider'
import type { AccountApi } from '../load-account'

const loggedIn: AccountSession = {
  isLoggedIn: true,
  user: { sub: 'u1', kind: 'consumer', email: 'ana@example.com', given_name: 'Ana', family_name: 'Souza', cashBackBalance: 0, favoritePostalCode: null },
}

const profile = {
  sub: 'u1',
  kind: 'consumer',
  getUserProfile: { sub: 'u1', claims: { email: 'ana@example.com', given_name: 'Ana', family_name: 'Souza' }, additional_information: [], identifiers: [], purposes: [] },
  getAddresses: [],
  cashBackBalance: 0,
} as unknown as UserProfileResponse

const fakeApi = (session: AccountSession): AccountApi => ({
  getSession: jest.fn(async () => session),
  getUserProfile: jest.fn(async () => profile),
  getCashbackBalance: jest.fn(async () => 0),
  logout: jest.fn(async () => '/'),
})

function Status() {
  const { state } = useAccount()
  return <p data-testid="status">{state.status}</p>
}

const renderAt = (href: string, session: AccountSession) => {
  window.history.replaceState(null, '', href)
  return render(
    <StrictMode>
      {withAnalytics(
        <AccountProvider api={fakeApi(session)}>
          <Status />
        </AccountProvider>,
      )}
    </StrictMode>,
  )
}

beforeEach(() => {
  resetDataLayer()
  window.sessionStorage.clear()
})

describe('AccountProvider login analytics', () => {
  it('a return from the login page with a session pushes one login event and cleans the address', async () => {
    renderAt('/account#loginSuccess', loggedIn)
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'))
    expect(pushedEvents('login')).toEqual([{ event: 'login', method: 'email' }])
    expect(window.location.hash).toBe('')
  })

  it('an ordinary page load of a logged-in customer pushes no login', async () => {
    renderAt('/account', loggedIn)
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'))
    expect(pushedEvents('login')).toEqual([])
  })

  it('a return from login without a session pushes no login', async () => {
    renderAt('/account#loginSuccess', { isLoggedIn: false, user: null })
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'))
    expect(pushedEvents('login')).toEqual([])
  })
})
