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
