/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react'

import { appCampaignGroup, appDeepLink, appPromptKind } from '../app-prompt-policy'
import type { AppPromptContext } from '../app-prompt-policy'
import { AppPrompt } from '../AppPrompt'
import { readCookie } from '../../../sdk/storage/cookies'

const base: AppPromptContext = {
  viewportWidth: 390,
  pathname: '/esportes/corrida',
  search: '',
  appInstalled: null,
  refuseApp: null,
  closedThisSession: false,
}

describe('appPromptKind', () => {
  it('offers the install at 1024 px or less, the open-app prompt when the app is installed', () => {
    expect(appPromptKind(base)).toBe('install')
    expect(appPromptKind({ ...base, viewportWidth: 1024 })).toBe('install')
    expect(appPromptKind({ ...base, appInstalled: 'true' })).toBe('open')
    expect(appPromptKind({ ...base, appInstalled: 'false' })).toBe('install')
  })
  it('is hidden on wider screens, in the app, in checkout, with refuseApp, after closing', () => {
    expect(appPromptKind({ ...base, viewportWidth: 1025 })).toBeNull()
    expect(appPromptKind({ ...base, search: '?mode=app' })).toBeNull()
    expect(appPromptKind({ ...base, pathname: '/checkout/cart' })).toBeNull()
    expect(appPromptKind({ ...base, pathname: '/checkout' })).toBeNull()
    expect(appPromptKind({ ...base, refuseApp: 'true' })).toBeNull()
    expect(appPromptKind({ ...base, closedThisSession: true })).toBeNull()
    expect(appPromptKind({ ...base, appInstalled: 'true', closedThisSession: true })).toBeNull()
  })
  it('maps utm_source to the app campaign group', () => {
    expect(appCampaignGroup('Instagram')).toBe('paid social')
    expect(appCampaignGroup('google')).toBe('paid search')
    expect(appCampaignGroup('newsletter')).toBe('redirect+app')
    expect(appCampaignGroup(null)).toBe('redirect+app')
    const link = new URL(appDeepLink('install', '/marcas', '?utm_source=criteo'))
    expect(link.searchParams.get('path')).toBe('/marcas?utm_source=criteo')
    expect(link.searchParams.get('campaign')).toBe('display')
  })
})

describe('AppPrompt', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    window.sessionStorage.clear()
    for (const name of ['appInstalled', 'refuseApp']) document.cookie = `${name}=; Max-Age=0; Path=/`
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 })
  })
  afterEach(() => jest.useRealTimers())

  it('appears 5 s after load on narrow screens', () => {
    render(<AppPrompt navigate={jest.fn()} />)
    act(() => jest.advanceTimersByTime(4999))
    expect(screen.queryByTestId('app-prompt-install')).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByTestId('app-prompt-install')).toBeInTheDocument()
  })

  it('never appears on wide screens', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 })
    render(<AppPrompt navigate={jest.fn()} />)
    act(() => jest.advanceTimersByTime(10_000))
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
  })

  it('closing sets the session flag and appInstalled=false', () => {
    render(<AppPrompt navigate={jest.fn()} />)
    act(() => jest.advanceTimersByTime(5000))
    fireEvent.click(screen.getByRole('button', { name: 'Agora não, fechar aviso do app' }))
    expect(screen.queryByTestId('app-prompt-install')).not.toBeInTheDocument()
    expect(readCookie('appInstalled')).toBe('false')
    expect(window.sessionStorage.getItem('store::appPromptClosed')).toBe('true')
  })

  it('accepting the install stores appInstalled=true and goes to the deep link', () => {
    const navigate = jest.fn()
    render(<AppPrompt navigate={navigate} />)
    act(() => jest.advanceTimersByTime(5000))
    fireEvent.click(screen.getByRole('button', { name: 'Baixar app' }))
    expect(readCookie('appInstalled')).toBe('true')
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/app\.arenaesportes\.com\.br\/abrir\?/))
  })

  it('offers to open the app when installed, and hides for refuseApp=true', () => {
    document.cookie = 'appInstalled=true; Path=/'
    const { unmount } = render(<AppPrompt navigate={jest.fn()} />)
    act(() => jest.advanceTimersByTime(5000))
    expect(screen.getByTestId('app-prompt-open')).toBeInTheDocument()
    unmount()
    document.cookie = 'refuseApp=true; Path=/'
    render(<AppPrompt navigate={jest.fn()} />)
    act(() => jest.advanceTimersByTime(5000))
    expect(screen.queryByTestId('app-prompt-open')).not.toBeInTheDocument()
  })
})
