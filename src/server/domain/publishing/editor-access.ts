import crypto from 'node:crypto'

/**
 * The editors' way into the full publishing status page (/publicacao): a
 * link the operator makes with the publishing secret (`npm run
 * publish:editor-link`), valid until a date. Its token is the expiry and an
 * HMAC-SHA256 of it under PUBLISH_SIGNING_SECRET, with a purpose of its own
 * (it can sign nothing else, and no notice signature is a token); the page
 * keeps it in an HttpOnly cookie. Nothing is stored: changing the secret
 * ends every link and cookie at once.
 *
 *   token = <expiry, epoch seconds> "." <base64url HMAC("publish-editor-access:v1:" + expiry)>
 */
/** The query parameter of an access link: /publicacao?acesso={token}. */
export const EDITOR_ACCESS_PARAM = 'acesso'

const PURPOSE = 'publish-editor-access:v1:'
const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/

function mac(secret: string, expiresAtSeconds: number): string {
  return crypto.createHmac('sha256', secret).update(`${PURPOSE}${expiresAtSeconds}`).digest('base64url')
}

/** A token that opens the page until `expiresAtMs` (rounded down to the second). */
export function editorAccessToken(secret: string, expiresAtMs: number): string {
  const expiresAtSeconds = Math.floor(expiresAtMs / 1000)
  return `${expiresAtSeconds}.${mac(secret, expiresAtSeconds)}`
}

/** When a genuine, unexpired token expires (epoch ms); null for anything else. */
export function editorAccessExpiry(secret: string, token: string | undefined, nowMs: number): number | null {
  const match = token ? TOKEN_PATTERN.exec(token) : null
  if (!match) return null
  const expiresAtSeconds = Number(match[1])
  const expected = Buffer.from(mac(secret, expiresAtSeconds))
  const given = Buffer.from(match[2])
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  const expiresAtMs = expiresAtSeconds * 1000
  return expiresAtMs > nowMs ? expiresAtMs : null
}
