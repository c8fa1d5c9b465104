/** @jest-environment jsdom */
import { renderThenHydrate } from '../../test-support/hydration'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'

import { SESSION_STORAGE_KEY_SUFFIX, SESSION_STORAGE_NAMESPACE_DEFAULT } from '../../config/constants'
import { createStoreConfig, storeConfig } from '../../config/store'
import { createInitialSession, sessionStorageKey, TOOLKIT_SESSION_DEFAULTS } from '../session/defaults'
import { SessionProvider, useSession } from '../session/Provider'
import type { SessionProviderProps } from '../session/Provider'
import { reviveSession } from '../session/revive'
import type { Session } from '../session/types'
import type { KeyValueStorage } from '../storage/browserStorage'
import { MemoryStorage } from './memoryGateway'

const KEY = 'main::store::session'

function SessionView() {
  const { currency, country, locale, postalCode, channel } = useSession()
  return (
    <p data-testid="session">
      {currency.code} {currency.symbol} {country} {locale} {postalCode ?? 'sem CEP'} {channel ?? 'sem canal'}
    </p>
  )
}

const storedSession = (patch: Partial<Session>): Session => ({ ...createInitialSession(), ...patch })

beforeEach(() => {
  window.localStorage.clear()
})

afterEach(() => {
  jest.restoreAllMocks()
})

describe('session defaults', () => {
  it('the toolkit defaults are USD, $, USA, en and null postal code, channel and user', () => {
    expect(TOOLKIT_SESSION_DEFAULTS).toEqual({
      currency: { code: 'USD', symbol: '$' },
      country: 'USA',
      locale: 'en',
      postalCode: null,
      channel: null,
      user: null,
    })
  })

  it('the store overrides them with BRL, R$, BRA, pt-BR and its sales channel', () => {
    expect(createInitialSession(createStoreConfig('consumer'))).toEqual({
      currency: { code: 'BRL', symbol: 'R$' },
      country: 'BRA',
      locale: 'pt-BR',
      postalCode: null,
      channel: '3',
      user: null,
    })
    expect(createInitialSession(createStoreConfig('business')).channel).toBe('1')
    expect(createInitialSession().channel).toBe(storeConfig.salesChannel)
  })

  it('is stored under {namespace}::store::session, namespace main by default', () => {
    expect(SESSION_STORAGE_NAMESPACE_DEFAULT).toBe('main')
    expect(SESSION_STORAGE_KEY_SUFFIX).toBe('::store::session')
    expect(sessionStorageKey()).toBe(KEY)
    expect(sessionStorageKey('b2b')).toBe('b2b::store::session')
  })
})

describe('reviveSession', () => {
  const fallback = createInitialSession()

  it('merges a stored session over the fallback and ignores fields of the wrong type', () => {
    expect(
      reviveSession({ postalCode: '01310-100', country: 42, user: { id: 'u1', email: 'a@b.c' }, extra: true }, fallback),
    ).toEqual({ ...fallback, postalCode: '01310-100', user: { id: 'u1', email: 'a@b.c' } })
  })

  it('rejects what is not an object', () => {
    expect(reviveSession('x', fallback)).toBeNull()
    expect(reviveSession(null, fallback)).toBeNull()
    expect(reviveSession([1], fallback)).toBeNull()
  })
})

describe('SessionProvider', () => {
  it('server HTML equals the first client render with stored data (no hydration warning)', async () => {
    window.localStorage.setItem(KEY, JSON.stringify(storedSession({ postalCode: '01310-100' })))
    const app = (
      <SessionProvider>
        <SessionView />
      </SessionProvider>
    )
    const hydrated = await renderThenHydrate(app)
    expect(hydrated.serverHtml).toContain('sem CEP')
    expect(hydrated.consoleErrors).not.toHaveBeenCalled()
    expect(hydrated.recoverable).toEqual([])
    // The stored value is applied after mount.
    expect(hydrated.container.textContent).toContain('01310-100')
    hydrated.cleanup()
  })

  it('uses the store defaults when nothing is stored and saves them', async () => {
    render(
      <SessionProvider>
        <SessionView />
      </SessionProvider>,
    )
    expect(screen.getByTestId('session')).toHaveTextContent('BRL R$ BRA pt-BR sem CEP 3')
    await waitFor(() => expect(window.localStorage.getItem(KEY)).not.toBeNull())
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual(createInitialSession())
  })

  it('does not overwrite the stored session with the initial one', async () => {
    const stored = storedSession({ postalCode: '20040-002', user: { id: 'u9' } })
    window.localStorage.setItem(KEY, JSON.stringify(stored))
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper })
    await waitFor(() => expect(result.current.postalCode).toBe('20040-002'))
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual(stored)
  })

  it('saves every change', async () => {
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper })
    await waitFor(() => expect(window.localStorage.getItem(KEY)).not.toBeNull())
    act(() => result.current.setSession((session) => ({ ...session, postalCode: '30130-010' })))
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null').postalCode).toBe('30130-010')
    act(() => result.current.setSession((session) => ({ ...session, user: { id: 'u1', givenName: 'Ana' } })))
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null').user).toEqual({ id: 'u1', givenName: 'Ana' })
  })

  it('uses the namespace in the key', async () => {
    const { result } = renderHook(() => useSession(), {
      wrapper: ({ children }) => <SessionProvider namespace="b2b">{children}</SessionProvider>,
    })
    act(() => result.current.setSession((session) => ({ ...session, postalCode: '01001-000' })))
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('b2b::store::session') ?? 'null')?.postalCode).toBe('01001-000'),
    )
    expect(window.localStorage.getItem(KEY)).toBeNull()
  })

  it('reads the stored session again when the tab becomes visible or gains focus', async () => {
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper })
    await waitFor(() => expect(window.localStorage.getItem(KEY)).not.toBeNull())

    // Another tab changed the session.
    window.localStorage.setItem(KEY, JSON.stringify(storedSession({ postalCode: '40010-000' })))
    expect(result.current.postalCode).toBeNull()
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(result.current.postalCode).toBe('40010-000')

    window.localStorage.setItem(KEY, JSON.stringify(storedSession({ postalCode: '50010-000' })))
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    expect(result.current.postalCode).toBe('50010-000')
  })

  it('does not re-read while the tab is hidden', async () => {
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper })
    await waitFor(() => expect(window.localStorage.getItem(KEY)).not.toBeNull())
    window.localStorage.setItem(KEY, JSON.stringify(storedSession({ postalCode: '40010-000' })))
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(result.current.postalCode).toBeNull()
  })

  describe('storage failures never break the page', () => {
    const throwing = (failure: 'read' | 'write'): KeyValueStorage => ({
      getItem: () => {
        if (failure === 'read') throw new DOMException('denied', 'SecurityError')
        return null
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => undefined,
    })

    it('invalid JSON is ignored', async () => {
      window.localStorage.setItem(KEY, '{not json')
      const { result } = renderHook(() => useSession(), { wrapper: Wrapper })
      await waitFor(() => expect(window.localStorage.getItem(KEY)).not.toBe('{not json'))
      expect(result.current.locale).toBe('pt-BR')
    })

    it.each(['read', 'write'] as const)('a storage that throws on %s', async (failure) => {
      const { result } = renderHook(() => useSession(), {
        wrapper: ({ children }) => <SessionProvider storage={throwing(failure)}>{children}</SessionProvider>,
      })
      act(() => result.current.setSession((session) => ({ ...session, postalCode: '01001-000' })))
      act(() => {
        window.dispatchEvent(new Event('focus'))
      })
      expect(result.current.postalCode).toBe('01001-000')
    })

    it('a disabled localStorage (getter throws)', async () => {
      jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError')
      })
      const { result } = renderHook(() => useSession(), { wrapper: Wrapper })
      act(() => result.current.setSession((session) => ({ ...session, postalCode: '01001-000' })))
      expect(result.current.postalCode).toBe('01001-000')
    })
  })

  describe('validator', () => {
    it('replaces the session with the one it returns', async () => {
      const storage = new MemoryStorage()
      storage.setItem(KEY, JSON.stringify(storedSession({ user: { id: 'stale' } })))
      const validate = jest.fn(async (session: Session) => (session.user?.id === 'stale' ? { ...session, user: null } : null))
      const { result } = renderHook(() => useSession(), {
        wrapper: ({ children }) => renderProvider({ storage, onValidateSession: validate }, children),
      })
      await waitFor(() => expect(validate).toHaveBeenCalledWith(expect.objectContaining({ user: { id: 'stale' } })))
      await waitFor(() => expect(result.current.user).toBeNull())
      await waitFor(() => expect(result.current.isValidating).toBe(false))
      expect(JSON.parse(storage.getItem(KEY) ?? 'null').user).toBeNull()
    })

    it('a failing validator keeps the session', async () => {
      const validate = jest.fn(async () => {
        throw new Error('offline')
      })
      const { result } = renderHook(() => useSession(), {
        wrapper: ({ children }) => renderProvider({ onValidateSession: validate }, children),
      })
      await waitFor(() => expect(validate).toHaveBeenCalled())
      await waitFor(() => expect(result.current.isValidating).toBe(false))
      expect(result.current.currency.code).toBe('BRL')
    })
  })

  it('useSession throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useSession())).toThrow('[store-sdk]: SessionContext needs to be on the React tree')
  })
})

function Wrapper({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>
}

function renderProvider(props: Omit<SessionProviderProps, 'children'>, children: ReactNode) {
  return <SessionProvider {...props}>{children}</SessionProvider>
}
