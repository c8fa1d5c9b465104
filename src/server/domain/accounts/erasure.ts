import type { Placement } from '../orders/placement-store'
import type { StoredOrder } from '../orders/types'
import type { Member } from './types'

/**
 * Keys of an order or a placement that say who the buyer is or where they
 * live. Erasing an account blanks them (a string becomes '', a list [],
 * anything else null); what the tax law keeps — items, values, dates, the
 * state (UF) and country of delivery, the payment's kind — stays.
 */
export const PERSONAL_KEYS: ReadonlySet<string> = new Set([
  'email',
  'firstName',
  'lastName',
  'document',
  'documentType',
  'phone',
  'corporateName',
  'tradeName',
  'corporateDocument',
  'corporatePhone',
  'stateInscription',
  'receiverName',
  'street',
  'number',
  'neighborhood',
  'complement',
  'reference',
  'postalCode',
  'city',
  'geoCoordinates',
  'userProfileId',
  'addressId',
  'holderName',
])

/** Parts of an order that describe the store, not the buyer (a pickup point's address). */
const STORE_KEYS: ReadonlySet<string> = new Set(['pickupPoint', 'pickupStore'])

/** A copy of a JSON value with the buyer's personal data blanked (see {@link PERSONAL_KEYS}). */
export function withoutPersonalData<T>(value: T): T {
  const blank = (field: unknown): unknown => (typeof field === 'string' ? '' : Array.isArray(field) ? [] : null)
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (!node || typeof node !== 'object') return node
    const copy: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(node as Record<string, unknown>)) {
      copy[key] = STORE_KEYS.has(key) ? field : PERSONAL_KEYS.has(key) ? blank(field) : walk(field)
    }
    return copy
  }
  return walk(value) as T
}

/** An order kept for the tax law with the person removed: no owner, no e-mail, no profile, no address lines. */
export function anonymisedOrder(order: StoredOrder): StoredOrder {
  return { ...withoutPersonalData(order), memberId: null, email: null, clientProfileData: null }
}

/** What erasing an account writes, in one transaction (the repositories it needs). */
export interface ErasureRepositories {
  transaction<T>(work: () => T): T
  orders: { everyOrderOf(memberId: string, email: string): StoredOrder[]; update(order: StoredOrder): void }
  placements: { get(orderGroup: string): Placement | null; update(placement: Placement): void }
  carts: { deleteOfPerson(email: string, memberId: string): number }
  members: { erase(memberId: string): void }
  outbox: { forgetRecipient(email: string): number }
}

export interface ErasureResult {
  /** Orders kept without the person. */
  anonymisedOrders: number
  /** Carts that named the person, deleted. */
  deletedCarts: number
}

/**
 * Erases a member's account (LGPD art. 18, VI): their orders are kept as the
 * tax law requires, without the person (and so are their placements; the
 * payment records hold no one's data: kind, values, a card's last digits); the
 * carts that name them are deleted; the
 * member's row goes, and with it (ON DELETE CASCADE) their addresses,
 * sessions, devices, tokens and every feature's rows; the e-mails already
 * sent to them are deleted. All or nothing.
 */
export class AccountErasure {
  constructor(private readonly stores: ErasureRepositories) {}

  erase(member: Pick<Member, 'id' | 'email'>): ErasureResult {
    return this.stores.transaction(() => {
      const orders = this.stores.orders.everyOrderOf(member.id, member.email)
      const groups = new Set<string>()
      for (const order of orders) {
        this.stores.orders.update(anonymisedOrder(order))
        groups.add(order.orderGroup)
      }
      for (const group of groups) {
        const placement = this.stores.placements.get(group)
        if (placement) this.stores.placements.update(withoutPersonalData(placement))
      }
      const deletedCarts = this.stores.carts.deleteOfPerson(member.email, member.id)
      this.stores.members.erase(member.id)
      this.stores.outbox.forgetRecipient(member.email)
      return { anonymisedOrders: orders.length, deletedCarts }
    })
  }
}
