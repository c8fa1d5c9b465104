import { seedDemoMembers } from '../../demo/members'
import { migrationsOf } from '../feature-module'
import { FEATURE_MODULES } from '../feature-list'
import { migrate, openDatabase, type Db } from '../storage/database'
import { createRepositories, type Repositories } from '../storage/repositories'

/** A private in-memory database (migrated: the core's tables and the features') with its repositories; `withMembers` registers the demo members. */
export function memoryStore(options: { withMembers?: boolean } = {}): { db: Db; repositories: Repositories } {
  const db = openDatabase(':memory:')
  migrate(db, migrationsOf(FEATURE_MODULES))
  const repositories = createRepositories(db)
  if (options.withMembers) seedDemoMembers(repositories.members)
  return { db, repositories }
}
