/** @jest-environment jsdom */
import { consentCommands } from '../../../analytics/consent-mode'
import { onClientEntry } from '../browser-hooks'

describe('onClientEntry', () => {
  it('sets the data layer’s consent mode (denied) before anything else is pushed, and the choice already made', () => {
    delete window.dataLayer
    document.cookie = 'cookiePolicies=true; path=/'
    try {
      onClientEntry()
      const commands = consentCommands(window.dataLayer)
      expect(commands.map(([, kind]) => kind)).toEqual(['default', 'update'])
      expect(commands[0][2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })
      expect(commands[1][2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted' })
      // Nothing but the consent mode yet: the page's analytics loads once the store's root mounts.
      expect(window.dataLayer).toHaveLength(2)
    } finally {
      document.cookie = 'cookiePolicies=; max-age=0; path=/'
      document.cookie = 'cookieConsent=; max-age=0; path=/'
    }
  })
})
