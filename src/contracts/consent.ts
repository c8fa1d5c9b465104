import { COOKIE_CONSENT_VERSION } from '../config/constants'

/**
 * Consent by purpose (LGPD). The strictly necessary cookies (cart, session,
 * anti-forgery, the notice's own) are always on and are not a purpose one
 * chooses; the optional ones wait for their purpose:
 * - analytics: product analytics (Amplitude), search analytics and its
 *   visitor cookies, the experiment service;
 * - personalisation: the personalisation provider (its calls and cookies
 *   _dyid, _dyid_server, _dyjsession, callerIp) and the marketing click ids
 *   sent with the order (affiliate and social ad ids).
 */
export type ConsentPurpose = 'analytics' | 'personalisation'

export const CONSENT_PURPOSES: readonly ConsentPurpose[] = ['analytics', 'personalisation']

/** What the shopper granted, purpose by purpose. */
export type ConsentPurposes = Readonly<Record<ConsentPurpose, boolean>>

/** A choice: the purposes, the notice's version it answered, and when (ISO 8601). */
export interface ConsentChoice {
  purposes: ConsentPurposes
  version: number
  decidedAt: string
}

export const ALL_GRANTED: ConsentPurposes = Object.freeze({ analytics: true, personalisation: true })
export const ALL_DENIED: ConsentPurposes = Object.freeze({ analytics: false, personalisation: false })

/** The labels and descriptions the notice's preferences show (pt-BR). */
export const CONSENT_PURPOSE_TEXT: Readonly<Record<ConsentPurpose | 'necessary', { title: string; description: string }>> = {
  necessary: {
    title: 'Necessários',
    description: 'Mantêm o carrinho, o login, a segurança e as suas escolhas de cookies. Sempre ativos.',
  },
  analytics: {
    title: 'Análise',
    description: 'Medem o uso do site e das buscas e testam melhorias, para entendermos o que funciona.',
  },
  personalisation: {
    title: 'Personalização e publicidade',
    description: 'Recomendam produtos para você e registram de qual anúncio ou parceiro você veio.',
  },
}

export const isCurrentChoice = (choice: ConsentChoice | null): choice is ConsentChoice =>
  choice !== null && choice.version === COOKIE_CONSENT_VERSION

/** The purposes in force: the current choice's, else none (nothing optional before a choice). */
export const purposesOf = (choice: ConsentChoice | null): ConsentPurposes => (isCurrentChoice(choice) ? choice.purposes : ALL_DENIED)

export const allGranted = (purposes: ConsentPurposes): boolean => CONSENT_PURPOSES.every((purpose) => purposes[purpose])

/** A choice as the cookieConsent cookie holds it: `v=1&analytics=1&personalisation=0&at=2026-…Z`. */
export function encodeConsent(choice: ConsentChoice): string {
  const params = new URLSearchParams({ v: String(choice.version) })
  for (const purpose of CONSENT_PURPOSES) params.set(purpose, choice.purposes[purpose] ? '1' : '0')
  params.set('at', choice.decidedAt)
  return params.toString()
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/

/** The cookie's choice; null when absent or not well formed. */
export function decodeConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null
  const params = new URLSearchParams(value)
  const version = Number(params.get('v'))
  const decidedAt = params.get('at') ?? ''
  if (!params.has('v') || !Number.isInteger(version) || version < 0 || !ISO_INSTANT.test(decidedAt)) return null
  const purposes = {} as Record<ConsentPurpose, boolean>
  for (const purpose of CONSENT_PURPOSES) {
    const flag = params.get(purpose)
    if (flag !== '0' && flag !== '1') return null
    purposes[purpose] = flag === '1'
  }
  return { purposes, version, decidedAt }
}

/** Consent-mode signals for a tag manager (Google's consent mode v2 names), from the purposes in force. */
export function consentModeSignals(purposes: ConsentPurposes): Record<string, 'granted' | 'denied'> {
  const signal = (granted: boolean) => (granted ? 'granted' : 'denied')
  return {
    analytics_storage: signal(purposes.analytics),
    ad_storage: signal(purposes.personalisation),
    ad_user_data: signal(purposes.personalisation),
    ad_personalization: signal(purposes.personalisation),
    personalization_storage: signal(purposes.personalisation),
    functionality_storage: 'granted',
    security_storage: 'granted',
  }
}
