import { seedDemoMembers } from '../domain/accounts/demo-members'
import { openDatabase, type Db } from '../storage/database'
import { createRepositories, type Repositories } from '../storage/repositories'

/** A private in-memory database (migrated) with its repositories; `withMembers` registers the demo members. */
export function memoryStore(options: { withMembers?: boolean } = {}): { db: Db; repositories: Repositories } {
  const db = openDatabase(':memory:')
  const repositories = createRepositories(db)
  if (options.withMembers) seedDemoMembers(repositories.members)
  return { db, repositories }
}
