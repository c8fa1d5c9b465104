import type { OrderForm } from '../../contracts/checkout'
import type { ChangedCart, OrderFormRepository, StoredCart } from '../domain/checkout/env'
import { OrderFormNotFoundError, OrderFormTooLargeError } from '../domain/checkout/errors'
import { ORDER_FORM_MAX_CHARS } from '../domain/checkout/limits'
import type { CartState } from '../domain/privacy'
import { StoredCartCache, type CartStamp } from '../domain/checkout/stored-cart-cache'
import type { Db } from './database'

export { OrderFormNotFoundError } from '../domain/checkout/errors'

interface StampRow {
  version: number
  updated_at: string
}

interface Row extends StampRow {
  json: string
  owner_key: string | null
}

const stampOf = (row: StampRow): CartStamp => ({ version: row.version, updatedAt: row.updated_at })

/**
 * Carts as JSON documents with a version and the key of the session that
 * owns their personal data. Every change is one IMMEDIATE transaction: read,
 * apply a pure function, write back — a rejected change (the function
 * throws, or its result is over the size ceiling) writes nothing. A cart is
 * stored on its first write.
 *
 * Reads go through a bounded memory of parsed carts (StoredCartCache): each
 * read first asks the database for the cart's stamp (version and time of the
 * last write, without its JSON), and the parsed cart is used only when it is
 * of that stamp — a cart written by another connection, deleted, or restored
 * by a rolled-back transaction is read anew.
 */
export class SqliteOrderFormRepository implements OrderFormRepository {
  private readonly stampStatement
  private readonly selectStatement
  private readonly insertStatement
  private readonly updateStatement
  private readonly deleteAnonymousStatement
  private readonly deleteOfPersonStatement
  private readonly changeTransaction

  constructor(
    private readonly db: Db,
    private readonly cache: StoredCartCache = new StoredCartCache(),
    /** The largest stored JSON text a change may leave (see ORDER_FORM_MAX_CHARS). */
    private readonly maxChars: number = ORDER_FORM_MAX_CHARS,
  ) {
    this.stampStatement = db.prepare('SELECT version, updated_at FROM order_forms WHERE id = ?')
    this.selectStatement = db.prepare('SELECT json, version, updated_at, owner_key FROM order_forms WHERE id = ?')
    this.insertStatement = db.prepare(
      'INSERT INTO order_forms (id, json, version, owner_key, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?)',
    )
    this.updateStatement = db.prepare('UPDATE order_forms SET json = ?, owner_key = ?, version = version + 1, updated_at = ? WHERE id = ?')
    // A member's cart: its profile carries a member's e-mail (members.email compares without case).
    this.deleteAnonymousStatement = db.prepare(`DELETE FROM order_forms WHERE updated_at < ? AND NOT EXISTS (
      SELECT 1 FROM members m WHERE m.email = json_extract(order_forms.json, '$.clientProfileData.email'))`)
    // The carts that name a person (their profile's e-mail, without case, or their member id): erasing an account.
    this.deleteOfPersonStatement = db.prepare(`DELETE FROM order_forms WHERE lower(json_extract(json, '$.clientProfileData.email')) = lower(?)
      OR json_extract(json, '$.userProfileId') = ? OR json_extract(json, '$.clientProfileData.userProfileId') = ?`)
    // Made once: better-sqlite3 builds a transaction's wrappers on every db.transaction call.
    this.changeTransaction = db.transaction(this.applyChange.bind(this))
  }

  /** The stored cart and its stamp (parsed once per stored state), or undefined. */
  private read(orderFormId: string): { cart: StoredCart; stamp: CartStamp } | undefined {
    const stampRow = this.stampStatement.get(orderFormId) as StampRow | undefined
    if (!stampRow) {
      this.cache.forget(orderFormId)
      return undefined
    }
    const stamp = stampOf(stampRow)
    const cached = this.cache.get(orderFormId, stamp)
    if (cached) return { cart: cached, stamp }
    const row = this.selectStatement.get(orderFormId) as Row | undefined
    if (!row) return undefined
    const cart: StoredCart = { orderForm: JSON.parse(row.json) as OrderForm, json: row.json, ownerKey: row.owner_key }
    return { cart: this.cache.set(orderFormId, stampOf(row), cart), stamp: stampOf(row) }
  }

  find(orderFormId: string): StoredCart | undefined {
    return this.read(orderFormId)?.cart
  }

  get(orderFormId: string): OrderForm | undefined {
    return this.find(orderFormId)?.orderForm
  }

  change(
    orderFormId: string,
    change: (current: CartState) => CartState,
    options: { create?: () => OrderForm | undefined } = {},
    now: Date = new Date(),
  ): ChangedCart {
    const { cart, stamp, created } = this.changeTransaction.immediate(orderFormId, change, options.create, now)
    // Kept once written; inside an outer transaction that rolls back, the stamp read next tells it apart.
    return { ...this.cache.set(orderFormId, stamp, cart), created }
  }

  /** The body of change(): one IMMEDIATE transaction (see the constructor). */
  private applyChange(
    orderFormId: string,
    change: (current: CartState) => CartState,
    create: (() => OrderForm | undefined) | undefined,
    now: Date,
  ): { cart: StoredCart; stamp: CartStamp; created: boolean } {
    const stored = this.read(orderFormId)
    const started = stored ? undefined : create?.()
    if (!stored && !started) throw new OrderFormNotFoundError(orderFormId)
    const current: CartState = stored ? stored.cart : { orderForm: started as OrderForm, ownerKey: null }
    const next = change(current)
    const json = JSON.stringify(next.orderForm)
    // A cart already past the ceiling (stored before it existed) may still shrink.
    if (json.length > this.maxChars && json.length > (stored?.cart.json.length ?? 0)) throw new OrderFormTooLargeError(orderFormId, json.length)
    const at = now.toISOString()
    const cart: StoredCart = { orderForm: next.orderForm, ownerKey: next.ownerKey, json }
    if (!stored) {
      this.insertStatement.run(orderFormId, json, next.ownerKey, at, at)
      return { cart, stamp: { version: 1, updatedAt: at }, created: true }
    }
    if (json === stored.cart.json && next.ownerKey === stored.cart.ownerKey) return { cart: stored.cart, stamp: stored.stamp, created: false }
    this.updateStatement.run(json, next.ownerKey, at, orderFormId)
    return { cart, stamp: { version: stored.stamp.version + 1, updatedAt: at }, created: false }
  }

  /** Deletes every cart that names this person (an erased account's): their profile's e-mail or their member id. */
  deleteOfPerson(email: string, memberId: string): number {
    const deleted = this.deleteOfPersonStatement.run(email, memberId, memberId).changes
    if (deleted > 0) this.cache.clear()
    return deleted
  }

  deleteAnonymousBefore(cutoff: Date): number {
    const deleted = this.deleteAnonymousStatement.run(cutoff.toISOString()).changes
    if (deleted > 0) this.cache.clear()
    return deleted
  }
}
