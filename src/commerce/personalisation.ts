import type { PersonalisationCookie } from '../contracts/personalisation'
import { consentGranted } from '../sdk/consent'
import { browserCookies, type CookieJar } from '../sdk/storage/cookies'
import { consoleLogger, http as defaultHttp, type CommerceLogger, type HttpClient } from './http'

export type { PersonalisationCookie } from '../contracts/personalisation'
export type { CookieJar } from '../sdk/storage/cookies'

export const DY_COOKIES_PATH = '/api/getDynamicYieldCookies'
export const IP_PATH = '/api/ip'
export const CALLER_IP_COOKIE = 'callerIp'

export interface PersonalisationIds {
  dyid: string
  dyidServer: string
  dySession: string
}

export const EMPTY_PERSONALISATION_IDS: PersonalisationIds = { dyid: '', dyidServer: '', dySession: '' }

/**
 * Personalisation identity: the _dyid and _dyjsession cookies
 * when both exist; otherwise ids from the server, written as cookies. Failures
 * are logged and give empty ids. The caller IP is cached in the callerIp cookie
 * (fallback ''). Without the shopper's consent to personalisation the ids
 * are empty and nothing is asked or written.
 */
export function createPersonalisationApi({
  http = defaultHttp,
  logger = consoleLogger,
  cookies = browserCookies,
  consent = () => consentGranted('personalisation'),
}: { http?: HttpClient; logger?: CommerceLogger; cookies?: CookieJar; consent?: () => boolean } = {}) {
  return {
    getDynamicYieldCookies: () => http.get<PersonalisationCookie[]>(DY_COOKIES_PATH),

    async personalisationIds(): Promise<PersonalisationIds> {
      if (!consent()) return EMPTY_PERSONALISATION_IDS
      const dyid = cookies.read('_dyid')
      const dySession = cookies.read('_dyjsession')
      if (dyid && dySession) return { dyid, dyidServer: cookies.read('_dyid_server') ?? dyid, dySession }
      try {
        const list = await http.get<PersonalisationCookie[]>(DY_COOKIES_PATH)
        const value = (name: string) => list.find((c) => c.name === name)?.value ?? ''
        for (const cookie of list) cookies.write(cookie.name, cookie.value, cookie.maxAge)
        return { dyid: value('_dyid'), dyidServer: value('_dyid_server'), dySession: value('_dyjsession') }
      } catch (error) {
        logger.error('personalisation cookies failed', error)
        return EMPTY_PERSONALISATION_IDS
      }
    },

    async callerIp(): Promise<string> {
      if (!consent()) return ''
      const cached = cookies.read(CALLER_IP_COOKIE)
      if (cached) return cached
      try {
        const { ip } = await http.get<{ ip: string }>(IP_PATH)
        if (typeof ip !== 'string' || !ip) return ''
        cookies.write(CALLER_IP_COOKIE, ip)
        return ip
      } catch (error) {
        logger.error('ip lookup failed', error)
        return ''
      }
    },
  }
}

export const { getDynamicYieldCookies, personalisationIds, callerIp } = createPersonalisationApi()
