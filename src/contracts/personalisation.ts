/** GET /api/getDynamicYieldCookies (commerce §7): the cookies the browser writes. */

/** The personalisation cookies of commerce §3, in the order the client writes them. */
export const DY_COOKIE_NAMES = ['_dyid', '_dyid_server', '_dyjsession'] as const

export interface PersonalisationCookie {
  name: (typeof DY_COOKIE_NAMES)[number]
  value: string
  /** Seconds. */
  maxAge: number
}
