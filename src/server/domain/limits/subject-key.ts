import crypto from 'node:crypto'

/**
 * The key of a limited subject: its kind and a hash of what it names (an
 * e-mail, a client address, a cart id), so the attempt counts hold no
 * personal data.
 */
export function subjectKey(kind: string, value: string): string {
  return `${kind}:${crypto.createHash('sha256').update(value).digest('base64url').slice(0, 32)}`
}
