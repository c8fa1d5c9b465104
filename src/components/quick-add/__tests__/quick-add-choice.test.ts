import { pdpProduct } from '../../../analytics/__tests__/fixtures'
import { quickAddChoice, quickAddChoiceOf } from '../quick-add-choice'
import { loadProduct } from '../load-product'

jest.mock('../load-product', () => ({ loadProduct: jest.fn() }))

const several = pdpProduct()
const [, inStock] = several.skus
const single = pdpProduct({ skus: [{ ...inStock, images: [{ url: '/images/101.svg', alt: 'Chuteira azul' }] }] })

describe('quickAddChoiceOf', () => {
  it('opens the selection for a product with several SKUs', () => {
    expect(quickAddChoiceOf(several)).toEqual({ kind: 'choose', product: several })
  })

  it('adds the one SKU of a product at once, at its default offer', () => {
    expect(quickAddChoiceOf(single)).toEqual({
      kind: 'add',
      item: {
        productId: '10',
        skuId: '101',
        sellerId: '1',
        price: 24990,
        listPrice: 29990,
        quantity: 1,
        name: 'Chuteira Society Agility',
        variation: 'Azul / 40',
        imageUrl: '/images/101.svg',
        detailUrl: '/chuteira-society-agility/p',
        ean: '7890000000101',
      },
    })
  })

  it('says a single SKU out of stock, or no SKU at all, is unavailable', () => {
    const soldOut = pdpProduct({ skus: [{ ...inStock, offers: inStock.offers.map((offer) => ({ ...offer, quantity: 0 })) }] })
    expect(quickAddChoiceOf(soldOut)).toEqual({ kind: 'unavailable' })
    expect(quickAddChoiceOf(pdpProduct({ skus: [] }))).toEqual({ kind: 'unavailable' })
  })
})

describe('quickAddChoice', () => {
  it('reads the card’s product by its page address, then decides', async () => {
    jest.mocked(loadProduct).mockResolvedValue(several)
    await expect(quickAddChoice('/chuteira-society-agility/p')).resolves.toEqual({ kind: 'choose', product: several })
    expect(loadProduct).toHaveBeenCalledWith('/chuteira-society-agility/p')
  })
})
