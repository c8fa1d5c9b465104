import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

import { shouldShowCookieNotice } from './CookieNotice'
import { COOKIE_POLICIES_DAYS, DAY_SECONDS } from '../../config/constants'
import type { ConsentChoice } from '../../contracts/consent'
import { createConsentStore } from '../../sdk/consent/store'
import { COOKIE_POLICIES_ACCEPTED, PROMPT_COOKIES, readCookie, writeCookie } from '../../sdk/storage/cookies'
import {
  COOKIE_ACCEPT_ATTRIBUTE,
  COOKIE_POLICIES_MAX_AGE_SECONDS,
  COOKIES_ACCEPTED_ATTRIBUTE,
  cookieNoticeHeadScript,
  markCookiesAccepted,
} from './cookie-notice-script'
import type { CookieNoticeDocument } from './cookie-notice-script'

/** Runs `run` with these globals (this suite has no DOM: the cookie module then reads the given `document`). */
function withGlobals<T>(globals: Record<string, unknown>, run: () => T): T {
  const saved = Object.keys(globals).map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const)
  for (const [name, value] of Object.entries(globals)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true })
  try {
    return run()
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else delete (globalThis as Record<string, unknown>)[name]
    }
  }
}

/** The choice the component reads (the consent store, through the cookie module) from a cookie string. */
const moduleReads = (cookie: string): ConsentChoice | null =>
  withGlobals({ document: { cookie } }, () =>
    createConsentStore({ cookies: { read: readCookie, write: () => undefined }, now: () => new Date('2026-01-01T00:00:00Z') }).choice(),
  )

/** The string the cookie module writes when the component accepts, on a page served over `protocol`. */
const moduleWritesAccept = (protocol: string): string =>
  withGlobals({ document: { cookie: '' }, location: { protocol } }, () => {
    writeCookie(PROMPT_COOKIES.cookiePolicies, COOKIE_POLICIES_ACCEPTED, { maxAgeSeconds: COOKIE_POLICIES_MAX_AGE_SECONDS })
    return (globalThis as unknown as { document: { cookie: string } }).document.cookie
  })

/** A cookie string's name, value and attributes (attribute names are case-insensitive). */
function parseSetCookie(cookie: string) {
  const [pair, ...attributes] = cookie.split('; ')
  const eq = pair.indexOf('=')
  return {
    name: pair.slice(0, eq),
    value: pair.slice(eq + 1),
    attributes: Object.fromEntries(
      attributes.map((attribute) => {
        const [key, ...value] = attribute.split('=')
        return [key.toLowerCase(), value.length ? value.join('=') : true]
      }),
    ),
  }
}

type ClickListener = (event: { target: unknown }) => void

/** A document with only what the head script may touch; records attributes set on <html> and click listeners. */
function fakeDocument(cookie: string) {
  const attributes = new Map<string, string>()
  const clickListeners: ClickListener[] = []
  const doc: CookieNoticeDocument & { addEventListener(type: string, listener: ClickListener, capture: boolean): void } = {
    cookie,
    documentElement: { setAttribute: (name, value) => void attributes.set(name, value) },
    addEventListener: (type, listener, capture) => {
      if (type === 'click' && capture) clickListeners.push(listener)
    },
  }
  return { doc, attributes, clickListeners }
}

/** Runs the generated script in a fresh context whose only globals are `document` and `location`. */
function runScript(cookie: string, protocol = 'http:') {
  const page = fakeDocument(cookie)
  vm.runInNewContext(cookieNoticeHeadScript(), { document: page.doc, location: { protocol } })
  return page
}
const runHeadScript = (cookie: string): Map<string, string> => runScript(cookie).attributes

const accepted = (cookie: string) => runHeadScript(cookie).has(COOKIES_ACCEPTED_ATTRIBUTE)

describe('cookieNoticeHeadScript', () => {
  it('marks <html> when cookiePolicies=true', () => {
    expect(runHeadScript('cookiePolicies=true')).toEqual(new Map([[COOKIES_ACCEPTED_ATTRIBUTE, '']]))
    expect(accepted('XSRF-TOKEN=abc; cookiePolicies=true; cepPromptDismissed=true')).toBe(true)
    expect(accepted('a=1; cookiePolicies=%74rue')).toBe(true)
  })

  it('marks <html> when the notice was refused or answered purpose by purpose (cookiePolicies=false)', () => {
    expect(accepted('cookiePolicies=false')).toBe(true)
    expect(accepted('a=1; cookiePolicies=f%61lse')).toBe(true)
  })

  it('leaves <html> alone without the cookie or with another value', () => {
    expect(runHeadScript('')).toEqual(new Map())
    expect(accepted('XSRF-TOKEN=abc; cepPromptDismissed=true')).toBe(false)
    expect(accepted('cookiePolicies=no')).toBe(false)
    expect(accepted('cookiePolicies=')).toBe(false)
    expect(accepted('cookiePolicies=truex')).toBe(false)
  })

  it('matches the exact name only', () => {
    expect(accepted('xcookiePolicies=true')).toBe(false)
    expect(accepted('cookiePoliciesOld=true')).toBe(false)
    expect(accepted('refuseApp=cookiePolicies=true')).toBe(false)
  })

  it('decides as the component does (the cookie module + shouldShowCookieNotice) for any cookie string', () => {
    const jars = [
      '',
      'cookiePolicies=true',
      'cookiePolicies=%74rue',
      'cookiePolicies=%E0%A4%A',
      'cookiePolicies=false; cookiePolicies=true',
      'cookiePolicies=false',
      'cookiePolicies=FALSE',
      'cookiePolicies=true; cookiePolicies=false',
      ' cookiePolicies = true ',
      'cookiePolicies',
      'a=1; cookiePolicies=TRUE',
      // Browsers separate cookies with '; ' (RFC 6265 §5.4); both readers split there and nowhere else.
      'a=1;cookiePolicies=true',
      'cookiePolicies="true"',
      'cookie%50olicies=true',
      '%E0=1; cookiePolicies=true',
      'cookiePolicies=tr%75e%E0',
      'a=%E0%A4%A; cookiePolicies=true',
    ]
    for (const cookie of jars) {
      const showsNotice = shouldShowCookieNotice(moduleReads(cookie))
      expect({ cookie, hidden: accepted(cookie) }).toEqual({ cookie, hidden: !showsNotice })
    }
  })

  it('never throws, even when the cookie cannot be read', () => {
    const doc = {
      get cookie(): string {
        throw new Error('SecurityError')
      },
      documentElement: { setAttribute: jest.fn() },
      addEventListener: jest.fn(),
    }
    expect(() => vm.runInNewContext(cookieNoticeHeadScript(), { document: doc })).not.toThrow()
    expect(doc.documentElement.setAttribute).not.toHaveBeenCalled()
  })

  it('is generated from PROMPT_COOKIES and safe inside a <script> element', () => {
    const script = cookieNoticeHeadScript()
    expect(script).toContain(JSON.stringify(PROMPT_COOKIES.cookiePolicies))
    expect(script).toContain(JSON.stringify(COOKIES_ACCEPTED_ATTRIBUTE))
    expect(script).not.toMatch(/<\/script|<!--/i)
  })

  it('is what Prompts.module.css hides the notice under', () => {
    const css = fs.readFileSync(path.join(__dirname, 'Prompts.module.css'), 'utf8')
    expect(css).toMatch(new RegExp(String.raw`:global\(html\[${COOKIES_ACCEPTED_ATTRIBUTE}\]\)\s+\.cookieNotice\s*\{\s*display:\s*none;`))
  })
})

describe('markCookiesAccepted', () => {
  it('sets the same attribute as the head script', () => {
    const { doc, attributes } = fakeDocument('')
    markCookiesAccepted(doc)
    expect(attributes).toEqual(runHeadScript('cookiePolicies=true'))
  })

  it('is inert without a document', () => {
    expect(() => markCookiesAccepted(null)).not.toThrow()
  })
})

describe('Aceitar before the page hydrates', () => {
  /** A click target: the button (or something inside it) matches the accept selector. */
  const clickOn = (insideAccept: boolean) => ({ target: { closest: (selector: string) => (insideAccept && selector === `[${COOKIE_ACCEPT_ATTRIBUTE}]` ? {} : null) } })

  it('stores the cookie the component writes through the cookie module and hides the notice', () => {
    const page = runScript('')
    expect(page.clickListeners).toHaveLength(1)
    page.clickListeners[0](clickOn(true))
    expect(page.doc.cookie).toBe(moduleWritesAccept('http:'))
    expect(parseSetCookie(page.doc.cookie)).toEqual({
      name: PROMPT_COOKIES.cookiePolicies,
      value: 'true',
      attributes: { 'max-age': String(COOKIE_POLICIES_DAYS * DAY_SECONDS), path: '/', samesite: 'Lax' },
    })
    expect(page.doc.cookie).toContain('Max-Age=31536000')
    expect(page.attributes.has(COOKIES_ACCEPTED_ATTRIBUTE)).toBe(true)
    expect(moduleReads(page.doc.cookie.split('; ')[0])?.purposes).toEqual({ analytics: true, personalisation: true })
  })

  it('adds Secure on https, as the cookie module does', () => {
    const page = runScript('', 'https:')
    page.clickListeners[0](clickOn(true))
    expect(page.doc.cookie).toMatch(/; Secure$/)
    expect(page.doc.cookie).toBe(moduleWritesAccept('https:'))
    expect(parseSetCookie(page.doc.cookie).attributes).toMatchObject({ secure: true, path: '/', samesite: 'Lax' })
  })

  it('ignores other clicks', () => {
    const page = runScript('a=1')
    page.clickListeners[0](clickOn(false))
    page.clickListeners[0]({ target: null })
    expect(page.doc.cookie).toBe('a=1')
    expect(page.attributes.size).toBe(0)
  })
})
