import type { ServerConfig } from '../config'
import type { Db } from './database'
import { seedOrdersFor } from './orders-repository'

/** Demo members who get an order history (the others keep an empty one, to show that state too). */
export const DEMO_ORDER_MEMBER_EMAILS = ['ana.souza@example.com'] as const

/**
 * Seeder of the demo order history: a few orders for each member of
 * DEMO_ORDER_MEMBER_EMAILS. Runs after the catalogue and accounts seeders;
 * a member who already has orders is left alone (seedOrdersFor is idempotent).
 */
export function seedDemoOrders(db: Db, _config: ServerConfig): void {
  const byEmail = db.prepare('SELECT id FROM members WHERE email = ?')
  for (const email of DEMO_ORDER_MEMBER_EMAILS) {
    const row = byEmail.get(email) as { id: string } | undefined
    if (row) seedOrdersFor(db, row.id)
  }
}
