import type { AttemptPolicy } from '../limits/attempts'

const MINUTE_MS = 60_000

/** A cart keeps at most this many messages (the newest): each unknown coupon leaves one. */
export const ORDER_FORM_MESSAGES_MAX = 10

/** Unknown coupons tried on one cart: 10 free, then waits of 30 s doubling up to 15 min; forgotten after an hour. */
export const COUPON_CART_ATTEMPT_POLICY: AttemptPolicy = { freeFailures: 10, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS }
/** Unknown coupons tried from one client address, whatever the carts: 30 free, then the same waits. */
export const COUPON_ADDRESS_ATTEMPT_POLICY: AttemptPolicy = { freeFailures: 30, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS }

/** A cart no member owns is deleted this long after its last change (the cart cookie lives as long). */
export const ANONYMOUS_CART_RETENTION_DAYS = 30
export const ANONYMOUS_CART_RETENTION_MS = ANONYMOUS_CART_RETENTION_DAYS * 24 * 60 * MINUTE_MS

/**
 * Parsed carts kept in memory (StoredCartCache): at most this many, and at most this much stored
 * JSON text in all (a cart with three lines and a delivery address is ~20 KB of text, ~4 times that
 * parsed): ~1,000 such carts, under 100 MB.
 */
export const ORDER_FORM_CACHE_MAX_ENTRIES = 2_000
export const ORDER_FORM_CACHE_MAX_CHARS = 20 * 1024 * 1024

/**
 * A stored cart's JSON text is at most this many characters (256 KiB): a cart with 30 lines, its
 * delivery addresses and custom data is ~150 KB; a write that would go past it is refused (413) and
 * the cart stays as it was. Bounds the server time of every read and write of one cart.
 */
export const ORDER_FORM_MAX_CHARS = 256 * 1024
/** A cart keeps the newest delivery addresses it was given, at most this many. */
export const ORDER_FORM_AVAILABLE_ADDRESSES_MAX = 10

/**
 * Identifications (a client profile with another e-mail than the cart's) tried on one cart: 5 free,
 * then waits of 30 s doubling up to 15 min; forgotten after an hour. Each guest check tells whether
 * an e-mail has an account, so it is rationed like a guess.
 */
export const IDENTIFICATION_CART_ATTEMPT_POLICY: AttemptPolicy = { freeFailures: 5, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS }
/** Identifications from one client address, whatever the carts: 30 free, then the same waits. */
export const IDENTIFICATION_ADDRESS_ATTEMPT_POLICY: AttemptPolicy = { freeFailures: 30, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS }

/**
 * New carts stored per client address (carts are stored on their first write): in one minute…
 * (generous: a carrier-grade NAT puts many shoppers behind one address; the flood it stops stored
 * 500 carts in 24 s)
 */
export const CART_CREATIONS_PER_ADDRESS_PER_MINUTE = 60
/** …and in one hour. */
export const CART_CREATIONS_PER_ADDRESS_PER_HOUR = 600
