import { migrationsOf } from '../feature-module'
import { FEATURE_MODULES } from '../feature-list'
import { migrate, openDatabase } from '../storage/database'
import { migrations } from '../storage/migrations'

/** The store's schema: the core's migrations and every feature's, each version once. */
describe('the store’s schema', () => {
  it('gives every migration of the core and of the features a version of its own', () => {
    const versions = [...migrations, ...migrationsOf(FEATURE_MODULES)].map((migration) => migration.version)
    const repeated = versions.filter((version, index) => versions.indexOf(version) !== index)
    expect(repeated).toEqual([])
  })

  it('brings a database made before the features had their own migrations up to date (their versions remembered by number)', () => {
    const db = openDatabase(':memory:')
    try {
      // A database of the core's tables and the features' first ones, as before feature modules existed.
      const ran = migrate(db, migrationsOf(FEATURE_MODULES))
      expect(ran.length).toBeGreaterThan(0)
      expect(migrate(db, migrationsOf(FEATURE_MODULES))).toEqual([])
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((row) => row.name)
      expect(tables).toEqual(expect.arrayContaining(['exchange_requests']))
      expect(tables).not.toContain('return_requests')
    } finally {
      db.close()
    }
  })
})
