import type { SearchProduct } from '../../../contracts/search'
import { searchInstallment, searchItem, searchProduct, searchSeller } from '../../../test-support/search-product'
import { displayInstallment, productCardFromSearch } from '../from-search-product'

const installment = (count: number, value: number, extra: Partial<{ InterestRate: number; onlyStoreCard: boolean; PaymentSystemGroupName: string }> = {}) =>
  searchInstallment({
    NumberOfInstallments: count,
    Value: value,
    InterestRate: 0,
    PaymentSystemGroupName: 'creditCardPaymentGroup',
    onlyStoreCard: false,
    ...extra,
  })

const product = (overrides: Partial<SearchProduct> = {}): SearchProduct =>
  searchProduct({
    productId: '100',
    productName: 'Bola de Futebol',
    brand: 'Golaço',
    link: '/bola-de-futebol/p',
    linkText: 'bola-de-futebol',
    isKit: false,
    flags: [{ value: '30% OFF', color: '#e3262f', textColor: '#fff' }],
    items: [
      searchItem({
        itemId: 's1',
        images: [{ imageId: '1', imageLabel: '', imageUrl: '/images/products/s1-1.svg', imageText: 'Bola' }],
        sellers: [searchSeller({ sellerId: '1', sellerDefault: true, commertialOffer: { Price: 70, ListPrice: 100, AvailableQuantity: 0 } })],
      }),
      searchItem({
        itemId: 's2',
        images: [{ imageId: '2', imageLabel: '', imageUrl: '/images/products/s2-1.svg', imageText: '' }],
        sellers: [
          searchSeller({
            sellerId: '1',
            sellerDefault: true,
            commertialOffer: { Price: 80, ListPrice: 100, AvailableQuantity: 3, Installments: [installment(1, 80), installment(4, 20)] },
          }),
        ],
      }),
    ],
    ...overrides,
  })

describe('productCardFromSearch', () => {
  it('maps the first available SKU of the default seller', () => {
    const card = productCardFromSearch(product())
    expect(card).toMatchObject({
      productId: '100',
      name: 'Bola de Futebol',
      brand: 'Golaço',
      slug: '/bola-de-futebol/p',
      imageUrl: '/images/products/s2-1.svg',
      imageAlt: 'Bola de Futebol',
      offer: { price: 80, listPrice: 100, isAvailable: true },
      installment: { count: 4, value: 20 },
      skuId: 's2',
      sellerId: '1',
    })
    expect(card.flags).toEqual([{ value: '30% OFF', color: '#e3262f', textColor: '#fff' }])
  })

  it('builds the slug from linkText for kits without a link', () => {
    expect(productCardFromSearch(product({ link: '', linkText: 'kit-x', isKit: true })).slug).toBe('/kit-x/kit')
  })

  it('marks a product without stock unavailable', () => {
    const p = product()
    p.items = [p.items[0]]
    expect(productCardFromSearch(p).offer.isAvailable).toBe(false)
  })

  it('never shows a list price below the price', () => {
    const p = product()
    p.items[1].sellers[0].commertialOffer.ListPrice = 50
    expect(productCardFromSearch(p).offer.listPrice).toBe(80)
  })
})

describe('displayInstallment', () => {
  it('excludes installments valid only with the store card', () => {
    expect(displayInstallment([installment(3, 30), installment(10, 9, { onlyStoreCard: true })])).toEqual({ count: 3, value: 30 })
    expect(displayInstallment([installment(2, 45), installment(12, 8, { PaymentSystemGroupName: 'privateLabelPaymentGroup' })])).toEqual({
      count: 2,
      value: 45,
    })
  })

  it('prefers interest-free installments', () => {
    expect(displayInstallment([installment(3, 30), installment(12, 9, { InterestRate: 1.99 })])).toEqual({ count: 3, value: 30 })
  })

  it('is null without eligible installments', () => {
    expect(displayInstallment([])).toBeNull()
    expect(displayInstallment(undefined)).toBeNull()
  })
})

describe('card offer choice', () => {
  it('falls back to another seller with stock when the default seller has none', () => {
    const p = product()
    p.items = [
      searchItem({
        itemId: 's9',
        images: [{ imageId: '9', imageLabel: '', imageUrl: '/i.svg', imageText: '' }],
        sellers: [
          searchSeller({ sellerId: '1', sellerDefault: true, commertialOffer: { Price: 50, ListPrice: 50, AvailableQuantity: 0 } }),
          searchSeller({ sellerId: 'mkt', commertialOffer: { Price: 55, ListPrice: 60, AvailableQuantity: 2 } }),
        ],
      }),
    ]
    expect(productCardFromSearch(p)).toMatchObject({ skuId: 's9', sellerId: 'mkt', offer: { price: 55, listPrice: 60, isAvailable: true } })
  })
})
