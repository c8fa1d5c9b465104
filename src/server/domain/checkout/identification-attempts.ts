import type { AttemptLimiter, AttemptSubject, AttemptVerdict } from '../limits/attempts'
import { subjectKey } from '../limits/subject-key'
import { IDENTIFICATION_ADDRESS_ATTEMPT_POLICY, IDENTIFICATION_CART_ATTEMPT_POLICY } from './limits'

/**
 * Rations identifications (the guest check: a client profile given with an
 * e-mail other than the cart's): each tells whether the e-mail has an
 * account, so every one counts — against the cart and the client address —
 * whether it found a member or not (counting only the hits would tell them
 * apart by the limit). Past the free ones, further tries wait.
 */
export class IdentificationAttempts {
  constructor(private readonly limiter: AttemptLimiter) {}

  private subjects(orderFormId: string, clientAddress: string): AttemptSubject[] {
    return [
      { key: subjectKey('identification:cart', orderFormId), policy: IDENTIFICATION_CART_ATTEMPT_POLICY },
      { key: subjectKey('identification:address', clientAddress), policy: IDENTIFICATION_ADDRESS_ATTEMPT_POLICY },
    ]
  }

  check(orderFormId: string, clientAddress: string): AttemptVerdict {
    return this.limiter.check(this.subjects(orderFormId, clientAddress))
  }

  /** An identification was made. */
  made(orderFormId: string, clientAddress: string): void {
    this.limiter.fail(this.subjects(orderFormId, clientAddress))
  }
}
