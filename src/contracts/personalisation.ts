/** GET /api/getDynamicYieldCookies: the cookies the browser writes (name, value, maxAge). */

/** The personalisation cookies, in the order the client writes them. */
export const DY_COOKIE_NAMES = ['_dyid', '_dyid_server', '_dyjsession'] as const

export interface PersonalisationCookie {
  name: (typeof DY_COOKIE_NAMES)[number]
  value: string
  /** Seconds. */
  maxAge: number
}
