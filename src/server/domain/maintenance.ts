import { ANONYMOUS_CART_RETENTION_MS } from './checkout/limits'
import { ATTEMPT_RECORDS_KEPT_MS, type AttemptLimiter } from './limits/attempts'

/** The store's clean-up runs this often (and once at start). */
export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000

export interface MaintenanceReport {
  /** Anonymous carts untouched for ANONYMOUS_CART_RETENTION_DAYS, deleted. */
  carts: number
  /** Attempt counts whose last failure is a day old, deleted. */
  attempts: number
  /** Login devices not used for LOGIN_DEVICE_RETENTION_DAYS, forgotten. */
  devices: number
  /** Search term votes of past days, deleted. */
  searchVotes: number
}

export interface MaintenanceParts {
  carts: { deleteAnonymousBefore(cutoff: Date): number }
  attempts: Pick<AttemptLimiter, 'prune'>
  devices: { pruneDevices(): number }
  searchVotes: { pruneVotes(): number }
}

/**
 * The store's clean-up: what it keeps only for a while is deleted once its
 * time is up (old anonymous carts, attempt counts, login devices, past
 * days' search votes). The composition root runs it at start and every hour;
 * `npm run store:clean-up` runs it once.
 */
export class StoreMaintenance {
  constructor(
    private readonly parts: MaintenanceParts,
    private readonly now: () => number = Date.now,
  ) {}

  run(): MaintenanceReport {
    return {
      carts: this.parts.carts.deleteAnonymousBefore(new Date(this.now() - ANONYMOUS_CART_RETENTION_MS)),
      attempts: this.parts.attempts.prune(ATTEMPT_RECORDS_KEPT_MS),
      devices: this.parts.devices.pruneDevices(),
      searchVotes: this.parts.searchVotes.pruneVotes(),
    }
  }
}
