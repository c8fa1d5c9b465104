import { COOKIE_POLICIES_DAYS } from '../../config/constants'
import { scriptSafeJson } from '../../lib/script-json'
import { PROMPT_COOKIES, serializeCookie } from './cookies'

/**
 * The cookie notice is part of the static HTML (it is the first visit's largest
 * paint on phones). For visitors who already accepted, a tiny script in the
 * document head marks <html> with this attribute before the first paint, and
 * Prompts.module.css hides the notice under it until React removes it.
 * Keep the attribute in step with `:global(html[data-cookies-accepted])` there.
 */
export const COOKIES_ACCEPTED_ATTRIBUTE = 'data-cookies-accepted'

/** Marks the notice's 'Aceitar' button, which the head script answers before the page hydrates. */
export const COOKIE_ACCEPT_ATTRIBUTE = 'data-cookie-accept'

/** The cookiePolicies value that means the notice was accepted (storefront-shell §4). */
export const COOKIE_POLICIES_ACCEPTED = 'true'

/** Anything with a cookie string and a root element, like `document`. */
export interface CookieNoticeDocument {
  cookie: string
  documentElement: { setAttribute(name: string, value: string): void }
}

/** Marks the document as having accepted cookies (what the head script does, also used after 'Aceitar'). */
export function markCookiesAccepted(doc: CookieNoticeDocument | null = typeof document === 'undefined' ? null : document): void {
  doc?.documentElement.setAttribute(COOKIES_ACCEPTED_ATTRIBUTE, '')
}

/**
 * The inline head script, plain ES5 that never throws:
 * - reads cookiePolicies the way readCookie does (first cookie with that
 *   exact name, value decoded) and marks <html> when it is accepted;
 * - answers 'Aceitar' while the page has not hydrated yet (the notice is
 *   painted before the JavaScript): it stores the same cookie the component
 *   writes and marks <html>, which hides the notice. After hydration the
 *   component handles the click too (the same cookie, written twice).
 */
export function cookieNoticeHeadScript(): string {
  // Built without a location, so without '; Secure': the script adds it on https.
  const acceptCookie = serializeCookie(PROMPT_COOKIES.cookiePolicies, COOKIE_POLICIES_ACCEPTED, { days: COOKIE_POLICIES_DAYS })
  const args = [PROMPT_COOKIES.cookiePolicies, COOKIE_POLICIES_ACCEPTED, COOKIES_ACCEPTED_ATTRIBUTE, `[${COOKIE_ACCEPT_ATTRIBUTE}]`, acceptCookie]
    .map(scriptSafeJson)
    .join(',')
  return (
    '(function(d,n,v,a,b,k){try{d.addEventListener("click",function(e){try{var t=e.target;' +
    'if(!t||!t.closest||!t.closest(b))return;d.cookie=k+(location.protocol==="https:"?"; Secure":"");' +
    'd.documentElement.setAttribute(a,"")}catch(x){}},true);' +
    'var c=d.cookie.split(";");for(var i=0;i<c.length;i++){var p=c[i],e=p.indexOf("=");' +
    'if(e<0||p.slice(0,e).trim()!==n)continue;var r=p.slice(e+1).trim();try{r=decodeURIComponent(r)}catch(x){}' +
    'if(r===v)d.documentElement.setAttribute(a,"");return}}catch(x){}})' +
    `(document,${args})`
  )
}
