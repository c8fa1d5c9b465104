import type { AttemptPolicy } from '../limits/attempts'

const MINUTE_MS = 60_000

/**
 * Guest order look-ups (number + e-mail) that found nothing, from one client address: 10 free, then
 * waits of 30 s doubling up to 15 min; forgotten an hour after the last. Slows guessing order numbers.
 */
export const ORDER_LOOKUP_ADDRESS_ATTEMPT_POLICY: AttemptPolicy = { freeFailures: 10, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS }

/**
 * …against one order number, from any address: 5 free, then the same waits. Slows guessing the e-mail of
 * a known order from many addresses (a shopper who mistypes theirs a few times is not held back).
 */
export const ORDER_LOOKUP_ORDER_ATTEMPT_POLICY: AttemptPolicy = { freeFailures: 5, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS }

/** What a refused look-up answers (429, with Retry-After). */
export const ORDER_LOOKUP_LIMIT_MESSAGE = 'Muitas tentativas de consultar pedidos. Aguarde alguns minutos e tente novamente.'
