import type { Coupon } from '../domain/checkout/coupon'
import type { Db } from './database'

interface CouponRow {
  code: string
  kind: Coupon['kind']
  percent: number
  sport_slug: string | null
}

/** Active coupons, looked up case-insensitively (seeded by migration 3). */
export class SqliteCouponRepository {
  private readonly findStatement

  constructor(db: Db) {
    this.findStatement = db.prepare('SELECT code, kind, percent, sport_slug FROM coupons WHERE code = ? AND active = 1')
  }

  find(code: string): Coupon | undefined {
    const row = this.findStatement.get(code.trim()) as CouponRow | undefined
    return row ? { code: row.code, kind: row.kind, percent: row.percent, sportSlug: row.sport_slug } : undefined
  }
}
