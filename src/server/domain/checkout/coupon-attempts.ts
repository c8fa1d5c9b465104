import type { AttemptLimiter, AttemptSubject, AttemptVerdict } from '../limits/attempts'
import { subjectKey } from '../limits/subject-key'
import { COUPON_ADDRESS_ATTEMPT_POLICY, COUPON_CART_ATTEMPT_POLICY } from './limits'

/**
 * Slows coupon guessing: unknown codes count against the cart and against
 * the client address; past the free ones, further tries wait (valid codes
 * count for nothing).
 */
export class CouponAttempts {
  constructor(private readonly limiter: AttemptLimiter) {}

  private subjects(orderFormId: string, clientAddress: string): AttemptSubject[] {
    return [
      { key: subjectKey('coupon:cart', orderFormId), policy: COUPON_CART_ATTEMPT_POLICY },
      { key: subjectKey('coupon:address', clientAddress), policy: COUPON_ADDRESS_ATTEMPT_POLICY },
    ]
  }

  check(orderFormId: string, clientAddress: string): AttemptVerdict {
    return this.limiter.check(this.subjects(orderFormId, clientAddress))
  }

  /** An unknown code was tried. */
  failed(orderFormId: string, clientAddress: string): void {
    this.limiter.fail(this.subjects(orderFormId, clientAddress))
  }
}
