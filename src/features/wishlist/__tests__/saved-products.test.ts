import { searchItem, searchProduct, searchSeller } from '../../../test-support/search-product'
import { savedProducts } from '../ui/WishlistProducts'

const found = searchProduct({
  productId: '100',
  productName: 'Bola de Futebol',
  link: '/bola-de-futebol/p',
  linkText: 'bola-de-futebol',
  items: [searchItem({ itemId: 's1', sellers: [searchSeller({ sellerId: '1', sellerDefault: true, commertialOffer: { Price: 70, ListPrice: 100, AvailableQuantity: 2 } })] })],
})

describe('savedProducts', () => {
  it('lists the saved products newest first, each with the card the search found', () => {
    const items = savedProducts(
      [
        { productId: '100', addedAt: '2026-11-01T10:00:00.000Z' },
        { productId: '200', addedAt: '2026-11-02T10:00:00.000Z' },
      ],
      [found],
    )
    expect(items.map((item) => item.productId)).toEqual(['200', '100'])
    expect(items[1]!.card).toMatchObject({ name: 'Bola de Futebol' })
    expect(items[1]!.addedAt).toBe('2026-11-01T10:00:00.000Z')
  })

  it('keeps a product the catalogue no longer has, without a card', () => {
    expect(savedProducts([{ productId: '999', addedAt: '2026-11-01T10:00:00.000Z' }], [found])).toEqual([
      { productId: '999', addedAt: '2026-11-01T10:00:00.000Z', card: null },
    ])
  })
})
