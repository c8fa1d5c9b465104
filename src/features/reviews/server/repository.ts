import type { ReviewRepository, ReviewSummary, StoredReview } from './service'
import type { Db } from '../../../server/storage/database'

interface ReviewRow {
  id: string
  product_id: string
  member_id: string
  author: string
  rating: number
  title: string | null
  text: string
  order_id: string
  created_at: string
  updated_at: string
}

function reviewOf(row: ReviewRow): StoredReview {
  return {
    id: row.id,
    productId: row.product_id,
    memberId: row.member_id,
    author: row.author,
    rating: row.rating,
    title: row.title,
    text: row.text,
    orderId: row.order_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

const roundAverage = (mean: number | null): number | null => (mean === null ? null : Math.round(mean * 10) / 10)

/** Product reviews (table product_reviews): one per member and product. */
export class SqliteReviewRepository implements ReviewRepository {
  private readonly getStatement
  private readonly byMemberStatement
  private readonly upsertStatement
  private readonly byProductStatement
  private readonly summaryStatement
  private readonly summariesStatement

  constructor(private readonly db: Db) {
    this.getStatement = db.prepare('SELECT * FROM product_reviews WHERE id = ?')
    this.byMemberStatement = db.prepare('SELECT * FROM product_reviews WHERE product_id = ? AND member_id = ?')
    this.upsertStatement = db.prepare(`INSERT INTO product_reviews (id, product_id, member_id, author, rating, title, text, order_id, created_at, updated_at)
      VALUES (@id, @productId, @memberId, @author, @rating, @title, @text, @orderId, @createdAt, @updatedAt)
      ON CONFLICT (product_id, member_id) DO UPDATE SET author = excluded.author, rating = excluded.rating, title = excluded.title,
        text = excluded.text, order_id = excluded.order_id, updated_at = excluded.updated_at`)
    this.byProductStatement = db.prepare('SELECT * FROM product_reviews WHERE product_id = ? ORDER BY updated_at DESC, id LIMIT ?')
    this.summaryStatement = db.prepare('SELECT COUNT(*) AS count, AVG(rating) AS mean FROM product_reviews WHERE product_id = ?')
    this.summariesStatement = db.prepare('SELECT product_id, COUNT(*) AS count, AVG(rating) AS mean FROM product_reviews GROUP BY product_id')
  }

  get(id: string): StoredReview | null {
    const row = this.getStatement.get(id) as ReviewRow | undefined
    return row ? reviewOf(row) : null
  }

  findByMember(productId: string, memberId: string): StoredReview | null {
    const row = this.byMemberStatement.get(productId, memberId) as ReviewRow | undefined
    return row ? reviewOf(row) : null
  }

  upsert(review: StoredReview): void {
    this.upsertStatement.run(review)
  }

  listByMember(memberId: string): StoredReview[] {
    return (this.db.prepare('SELECT * FROM product_reviews WHERE member_id = ? ORDER BY updated_at DESC, id').all(memberId) as ReviewRow[]).map(reviewOf)
  }

  listByProduct(productId: string, limit: number): StoredReview[] {
    return (this.byProductStatement.all(productId, limit) as ReviewRow[]).map(reviewOf)
  }

  summary(productId: string): ReviewSummary {
    const row = this.summaryStatement.get(productId) as { count: number; mean: number | null }
    return { count: row.count, average: roundAverage(row.mean) }
  }

  summaries(): Map<string, ReviewSummary> {
    const rows = this.summariesStatement.all() as Array<{ product_id: string; count: number; mean: number | null }>
    return new Map(rows.map((row) => [row.product_id, { count: row.count, average: roundAverage(row.mean) }]))
  }
}
