import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

import { shouldShowCookieNotice } from './CookieNotice'
import { COOKIE_POLICIES_DAYS } from '../../config/constants'
import {
  COOKIE_ACCEPT_ATTRIBUTE,
  COOKIES_ACCEPTED_ATTRIBUTE,
  cookieNoticeHeadScript,
  markCookiesAccepted,
} from './cookie-notice-script'
import type { CookieNoticeDocument } from './cookie-notice-script'
import { PROMPT_COOKIES, readCookie, serializeCookie } from './cookies'

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
    expect(accepted('a=1;cookiePolicies=true')).toBe(true)
  })

  it('leaves <html> alone without the cookie or with another value', () => {
    expect(runHeadScript('')).toEqual(new Map())
    expect(accepted('XSRF-TOKEN=abc; cepPromptDismissed=true')).toBe(false)
    expect(accepted('cookiePolicies=false')).toBe(false)
    expect(accepted('cookiePolicies=')).toBe(false)
    expect(accepted('cookiePolicies=truex')).toBe(false)
  })

  it('matches the exact name only', () => {
    expect(accepted('xcookiePolicies=true')).toBe(false)
    expect(accepted('cookiePoliciesOld=true')).toBe(false)
    expect(accepted('refuseApp=cookiePolicies=true')).toBe(false)
  })

  it('decides as the component does (readCookie + shouldShowCookieNotice) for any cookie string', () => {
    const jars = [
      '',
      'cookiePolicies=true',
      'cookiePolicies=%74rue',
      'cookiePolicies=%E0%A4%A',
      'cookiePolicies=false; cookiePolicies=true',
      'cookiePolicies=true; cookiePolicies=false',
      ' cookiePolicies = true ',
      'cookiePolicies',
      'a=1; cookiePolicies=TRUE',
    ]
    for (const cookie of jars) {
      const showsNotice = shouldShowCookieNotice(readCookie(PROMPT_COOKIES.cookiePolicies, { cookie }))
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

  it('stores the cookie the component writes and hides the notice', () => {
    const page = runScript('')
    expect(page.clickListeners).toHaveLength(1)
    page.clickListeners[0](clickOn(true))
    expect(page.doc.cookie).toBe(serializeCookie(PROMPT_COOKIES.cookiePolicies, 'true', { days: COOKIE_POLICIES_DAYS }))
    expect(page.doc.cookie).toContain('Max-Age=31536000')
    expect(page.attributes.has(COOKIES_ACCEPTED_ATTRIBUTE)).toBe(true)
    expect(readCookie(PROMPT_COOKIES.cookiePolicies, { cookie: page.doc.cookie.split(';')[0] })).toBe('true')
  })

  it('adds Secure on https', () => {
    const page = runScript('', 'https:')
    page.clickListeners[0](clickOn(true))
    expect(page.doc.cookie).toMatch(/; Secure$/)
  })

  it('ignores other clicks', () => {
    const page = runScript('a=1')
    page.clickListeners[0](clickOn(false))
    page.clickListeners[0]({ target: null })
    expect(page.doc.cookie).toBe('a=1')
    expect(page.attributes.size).toBe(0)
  })
})
