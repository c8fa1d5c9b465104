import { COOKIE_CONSENT_VERSION } from '../../../config/constants'
import type { ConsentChoice } from '../../../contracts/consent'

export interface ConsentRepository {
  find(memberId: string): ConsentChoice | null
  save(memberId: string, choice: ConsentChoice, recordedAt: string): void
}

/** A choice the server refuses (a version the store never showed). */
export class ConsentChoiceError extends Error {}

/**
 * The members' cookie choices. A choice is kept as made (purposes, version,
 * date), with the moment the server recorded it; a date in the future is
 * taken as now; an older choice than the one kept does not replace it.
 */
export class MemberConsents {
  constructor(
    private readonly store: ConsentRepository,
    private readonly now: () => number,
  ) {}

  of(memberId: string): ConsentChoice | null {
    return this.store.find(memberId)
  }

  record(memberId: string, choice: ConsentChoice): ConsentChoice {
    if (choice.version > COOKIE_CONSENT_VERSION) throw new ConsentChoiceError(`version ${choice.version} is not one the store showed`)
    const now = new Date(this.now())
    const decidedAt = Date.parse(choice.decidedAt) > now.getTime() ? now.toISOString() : new Date(choice.decidedAt).toISOString()
    const kept = this.store.find(memberId)
    if (kept && Date.parse(kept.decidedAt) > Date.parse(decidedAt)) return kept
    const recorded: ConsentChoice = { purposes: { analytics: choice.purposes.analytics, personalisation: choice.purposes.personalisation }, version: choice.version, decidedAt }
    this.store.save(memberId, recorded, now.toISOString())
    return recorded
  }
}
