import crypto from 'node:crypto'

const NONCE_BYTES = 8
const TAG_HEX = 16
const CART_ID = /^[0-9a-f]{32}$/

/**
 * Ids of new carts, which are stored only on their first write: 32 hex
 * characters (VTEX's shape), a random half and a tag that proves this server
 * issued it. A write may then start a cart whose id the server issued even
 * when the browser's cart cookie names another pending cart (a page that
 * asked for a cart twice at once gets two ids and keeps one cookie), while an
 * id a client made up is never stored.
 */
export class CartIds {
  constructor(private readonly secret: Buffer = crypto.randomBytes(32)) {}

  issue(): string {
    const nonce = crypto.randomBytes(NONCE_BYTES).toString('hex')
    return `${nonce}${this.tag(nonce)}`
  }

  wasIssued(id: string): boolean {
    if (!CART_ID.test(id)) return false
    const nonce = id.slice(0, NONCE_BYTES * 2)
    return crypto.timingSafeEqual(Buffer.from(id.slice(NONCE_BYTES * 2)), Buffer.from(this.tag(nonce)))
  }

  private tag(nonce: string): string {
    return crypto.createHmac('sha256', this.secret).update(nonce).digest('hex').slice(0, TAG_HEX)
  }
}
