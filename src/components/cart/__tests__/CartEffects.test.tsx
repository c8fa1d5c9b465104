/** @jest-environment jsdom */
import '../../../sdk/__tests__/textEncoderPolyfill'
import { act, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'

import { getSession } from '../../../commerce/account'
import { CartProvider } from '../../../sdk/cart'
import { SessionProvider } from '../../../sdk/session'
import type { Session } from '../../../sdk/session'
import { createInitialSession } from '../../../sdk/session/defaults'
import { ToastProvider, useToast } from '../../../sdk/toast'
import { CATALOGUE, MemoryGateway, MemoryStorage } from '../../../sdk/__tests__/memoryGateway'
import { clientProfile, orderForm, orderFormItem, orderFormMessage } from '../../../test-support/order-form'
import { CartEffects } from '../CartEffects'
import { AccountProvider } from '../../session/AccountProvider'
import type { AccountApi } from '../../session/load-account'
import type { AccountSession } from '../../../commerce/account'

jest.mock('../../../commerce/account', () => ({ getSession: jest.fn() }))

function Toasts() {
  const { toasts } = useToast()
  return (
    <ul>
      {toasts.map((toast) => (
        <li key={toast.id} data-testid="toast" data-variant={toast.variant}>
          {toast.text}
        </li>
      ))}
    </ul>
  )
}

function renderEffects(gateway: MemoryGateway, { orderFormId, session }: { orderFormId: string; session?: Session }) {
  return render(
    <StrictMode>
      <SessionProvider storage={new MemoryStorage()} initialSession={session}>
        <CartProvider gateway={gateway} storage={new MemoryStorage()} orderFormId={orderFormId}>
          <ToastProvider>
            <CartEffects />
            <Toasts />
          </ToastProvider>
        </CartProvider>
      </SessionProvider>
    </StrictMode>,
  )
}

/** An account API whose session answers when the test says (the other calls answer at once). */
function accountApi() {
  let answer: (session: AccountSession) => void = () => undefined
  const session = new Promise<AccountSession>((resolve) => (answer = resolve))
  const api: jest.Mocked<AccountApi> = {
    getSession: jest.fn(() => session),
    getUserProfile: jest.fn(async () => ({
      sub: 'u1',
      getUserProfile: { sub: 'u1', claims: { email: 'ana.souza@example.com', given_name: 'Ana', middle_name: null, family_name: 'Souza', birthdate: null, phone_number: null, phone_verified: false, gender: null }, additional_information: [], identifiers: [], purposes: [] },
      getAddresses: [],
      cashBackBalance: 0,
    })) as never,
    getCashbackBalance: jest.fn(async () => 0),
    logout: jest.fn(async () => '/'),
  }
  return { api, answer }
}

function renderEffectsInAccount(gateway: MemoryGateway, api: AccountApi, orderFormId: string) {
  return render(
    <SessionProvider storage={new MemoryStorage()}>
      <CartProvider gateway={gateway} storage={new MemoryStorage()} orderFormId={orderFormId}>
        <AccountProvider api={api} navigate={jest.fn()}>
          <ToastProvider>
            <CartEffects />
          </ToastProvider>
        </AccountProvider>
      </CartProvider>
    </SessionProvider>,
  )
}

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })

const opsOf = (gateway: MemoryGateway, op: string) => gateway.log.filter((entry) => entry === `start:${op}`)

beforeEach(() => {
  jest.mocked(getSession).mockClear()
  jest.mocked(getSession).mockResolvedValue({ isLoggedIn: false, user: null })
  window.history.replaceState(null, '', '/')
})

describe('CartEffects', () => {
  it('turns cart messages into toasts once (status as variant, silent codes left out) and clears them on the server once', async () => {
    const gateway = new MemoryGateway(CATALOGUE)
    gateway.seed(
      orderForm({
        orderFormId: 'messages',
        messages: [
          orderFormMessage({ code: 'itemQuantityNotAvailable', text: 'A quantidade desejada não está disponível', status: 'warning' }),
          orderFormMessage({ code: 'couponApplied', text: 'Cupom aplicado', status: 'success' }),
          orderFormMessage({ code: 'changedFreightPrice', text: 'O frete mudou', status: 'info' }),
          orderFormMessage({ code: 'itemPriceChanged', text: 'O preço mudou', status: 'info' }),
        ],
      }),
    )
    renderEffects(gateway, { orderFormId: 'messages' })
    await waitFor(() => expect(opsOf(gateway, 'clearMessages')).toHaveLength(1))
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    const toasts = screen.getAllByTestId('toast')
    expect(toasts.map((toast) => [toast.textContent, toast.dataset.variant])).toEqual([
      ['A quantidade desejada não está disponível', 'error'],
      ['Cupom aplicado', 'success'],
    ])
    expect(opsOf(gateway, 'clearMessages')).toHaveLength(1)
    expect(gateway.orderForms.get('messages')?.messages).toEqual([])
  })

  it('attaches the logged-in shopper’s profile once when the cart’s e-mail differs', async () => {
    const gateway = new MemoryGateway(CATALOGUE)
    gateway.seed(orderForm({ orderFormId: 'profile', clientProfileData: clientProfile({ email: 'outra@example.com' }) }))
    const setClientProfile = jest.spyOn(gateway, 'setClientProfile')
    const session: Session = { ...createInitialSession(), user: { id: 'u1', email: 'ana.souza@example.com', givenName: 'Ana', familyName: 'Souza' } }
    renderEffects(gateway, { orderFormId: 'profile', session })
    await waitFor(() => expect(setClientProfile).toHaveBeenCalledTimes(1))
    expect(setClientProfile).toHaveBeenCalledWith('profile', { email: 'ana.souza@example.com', firstName: 'Ana', lastName: 'Souza', documentType: 'cpf' })
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(setClientProfile).toHaveBeenCalledTimes(1)
    expect(gateway.orderForms.get('profile')?.clientProfileData?.email).toBe('ana.souza@example.com')
  })

  it('asks the account session when the store session has no user; a visitor attaches nothing', async () => {
    const gateway = new MemoryGateway(CATALOGUE)
    gateway.seed(orderForm({ orderFormId: 'visitor' }))
    const setClientProfile = jest.spyOn(gateway, 'setClientProfile')
    renderEffects(gateway, { orderFormId: 'visitor' })
    await waitFor(() => expect(getSession).toHaveBeenCalled())
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(setClientProfile).not.toHaveBeenCalled()
  })

  it('inside the account provider, waits for its session instead of asking again, then attaches the member’s profile once', async () => {
    window.sessionStorage.clear()
    const gateway = new MemoryGateway(CATALOGUE)
    gateway.seed(orderForm({ orderFormId: 'member', clientProfileData: clientProfile({ email: 'outra@example.com' }) }))
    const setClientProfile = jest.spyOn(gateway, 'setClientProfile')
    const { api, answer } = accountApi()
    renderEffectsInAccount(gateway, api, 'member')
    await settle()
    // The account is still loading: nothing attached, and the session not asked for a second time.
    expect(setClientProfile).not.toHaveBeenCalled()
    answer({ isLoggedIn: true, user: { sub: 'u1', kind: 'consumer', email: 'ana.souza@example.com', given_name: 'Ana', family_name: 'Souza', cashBackBalance: 0, favoritePostalCode: null } })
    await waitFor(() => expect(setClientProfile).toHaveBeenCalledTimes(1))
    expect(setClientProfile).toHaveBeenCalledWith('member', { email: 'ana.souza@example.com', firstName: 'Ana', lastName: 'Souza', documentType: 'cpf' })
    await settle()
    expect(setClientProfile).toHaveBeenCalledTimes(1)
    expect(api.getSession).toHaveBeenCalledTimes(1)
    expect(getSession).not.toHaveBeenCalled()
  })

  it('inside the account provider, a visitor’s cart gets nothing and the session is asked for once, by the account', async () => {
    const gateway = new MemoryGateway(CATALOGUE)
    gateway.seed(orderForm({ orderFormId: 'guest' }))
    const setClientProfile = jest.spyOn(gateway, 'setClientProfile')
    const { api, answer } = accountApi()
    renderEffectsInAccount(gateway, api, 'guest')
    answer({ isLoggedIn: false, user: null })
    await waitFor(() => expect(api.getSession).toHaveBeenCalledTimes(1))
    await settle()
    expect(setClientProfile).not.toHaveBeenCalled()
    expect(getSession).not.toHaveBeenCalled()
  })

  it('does not attach a profile the cart already has', async () => {
    const gateway = new MemoryGateway(CATALOGUE)
    gateway.seed(orderForm({ orderFormId: 'same', clientProfileData: clientProfile({ email: 'ana.souza@example.com' }) }))
    const setClientProfile = jest.spyOn(gateway, 'setClientProfile')
    const session: Session = { ...createInitialSession(), user: { id: 'u1', email: 'ana.souza@example.com' } }
    renderEffects(gateway, { orderFormId: 'same', session })
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(setClientProfile).not.toHaveBeenCalled()
  })

  it('without consent to personalisation and advertising, the click ids stay off the order form (the utm data goes)', async () => {
    window.history.replaceState(null, '', '/?utm_source=awin&utm_medium=afiliados&utm_campaign=verao&awc=AWC-1')
    document.cookie = '_fbp=fb.1.123; Path=/'
    const gateway = new MemoryGateway(CATALOGUE)
    gateway.seed(orderForm({ orderFormId: 'no-consent', items: [orderFormItem()] }))
    const addCustomData = jest.spyOn(gateway, 'addCustomData')
    const setMarketingData = jest.spyOn(gateway, 'setMarketingData')
    renderEffects(gateway, { orderFormId: 'no-consent' })
    await waitFor(() => expect(setMarketingData).toHaveBeenCalledTimes(1))
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(addCustomData).not.toHaveBeenCalled()
    document.cookie = '_fbp=; Max-Age=0; Path=/'
  })

  it('puts the tracking click ids and the utm data on the order form once', async () => {
    window.history.replaceState(null, '', '/?utm_source=awin&utm_medium=afiliados&utm_campaign=verao&awc=AWC-1')
    document.cookie = '_fbp=fb.1.123; Path=/'
    // 'Aceitar' pressed: every purpose granted.
    document.cookie = 'cookiePolicies=true; Path=/'
    const gateway = new MemoryGateway(CATALOGUE)
    gateway.seed(orderForm({ orderFormId: 'tracking', items: [orderFormItem()] }))
    const addCustomData = jest.spyOn(gateway, 'addCustomData')
    const setMarketingData = jest.spyOn(gateway, 'setMarketingData')
    renderEffects(gateway, { orderFormId: 'tracking' })
    await waitFor(() => expect(setMarketingData).toHaveBeenCalledTimes(1))
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(addCustomData).toHaveBeenCalledTimes(1)
    expect(addCustomData).toHaveBeenCalledWith('tracking', { appId: 'tracking', fields: { awc: 'AWC-1', fbp: 'fb.1.123' } })
    expect(setMarketingData).toHaveBeenCalledWith('tracking', expect.objectContaining({ utmSource: 'awin', utmMedium: 'afiliados', utmCampaign: 'verao' }))
    document.cookie = '_fbp=; Max-Age=0; Path=/'
    document.cookie = 'cookiePolicies=; Max-Age=0; Path=/'
    document.cookie = 'cookieConsent=; Max-Age=0; Path=/'
  })
})
