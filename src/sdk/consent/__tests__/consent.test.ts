import { COOKIE_CONSENT_VERSION } from '../../../config/constants'
import { consentModeSignals, decodeConsent, encodeConsent } from '../../../contracts/consent'
import { memoryCookies } from '../../../test-support/consent'
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_SECONDS, createConsentStore } from '../store'

const NOW = new Date('2026-11-29T12:00:00.000Z')

describe('the consent cookie', () => {
  it('round-trips a choice and refuses anything malformed', () => {
    const choice = { purposes: { analytics: true, personalisation: false }, version: 1, decidedAt: NOW.toISOString() }
    expect(encodeConsent(choice)).toBe('v=1&analytics=1&personalisation=0&at=2026-11-29T12%3A00%3A00.000Z')
    expect(decodeConsent(encodeConsent(choice))).toEqual(choice)
    for (const bad of ['', 'v=1', 'v=x&analytics=1&personalisation=1&at=2026-11-29T12:00:00Z', 'v=1&analytics=2&personalisation=1&at=2026-11-29T12:00:00Z', 'v=1&analytics=1&personalisation=1&at=ontem', 'analytics=1&personalisation=1&at=2026-11-29T12:00:00Z']) {
      expect(decodeConsent(bad)).toBeNull()
    }
  })

  it('gives consent-mode signals: the necessary ones always granted, each optional one by its purpose', () => {
    expect(consentModeSignals({ analytics: true, personalisation: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      personalization_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    })
  })
})

describe('createConsentStore', () => {
  it('grants nothing before a choice', () => {
    const store = createConsentStore({ cookies: memoryCookies(), now: () => NOW })
    expect(store.choice()).toBeNull()
    expect(store.purposes()).toEqual({ analytics: false, personalisation: false })
  })

  it('records a choice with its version and date, and cookiePolicies true only when everything is granted', () => {
    const cookies = memoryCookies()
    const store = createConsentStore({ cookies, now: () => NOW })
    const listener = jest.fn()
    store.subscribe(listener)
    store.decide({ analytics: true, personalisation: false })
    expect(cookies.values.get('cookiePolicies')).toBe('false')
    expect(decodeConsent(cookies.values.get(CONSENT_COOKIE))).toEqual({
      purposes: { analytics: true, personalisation: false },
      version: COOKIE_CONSENT_VERSION,
      decidedAt: NOW.toISOString(),
    })
    expect(listener).toHaveBeenLastCalledWith({ analytics: true, personalisation: false }, { analytics: false, personalisation: false })
    store.decide({ analytics: true, personalisation: true })
    expect(cookies.values.get('cookiePolicies')).toBe('true')
    expect(listener).toHaveBeenLastCalledWith({ analytics: true, personalisation: true }, { analytics: true, personalisation: false })
    expect(CONSENT_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60)
  })

  it('reads an Aceitar the head script answered (cookiePolicies=true alone) as everything granted, and completes the record', () => {
    const cookies = memoryCookies({ cookiePolicies: 'true' })
    const store = createConsentStore({ cookies, now: () => NOW })
    expect(store.purposes()).toEqual({ analytics: true, personalisation: true })
    expect(decodeConsent(cookies.values.get(CONSENT_COOKIE))?.decidedAt).toBe(NOW.toISOString())
    // The same snapshot while the cookies do not change (React's external store).
    expect(store.choice()).toBe(store.choice())
  })

  it('asks again for a choice of an older version (nothing granted meanwhile), and sees another tab’s change', () => {
    const cookies = memoryCookies({ cookiePolicies: 'true', [CONSENT_COOKIE]: 'v=0&analytics=1&personalisation=1&at=2025-01-01T00:00:00.000Z' })
    const store = createConsentStore({ cookies, now: () => NOW })
    expect(store.choice()).toBeNull()
    expect(store.granted('analytics')).toBe(false)
    cookies.values.set(CONSENT_COOKIE, encodeConsent({ purposes: { analytics: false, personalisation: true }, version: COOKIE_CONSENT_VERSION, decidedAt: NOW.toISOString() }))
    expect(store.purposes()).toEqual({ analytics: false, personalisation: true })
  })
})
