/** @jest-environment jsdom */
import { memoryConsent } from '../../test-support/consent'
import { forgetWithdrawn } from '../consent-cleanup'
import { consentCommands, startConsentMode } from '../consent-mode'

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

beforeEach(() => {
  delete window.dataLayer
  delete window.gtag
  clearCookies()
  localStorage.clear()
})

describe('consent mode', () => {
  it('pushes the default (denied) first, then the stored choice, then each change, as gtag arguments', () => {
    const store = memoryConsent({ analytics: true, personalisation: false })
    const forget = jest.fn()
    const stop = startConsentMode(window, store, { forget })
    const commands = consentCommands(window.dataLayer)
    expect(commands.map(([, kind]) => kind)).toEqual(['default', 'update'])
    expect(commands[0][2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 })
    expect(commands[1][2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' })
    // A tag manager reads commands as arguments objects, not arrays.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]')

    store.decide({ analytics: false, personalisation: true })
    expect(consentCommands(window.dataLayer).at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'granted', ad_personalization: 'granted' })
    expect(forget).toHaveBeenCalledWith({ analytics: true, personalisation: false })
    stop()
    store.decide({ analytics: true, personalisation: true })
    expect(consentCommands(window.dataLayer)).toHaveLength(3)
  })

  it('before any choice, the default only', () => {
    startConsentMode(window, memoryConsent())
    expect(consentCommands(window.dataLayer).map(([, kind]) => kind)).toEqual(['default'])
  })
})

describe('forgetWithdrawn', () => {
  it('deletes the cookies and stored keys of the withdrawn purposes only', () => {
    for (const cookie of ['_dyid=-1', '_dyid_server=-1', '_dyjsession=abc', 'callerIp=1.2.3.4', '_fbp=fb.1', 'vtex-search-anonymous=a', 'vtex-search-session=s', 'AMP_abc=x', 'XSRF-TOKEN=t', 'cookiePolicies=false']) {
      document.cookie = `${cookie}; Path=/`
    }
    localStorage.setItem('AMP_0123456789', '{"deviceId":"d"}')
    localStorage.setItem('store::experiments::stable:x', '{}')
    localStorage.setItem('store::analytics::stableId', 'x')
    localStorage.setItem('store::session', 'kept')

    forgetWithdrawn({ analytics: false, personalisation: true })
    expect(document.cookie).not.toMatch(/_dyid|_dyjsession|callerIp|_fbp/)
    expect(document.cookie).toMatch(/vtex-search-anonymous=a/)
    expect(localStorage.getItem('AMP_0123456789')).not.toBeNull()

    forgetWithdrawn({ analytics: true, personalisation: false })
    expect(document.cookie.split('; ').sort()).toEqual(['XSRF-TOKEN=t', 'cookiePolicies=false'])
    expect(Object.keys(localStorage)).toEqual(['store::session'])
  })
})
