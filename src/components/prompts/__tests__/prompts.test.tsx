/** @jest-environment jsdom */
import '../../../sdk/__tests__/textEncoderPolyfill'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

import { renderThenHydrate } from '../../../test-support/hydration'
import { CartProvider } from '../../../sdk/cart/Provider'
import { CepProvider, useCep } from '../../../sdk/cep'
import { SessionProvider, useSession } from '../../../sdk/session'
import { CATALOGUE, MemoryGateway, MemoryStorage } from '../../../sdk/__tests__/memoryGateway'
import { ensurePortalElement } from '../../ui/portal'
import { AccountContext } from '../../session/AccountProvider'
import type { AccountContextValue } from '../../session/AccountProvider'
import { CepModal } from '../CepModal'
import { CepPrompt } from '../CepPrompt'
import { useFavoriteAddressCep } from '../useFavoriteAddressCep'
import { CookieNotice } from '../CookieNotice'
import vm from 'node:vm'
import { COOKIE_ACCEPT_ATTRIBUTE, COOKIES_ACCEPTED_ATTRIBUTE, cookieNoticeHeadScript } from '../cookie-notice-script'
import { readCookie } from '../../../sdk/storage/cookies'
import { COOKIE_CONSENT_VERSION } from '../../../config/constants'
import { decodeConsent } from '../../../contracts/consent'
import { closeConsentPreferences, CONSENT_COOKIE, consentStore, useConsentPreferencesOpen } from '../../../sdk/consent'
import { currentRoute } from '../../../sdk/route'

jest.mock('../../../commerce/address', () => ({
  getAddressByPostalCode: jest.fn(async (cep: string) => ({ postalCode: cep, city: 'São Paulo' })),
}))

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

function SessionProbe() {
  const { postalCode } = useSession()
  return <output data-testid="postal-code">{postalCode ?? 'none'}</output>
}

/** Opens the CEP modal of the rendered store (as the header's delivery widget does). */
let openCepModal: () => void = () => undefined
function CepProbe() {
  openCepModal = useCep().openCepModal
  return null
}

function Providers({ children, gateway }: { children: ReactNode; gateway: MemoryGateway }) {
  return (
    <SessionProvider storage={new MemoryStorage()}>
      <CartProvider gateway={gateway} storage={new MemoryStorage()}>
        <CepProvider>
          {children}
          <SessionProbe />
          <CepProbe />
        </CepProvider>
      </CartProvider>
    </SessionProvider>
  )
}

/** The cookie the head script writes when 'Aceitar' is clicked before hydration (run on a stand-in document). */
function headScriptAcceptCookie(): string {
  let listener: (event: { target: unknown }) => void = () => undefined
  const doc = {
    cookie: '',
    documentElement: { setAttribute: () => undefined },
    addEventListener: (_type: string, handler: typeof listener) => void (listener = handler),
  }
  vm.runInNewContext(cookieNoticeHeadScript(), { document: doc, location: { protocol: window.location.protocol } })
  listener({ target: { closest: (selector: string) => (selector === `[${COOKIE_ACCEPT_ATTRIBUTE}]` ? {} : null) } })
  return doc.cookie
}

beforeEach(() => {
  clearCookies()
})

describe('CookieNotice', () => {
  it('shows until the notice is answered; Aceitar stores cookiePolicies=true for 365 days and every purpose', () => {
    const writes: string[] = []
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
      writes.push(value)
      descriptor.set!.call(document, value)
    })
    render(<CookieNotice />)
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }))
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument()
    expect(readCookie('cookiePolicies')).toBe('true')
    const policiesWrites = writes.filter((write) => write.startsWith('cookiePolicies='))
    expect(policiesWrites).toEqual([expect.stringMatching(/^cookiePolicies=true; Max-Age=31536000; Path=\//)])
    spy.mockRestore()
    expect(policiesWrites[0]).toBe(headScriptAcceptCookie())
    expect(decodeConsent(readCookie(CONSENT_COOKIE))).toMatchObject({ purposes: { analytics: true, personalisation: true }, version: COOKIE_CONSENT_VERSION })
  })

  it('Recusar is as near as Aceitar: it stores the refusal (cookiePolicies=false, no purpose) with its date and hides the notice', () => {
    render(<CookieNotice />)
    const buttons = screen.getAllByRole('button').map((button) => button.textContent)
    expect(buttons).toEqual(['Personalizar', 'Recusar', 'Aceitar'])
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }))
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument()
    expect(readCookie('cookiePolicies')).toBe('false')
    const choice = decodeConsent(readCookie(CONSENT_COOKIE))
    expect(choice).toMatchObject({ purposes: { analytics: false, personalisation: false }, version: COOKIE_CONSENT_VERSION })
    expect(Date.now() - Date.parse(choice!.decidedAt)).toBeLessThan(60_000)
    expect(document.documentElement).toHaveAttribute(COOKIES_ACCEPTED_ATTRIBUTE)
    document.documentElement.removeAttribute(COOKIES_ACCEPTED_ATTRIBUTE)
  })

  it('is not shown once refused', () => {
    document.cookie = 'cookiePolicies=false; Path=/'
    render(<CookieNotice />)
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument()
  })

  it('is shown again for a choice of an older version of the notice', () => {
    document.cookie = `cookieConsent=${encodeURIComponent('v=0&analytics=1&personalisation=1&at=2025-01-01T00:00:00.000Z')}; Path=/`
    document.cookie = 'cookiePolicies=true; Path=/'
    render(<CookieNotice />)
    expect(screen.getByTestId('cookie-notice')).toBeInTheDocument()
  })

  it('Personalizar opens the preferences and stores nothing yet', () => {
    function Open() {
      return <span data-testid="open">{String(useConsentPreferencesOpen())}</span>
    }
    render(
      <>
        <CookieNotice />
        <Open />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Personalizar' }))
    expect(screen.getByTestId('open')).toHaveTextContent('true')
    expect(readCookie('cookiePolicies')).toBeNull()
    act(() => closeConsentPreferences())
  })

  it('is not shown once accepted', () => {
    document.cookie = 'cookiePolicies=true; Path=/'
    render(<CookieNotice />)
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument()
  })

  it('Aceitar marks <html> as the head script would', () => {
    render(<CookieNotice />)
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }))
    expect(document.documentElement).toHaveAttribute(COOKIES_ACCEPTED_ATTRIBUTE)
    document.documentElement.removeAttribute(COOKIES_ACCEPTED_ATTRIBUTE)
  })

  it('a click outside hides it without accepting', () => {
    render(
      <>
        <p>página</p>
        <CookieNotice />
      </>,
    )
    expect(screen.getByTestId('cookie-notice')).toBeInTheDocument()
    fireEvent.pointerDown(screen.getByText('página'))
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument()
    expect(readCookie('cookiePolicies')).toBeNull()
    expect(readCookie(CONSENT_COOKIE)).toBeNull()
    expect(consentStore().purposes()).toEqual({ analytics: false, personalisation: false })
  })
})

describe('CookieNotice in the static HTML', () => {
  /** Renders like the build (whatever the cookie), then hydrates like the browser. */
  async function serverRenderThenHydrate() {
    const hydrated = await renderThenHydrate(<CookieNotice />)
    const hydrationErrors = { consoleErrors: hydrated.consoleErrors.mock.calls, recoverable: hydrated.recoverable }
    return { serverHtml: hydrated.serverHtml, container: hydrated.container, hydrationErrors, cleanUp: hydrated.cleanup }
  }

  it('is in the server markup even when the cookie says true (the head script hides it then)', () => {
    document.cookie = 'cookiePolicies=true; Path=/'
    expect(renderToString(<CookieNotice />)).toContain('data-testid="cookie-notice"')
  })

  it('hydrates without a mismatch and stays for a first visit', async () => {
    const { serverHtml, container, hydrationErrors, cleanUp } = await serverRenderThenHydrate()
    expect(serverHtml).toContain('Aceitar')
    expect(hydrationErrors).toEqual({ consoleErrors: [], recoverable: [] })
    expect(container.querySelector('[data-testid="cookie-notice"]')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }))
    expect(container.querySelector('[data-testid="cookie-notice"]')).toBeNull()
    expect(readCookie('cookiePolicies')).toBe('true')
    document.documentElement.removeAttribute(COOKIES_ACCEPTED_ATTRIBUTE)
    cleanUp()
  })

  it('hydrates without a mismatch and removes itself once it reads cookiePolicies=true', async () => {
    document.cookie = 'cookiePolicies=true; Path=/'
    const { serverHtml, container, hydrationErrors, cleanUp } = await serverRenderThenHydrate()
    expect(serverHtml).toContain('data-testid="cookie-notice"')
    expect(hydrationErrors).toEqual({ consoleErrors: [], recoverable: [] })
    expect(container.querySelector('[data-testid="cookie-notice"]')).toBeNull()
    cleanUp()
  })
})

describe('CepPrompt', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  async function renderPrompt() {
    const gateway = new MemoryGateway(CATALOGUE)
    const shipping = jest.spyOn(gateway, 'setShippingData')
    render(
      <Providers gateway={gateway}>
        <p>fora</p>
        <CepPrompt />
      </Providers>,
    )
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0)
    })
    return { gateway, shipping }
  }

  it('formats the CEP as it is typed (digits only, hyphen after 5, 9 characters)', async () => {
    await renderPrompt()
    const input = screen.getByTestId('cep-input') as HTMLInputElement
    expect(input.maxLength).toBe(9)
    fireEvent.change(input, { target: { value: '01a31' } })
    expect(input.value).toBe('0131')
    fireEvent.change(input, { target: { value: '013101' } })
    expect(input.value).toBe('01310-1')
    fireEvent.change(input, { target: { value: '0131010099' } })
    expect(input.value).toBe('01310-100')
  })

  it('submits 500 ms after 9 characters: stores the CEP, adds shipping data to the cart, hides', async () => {
    const { shipping } = await renderPrompt()
    fireEvent.change(screen.getByTestId('cep-input'), { target: { value: '01310100' } })
    await act(async () => {
      await jest.advanceTimersByTimeAsync(499)
    })
    expect(screen.getByTestId('postal-code')).toHaveTextContent('none')
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1)
    })
    expect(screen.getByTestId('postal-code')).toHaveTextContent('01310-100')
    await waitFor(() => expect(shipping).toHaveBeenCalledWith(expect.any(String), { cep: '01310-100' }))
    expect(screen.queryByTestId('cep-prompt')).not.toBeInTheDocument()
  })

  it('Mais tarde dismisses it with a 1-day cookie', async () => {
    await renderPrompt()
    fireEvent.click(screen.getByRole('button', { name: 'Mais tarde' }))
    expect(screen.queryByTestId('cep-prompt')).not.toBeInTheDocument()
    expect(readCookie('cepPromptDismissed')).toBe('true')
  })

  it('a click outside dismisses it; a click on another prompt does not', async () => {
    await renderPrompt()
    const other = document.createElement('div')
    other.setAttribute('data-prompt', 'cookies')
    document.body.appendChild(other)
    fireEvent.pointerDown(other)
    expect(screen.getByTestId('cep-prompt')).toBeInTheDocument()
    fireEvent.pointerDown(screen.getByText('fora'))
    expect(screen.queryByTestId('cep-prompt')).not.toBeInTheDocument()
    expect(readCookie('cepPromptDismissed')).toBe('true')
    other.remove()
  })

  it('goes when a client navigation enters the checkout, and comes back outside it', async () => {
    await renderPrompt()
    expect(screen.getByTestId('cep-prompt')).toBeInTheDocument()
    act(() => currentRoute.set('/checkout/profile'))
    expect(screen.queryByTestId('cep-prompt')).not.toBeInTheDocument()
    act(() => currentRoute.set('/esportes/corrida'))
    expect(screen.getByTestId('cep-prompt')).toBeInTheDocument()
  })

  it('is not shown with the dismissal cookie, or while the CEP modal is open', async () => {
    document.cookie = 'cepPromptDismissed=true; Path=/'
    await renderPrompt()
    expect(screen.queryByTestId('cep-prompt')).not.toBeInTheDocument()
  })

  it('hides while the CEP modal is open; the modal submits and closes too', async () => {
    const remove = ensurePortalElement()
    const gateway = new MemoryGateway(CATALOGUE)
    render(
      <Providers gateway={gateway}>
        <CepPrompt />
        <CepModal />
      </Providers>,
    )
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0)
    })
    expect(screen.getByTestId('cep-prompt')).toBeInTheDocument()
    act(() => openCepModal())
    expect(screen.queryByTestId('cep-prompt')).not.toBeInTheDocument()
    const input = screen.getByRole('dialog', { name: 'Informe seu CEP' }).querySelector('input')!
    fireEvent.change(input, { target: { value: '04538133' } })
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500)
    })
    expect(screen.queryByRole('dialog', { name: 'Informe seu CEP' })).not.toBeInTheDocument()
    expect(screen.getByTestId('postal-code')).toHaveTextContent('04538-133')
    expect(screen.queryByTestId('cep-prompt')).not.toBeInTheDocument()
    remove()
  })
})

describe('useFavoriteAddressCep', () => {
  function account(status: 'loading' | 'authenticated', favourite: string | null): AccountContextValue {
    return {
      state: status === 'loading' ? { status } : ({ status: 'authenticated' } as AccountContextValue['state']),
      isLoggedIn: status === 'authenticated',
      cashback: null,
      favoritePostalCode: favourite,
      returnedFromLogin: false,
      loginUrl: '/login',
      logout: async () => undefined,
      reload: () => undefined,
      refresh: () => undefined,
    }
  }
  function Favourite() {
    useFavoriteAddressCep()
    return null
  }

  it('stores the favourite address postal code when none is stored', async () => {
    const gateway = new MemoryGateway(CATALOGUE)
    const shipping = jest.spyOn(gateway, 'setShippingData')
    const { rerender } = render(
      <Providers gateway={gateway}>
        <AccountContext.Provider value={account('loading', null)}>
          <Favourite />
        </AccountContext.Provider>
      </Providers>,
    )
    expect(screen.getByTestId('postal-code')).toHaveTextContent('none')
    rerender(
      <Providers gateway={gateway}>
        <AccountContext.Provider value={account('authenticated', '01310-100')}>
          <Favourite />
        </AccountContext.Provider>
      </Providers>,
    )
    await waitFor(() => expect(screen.getByTestId('postal-code')).toHaveTextContent('01310-100'))
    await waitFor(() => expect(shipping).toHaveBeenCalledWith(expect.any(String), { cep: '01310-100' }))
  })
})
