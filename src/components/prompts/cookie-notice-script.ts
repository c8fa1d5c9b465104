import { COOKIE_POLICIES_DAYS, DAY_SECONDS } from '../../config/constants'
import { scriptSafeJson } from '../../lib/script-json'
import { COOKIE_POLICIES_ACCEPTED, COOKIE_POLICIES_REFUSED, cookieString, PROMPT_COOKIES } from '../../sdk/storage/cookies'

/**
 * The cookie notice is part of the static HTML (it is the first visit's largest
 * paint on phones). For visitors who already answered it, a tiny script in the
 * document head marks <html> with this attribute before the first paint, and
 * Prompts.module.css hides the notice under it until React removes it.
 * Keep the attribute in step with `:global(html[data-cookies-accepted])` there.
 */
export const COOKIES_ACCEPTED_ATTRIBUTE = 'data-cookies-accepted'

/** Marks the notice's 'Aceitar' button, which the head script answers before the page hydrates. */
export const COOKIE_ACCEPT_ATTRIBUTE = 'data-cookie-accept'

/** Lifetime of the accepted cookiePolicies cookie: 365 days. */
export const COOKIE_POLICIES_MAX_AGE_SECONDS = COOKIE_POLICIES_DAYS * DAY_SECONDS

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
 * The inline head script, plain ES5 that never throws. It runs before any
 * module loads, so it carries its own few lines of cookie code, kept to what
 * the cookie module (sdk/storage/cookies, js-cookie) does:
 * - it reads cookiePolicies as the module reads it (the first cookie of that
 *   exact name, percent-encoded runs decoded, undecodable ones kept) and
 *   marks <html> when the notice was answered: 'true' (everything accepted)
 *   or 'false' (refused, or only some purposes: sdk/consent);
 * - it answers 'Aceitar' while the page has not hydrated yet (the notice is
 *   painted before the JavaScript): it writes the very cookie the component
 *   writes through the module (same name, value, Max-Age, Path, SameSite;
 *   Secure on https) and marks <html>, which hides the notice. After
 *   hydration the component handles the click too (the same cookie, written twice).
 */
export function cookieNoticeHeadScript(): string {
  // Built without Secure (the build has no location): the script adds it on https.
  const acceptCookie = cookieString(
    PROMPT_COOKIES.cookiePolicies,
    COOKIE_POLICIES_ACCEPTED,
    { maxAgeSeconds: COOKIE_POLICIES_MAX_AGE_SECONDS },
    false,
  )
  const args = [PROMPT_COOKIES.cookiePolicies, COOKIE_POLICIES_ACCEPTED, COOKIES_ACCEPTED_ATTRIBUTE, `[${COOKIE_ACCEPT_ATTRIBUTE}]`, acceptCookie, COOKIE_POLICIES_REFUSED]
    .map(scriptSafeJson)
    .join(',')
  return (
    '(function(d,n,v,a,b,k,w){try{d.addEventListener("click",function(e){try{var t=e.target;' +
    'if(!t||!t.closest||!t.closest(b))return;d.cookie=k+(location.protocol==="https:"?"; Secure":"");' +
    'd.documentElement.setAttribute(a,"")}catch(x){}},true);' +
    'var c=d.cookie?d.cookie.split("; "):[];for(var i=0;i<c.length;i++){var p=c[i].split("="),r=p.slice(1).join("=");' +
    'try{if(decodeURIComponent(p[0])!==n)continue}catch(x){continue}' +
    'if(r.charAt(0)===\'"\')r=r.slice(1,-1);' +
    'r=r.replace(/(%[0-9A-F]{2})+/gi,function(s){try{return decodeURIComponent(s)}catch(x){return s}});' +
    'if(r===v||r===w)d.documentElement.setAttribute(a,"");return}}catch(x){}})' +
    `(document,${args})`
  )
}
