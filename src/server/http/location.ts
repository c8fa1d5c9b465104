import type { FastifyReply } from 'fastify'

/**
 * Characters a URL may carry as they are (RFC 3986 unreserved, reserved and
 * '%'): anything else — non-ASCII, spaces, controls, quotes, backslashes —
 * is percent-encoded as UTF-8.
 */
const URL_CHARACTER = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?#[\]%]/
const PERCENT_ESCAPE = /^%[0-9A-Fa-f]{2}/

/** One character (a code point) as UTF-8 percent escapes; a lone surrogate becomes U+FFFD's. */
function percentEncode(character: string): string {
  try {
    return encodeURIComponent(character)
  } catch {
    return '%EF%BF%BD'
  }
}

/**
 * The address a redirect sends, made safe for the `Location` header: its
 * leading slashes and backslashes collapsed into one '/' (so `//host` or
 * `/\host` can never name another host), and every character outside URL
 * syntax percent-encoded as UTF-8 (escapes already there are kept, a stray
 * '%' becomes %25). The result is printable ASCII.
 */
export function locationOf(address: string): string {
  const path = /^[/\\]/.test(address) ? address.replace(/^[/\\]+/, '/') : address
  let encoded = ''
  for (let index = 0; index < path.length; ) {
    const codePoint = path.codePointAt(index) ?? 0
    const character = String.fromCodePoint(codePoint)
    const isLoneSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff
    if (character === '%') encoded += PERCENT_ESCAPE.test(path.slice(index)) ? '%' : '%25'
    else if (!isLoneSurrogate && URL_CHARACTER.test(character)) encoded += character
    else encoded += percentEncode(isLoneSurrogate ? '\ufffd' : character)
    index += character.length
  }
  return encoded
}

/** Answers with a redirect to `address` (see {@link locationOf}). */
export function redirectTo(reply: FastifyReply, status: number, address: string): FastifyReply {
  return reply.status(status).header('location', locationOf(address)).send()
}
