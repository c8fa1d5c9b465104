export { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_SECONDS, consentGranted, consentStore, createConsentStore } from './store'
export type { ConsentListener, ConsentRepository, ConsentStoreOptions } from './store'
export { useConsent } from './useConsent'
export { closeConsentPreferences, openConsentPreferences, useConsentPreferencesOpen } from './preferences'
