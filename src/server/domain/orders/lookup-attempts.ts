import type { AttemptLimiter, AttemptSubject, AttemptVerdict } from '../limits/attempts'
import { subjectKey } from '../limits/subject-key'
import { ORDER_LOOKUP_ADDRESS_ATTEMPT_POLICY, ORDER_LOOKUP_ORDER_ATTEMPT_POLICY } from './limits'

/**
 * Slows finding orders by guessing: a guest look-up (order number + e-mail)
 * that finds nothing counts against the client address and against the order
 * number; past the free ones, further look-ups wait. A look-up that finds its
 * order counts for nothing (and clears nothing: an attacker's own order must
 * not reset their address's count).
 */
export class OrderLookupAttempts {
  constructor(private readonly limiter: AttemptLimiter) {}

  private subjects(orderId: string, clientAddress: string): AttemptSubject[] {
    return [
      { key: subjectKey('order-lookup:order', orderId.trim()), policy: ORDER_LOOKUP_ORDER_ATTEMPT_POLICY },
      { key: subjectKey('order-lookup:address', clientAddress), policy: ORDER_LOOKUP_ADDRESS_ATTEMPT_POLICY },
    ]
  }

  check(orderId: string, clientAddress: string): AttemptVerdict {
    return this.limiter.check(this.subjects(orderId, clientAddress))
  }

  /** A look-up found no order with this number and e-mail. */
  failed(orderId: string, clientAddress: string): void {
    this.limiter.fail(this.subjects(orderId, clientAddress))
  }
}
