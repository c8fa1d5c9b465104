import crypto from 'node:crypto'

/**
 * Salted scrypt password hashes, stored as `scrypt$N$r$p$salt$hash`
 * (salt and hash in base64url) so the parameters can change later.
 */
const SCRYPT = { N: 16384, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const SALT_BYTES = 16
const PREFIX = 'scrypt'

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...params, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

function encode(params: { N: number; r: number; p: number }, salt: Buffer, key: Buffer): string {
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES)
  return encode(SCRYPT, salt, await scrypt(password, salt, SCRYPT))
}

/** Synchronous variant for seeders (they run once, at start). */
export function hashPasswordSync(password: string): string {
  const salt = crypto.randomBytes(SALT_BYTES)
  const key = crypto.scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { ...SCRYPT, maxmem: 64 * 1024 * 1024 })
  return encode(SCRYPT, salt, key)
}

interface ParsedHash {
  params: { N: number; r: number; p: number }
  salt: Buffer
  key: Buffer
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== PREFIX) return null
  const [N, r, p] = parts.slice(1, 4).map(Number)
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null
  return { params: { N, r, p }, salt: Buffer.from(parts[4], 'base64url'), key: Buffer.from(parts[5], 'base64url') }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await scrypt(password, parsed.salt, parsed.params)
  return key.length === parsed.key.length && crypto.timingSafeEqual(key, parsed.key)
}

/**
 * A hash of no one's password: verifying against it when the e-mail is unknown
 * keeps the answer time the same as for a wrong password.
 */
let decoyHash: string | null = null
export function decoyPasswordHash(): string {
  decoyHash ??= hashPasswordSync(crypto.randomBytes(16).toString('hex'))
  return decoyHash
}
