import type { BrowserName, DeviceType } from './types'

/** Device info: user agent, type (DESKTOP, SMARTPHONE or TABLET), browser, ip, date and time. */
export interface DeviceInfo {
  userAgent: string
  type: DeviceType
  browser: BrowserName
  ip: string
  /** ISO 8601. */
  dateTime: string
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b|SM-T\d|Android(?!.*\bMobile\b)/i
const SMARTPHONE = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|Android.*\bMobile\b/i

/** DESKTOP, SMARTPHONE or TABLET from a user agent (an Android without "Mobile" is a tablet). */
export function deviceTypeOf(userAgent: string): DeviceType {
  if (TABLET.test(userAgent)) return 'TABLET'
  if (SMARTPHONE.test(userAgent)) return 'SMARTPHONE'
  return 'DESKTOP'
}

/**
 * Chrome, Firefox, Safari, Opera or Other. Order matters: Opera and Edge also
 * say "Chrome", Chrome also says "Safari". Edge, Samsung Internet and the
 * like are Other.
 */
export function browserOf(userAgent: string): BrowserName {
  if (/\bOPR\/|\bOpera\b|\bOPiOS\/|\bOPT\//.test(userAgent)) return 'Opera'
  if (/\bEdg(e|A|iOS)?\/|SamsungBrowser\/|UCBrowser\/|YaBrowser\/|MSIE |Trident\//.test(userAgent)) return 'Other'
  if (/\bFirefox\/|\bFxiOS\//.test(userAgent)) return 'Firefox'
  if (/\bChrome\/|\bCriOS\/|\bChromium\//.test(userAgent)) return 'Chrome'
  if (/\bSafari\//.test(userAgent) && /\bVersion\//.test(userAgent)) return 'Safari'
  return 'Other'
}

export function deviceInfo({ userAgent, ip = '', now = new Date() }: { userAgent: string; ip?: string; now?: Date }): DeviceInfo {
  return { userAgent, type: deviceTypeOf(userAgent), browser: browserOf(userAgent), ip, dateTime: now.toISOString() }
}
