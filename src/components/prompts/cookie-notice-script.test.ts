import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

import { shouldShowCookieNotice } from './CookieNotice'
import {
  COOKIES_ACCEPTED_ATTRIBUTE,
  cookieNoticeHeadScript,
  markCookiesAccepted,
} from './cookie-notice-script'
import type { CookieNoticeDocument } from './cookie-notice-script'
import { PROMPT_COOKIES, readCookie } from './cookies'

/** A document with only what the head script may touch; records attributes set on <html>. */
function fakeDocument(cookie: string) {
  const attributes = new Map<string, string>()
  const doc: CookieNoticeDocument = {
    cookie,
    documentElement: { setAttribute: (name, value) => void attributes.set(name, value) },
  }
  return { doc, attributes }
}

/** Runs the generated script in a fresh context whose only global is `document`. */
function runHeadScript(cookie: string): Map<string, string> {
  const { doc, attributes } = fakeDocument(cookie)
  vm.runInNewContext(cookieNoticeHeadScript(), { document: doc })
  return attributes
}

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
