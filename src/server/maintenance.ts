import type { ServerConfig } from './config'
import { CredentialGuard } from './domain/accounts/credential-guard'
import { AttemptLimiter } from './domain/limits/attempts'
import { StoreMaintenance, type MaintenanceReport } from './domain/maintenance'
import { voteDay } from './domain/search/query-log'
import { openDatabase } from './storage/database'
import { createRepositories } from './storage/repositories'

/** Runs the store's clean-up once on the database of `config` (the command; the server runs it itself, hourly). */
export function cleanUpStore(config: Pick<ServerConfig, 'dataDir'>, now: () => number = Date.now): MaintenanceReport {
  const db = openDatabase(config.dataDir)
  try {
    const repositories = createRepositories(db)
    const limiter = new AttemptLimiter(repositories.attempts, now)
    const maintenance = new StoreMaintenance(
      {
        carts: repositories.orderForms,
        attempts: limiter,
        devices: new CredentialGuard(limiter, repositories.loginDevices, repositories.members, now),
        searchVotes: { pruneVotes: () => repositories.searchLog.pruneVotesBefore(voteDay(now())) },
      },
      now,
    )
    return maintenance.run()
  } finally {
    db.close()
  }
}
