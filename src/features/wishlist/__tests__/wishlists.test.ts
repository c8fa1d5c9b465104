import { DEMO_MEMBERS } from '../../../demo/members'
import { memoryStore } from '../../../server/test-support/store'
import { SqliteWishlistRepository } from '../server/repository'
import { WishlistFullError, WishlistNotFoundError, Wishlists } from '../server/service'

describe('wishlists (rules over the wishlist store)', () => {
  const [ana, bruno] = DEMO_MEMBERS

  it('creates one wishlist per member on first read and adds products once, in order', () => {
    const { db } = memoryStore({ withMembers: true })
    const wishlists = new Wishlists(new SqliteWishlistRepository(db), 10, () => new Date('2025-01-02T03:04:05Z'))
    const list = wishlists.forMember(ana.id)
    expect(list.products).toEqual([])
    expect(wishlists.forMember(ana.id).id).toBe(list.id)
    wishlists.add(ana.id, list.id, 'p1')
    wishlists.add(ana.id, list.id, 'p2')
    expect(wishlists.add(ana.id, list.id, 'p1').products).toEqual([
      { productId: 'p1', addedAt: '2025-01-02T03:04:05.000Z' },
      { productId: 'p2', addedAt: '2025-01-02T03:04:05.000Z' },
    ])
    expect(wishlists.remove(ana.id, list.id, 'p1').products.map((p) => p.productId)).toEqual(['p2'])
    expect(wishlists.remove(ana.id, list.id, 'absent').products.map((p) => p.productId)).toEqual(['p2'])
  })

  it('refuses a product beyond the maximum and leaves the list as it was', () => {
    const { db } = memoryStore({ withMembers: true })
    const wishlists = new Wishlists(new SqliteWishlistRepository(db), 2)
    const { id } = wishlists.forMember(ana.id)
    wishlists.add(ana.id, id, 'p1')
    wishlists.add(ana.id, id, 'p2')
    expect(() => wishlists.add(ana.id, id, 'p3')).toThrow(WishlistFullError)
    expect(wishlists.forMember(ana.id).products.map((p) => p.productId)).toEqual(['p1', 'p2'])
    // A product already there is no addition.
    expect(wishlists.add(ana.id, id, 'p2').products).toHaveLength(2)
  })

  it("refuses another member's (or an unknown) wishlist and changes nothing", () => {
    const { db } = memoryStore({ withMembers: true })
    const wishlists = new Wishlists(new SqliteWishlistRepository(db))
    const anas = wishlists.forMember(ana.id)
    wishlists.forMember(bruno.id)
    expect(() => wishlists.add(bruno.id, anas.id, 'p1')).toThrow(WishlistNotFoundError)
    expect(() => wishlists.remove(bruno.id, anas.id, 'p1')).toThrow(WishlistNotFoundError)
    expect(() => wishlists.add(ana.id, 'unknown', 'p1')).toThrow(WishlistNotFoundError)
    expect(wishlists.forMember(ana.id).products).toEqual([])
    expect(wishlists.forMember(bruno.id).products).toEqual([])
  })
})
