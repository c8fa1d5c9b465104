import { DAY_MS } from '../../../config/constants'
import type { Member } from '../../../server/domain/accounts/types'
import type { StoredOrder } from '../../../server/domain/orders/types'
import { orderItem, storedOrder } from '../../../server/test-support/stored-order'
import { authorOf, ProductReviewsService, ReviewError, type ReviewRepository, type StoredReview } from '../server/service'

const NOW = new Date('2024-06-30T12:00:00Z')
const member = { id: 'm', givenName: 'Ana', familyName: 'souza' } as Member

const orderWith = (productId: string, status: StoredOrder['status'], daysAgo: number): StoredOrder =>
  storedOrder({
    orderId: `${productId}-${status}-${daysAgo}`,
    memberId: 'm',
    status,
    creationDate: new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString(),
    items: [orderItem({ id: `sku-${productId}`, productId, name: `Produto ${productId}`, imageUrl: '/i.png', detailUrl: `/p${productId}/p` })],
  })

class MemoryReviews implements ReviewRepository {
  rows: StoredReview[] = []
  get(id: string) {
    return this.rows.find((r) => r.id === id) ?? null
  }
  findByMember(productId: string, memberId: string) {
    return this.rows.find((r) => r.productId === productId && r.memberId === memberId) ?? null
  }
  upsert(review: StoredReview) {
    this.rows = [...this.rows.filter((r) => !(r.productId === review.productId && r.memberId === review.memberId)), review]
  }
  listByProduct(productId: string) {
    return this.rows.filter((r) => r.productId === productId)
  }
  listByMember(memberId: string) {
    return this.rows.filter((r) => r.memberId === memberId)
  }
  summary(productId: string) {
    const rows = this.listByProduct(productId)
    return { count: rows.length, average: rows.length ? rows.reduce((s, r) => s + r.rating, 0) / rows.length : null }
  }
  summaries() {
    return new Map()
  }
}

function service(orders: StoredOrder[]) {
  const store = new MemoryReviews()
  return { store, reviews: new ProductReviewsService({ orders: { listByMember: () => orders }, store, newId: () => 'r1', now: () => NOW }) }
}

describe('review rules', () => {
  it('names the author by given name and family initial', () => {
    expect(authorOf({ givenName: 'Ana', familyName: 'souza' })).toBe('Ana S.')
  })

  it('accepts buyers of an invoiced (delivered) order within 90 days, and says why the others cannot review', () => {
    expect(service([orderWith('1', 'invoiced', 89)]).reviews.eligibility(member, '1')).toMatchObject({ canReview: true, reason: null, product: { name: 'Produto 1' } })
    expect(service([orderWith('1', 'invoiced', 91)]).reviews.eligibility(member, '1')).toMatchObject({ canReview: false, reason: 'window-ended', product: { name: 'Produto 1' } })
    expect(service([orderWith('1', 'canceled', 1), orderWith('1', 'payment-pending', 1)]).reviews.eligibility(member, '1')).toMatchObject({ canReview: false, reason: 'not-bought' })
    // Paid, but still in the warehouse: not delivered yet.
    for (const status of ['payment-approved', 'handling'] as const) {
      expect(service([orderWith('1', status, 1), orderWith('1', 'canceled', 1)]).reviews.eligibility(member, '1')).toMatchObject({ canReview: false, reason: 'not-delivered', product: { name: 'Produto 1' } })
      expect(() => service([orderWith('1', status, 1)]).reviews.write(member, { productId: '1', rating: 5, title: null, text: 'Excelente produto!' })).toThrow(
        'Você poderá avaliar este produto quando o pedido for faturado.',
      )
    }
    expect(service([orderWith('1', 'handling', 1), orderWith('1', 'invoiced', 30)]).reviews.eligibility(member, '1')).toMatchObject({ canReview: true, reason: null })
    expect(() => service([orderWith('1', 'invoiced', 91)]).reviews.write(member, { productId: '1', rating: 5, title: null, text: 'Excelente produto!' })).toThrow(
      'Produtos podem ser avaliados em até 90 dias após a compra.',
    )
  })

  it('stores title and text escaped and keeps the first date on a rewrite', () => {
    const { reviews, store } = service([orderWith('1', 'invoiced', 1)])
    const first = reviews.write(member, { productId: '1', rating: 3, title: "It's <ok>", text: 'Bom & "barato"' })
    expect(first).toMatchObject({ title: 'It&#39;s &lt;ok&gt;', text: 'Bom &amp; &quot;barato&quot;', author: 'Ana S.' })
    const second = reviews.write(member, { productId: '1', rating: 5, title: null, text: 'Melhorou com o uso.' })
    expect(second.createdAt).toBe(first.createdAt)
    expect(store.rows).toHaveLength(1)
    expect(() => reviews.edit({ ...member, id: 'x' }, first.id, { rating: 1, title: null, text: 'Outra pessoa aqui.' })).toThrow(ReviewError)
  })
})
