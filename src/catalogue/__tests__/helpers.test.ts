import { bestInstallment, defaultOffer, discountPercent, indexCatalogue, isPlaceholderVariationValue, isSkuAvailable, productPath } from '..'
import type { Installment, Sku, SkuOffer } from '../model'
import { testCatalogue } from '../../test-support/catalogue'

const plan = (count: number, interestRate = 0, onlyStoreCard = false): Installment => ({
  count,
  value: 1000,
  interestRate,
  totalValue: 1000 * count,
  paymentSystemName: onlyStoreCard ? 'Cartão Arena Esportes' : 'Cartão de crédito',
  onlyStoreCard,
})
const offer = (over: Partial<SkuOffer> = {}): SkuOffer => ({ sellerId: '1', price: 8000, listPrice: 10000, stock: 3, installments: [], ...over })
const sku = (offers: SkuOffer[]): Sku => ({
  id: '1',
  name: 'x',
  ean: '7890000000000',
  refId: 'r',
  manufacturerCode: 'm',
  variations: {},
  images: [],
  offers,
  measurementUnit: 'un',
  unitMultiplier: 1,
})

describe('catalogue helpers', () => {
  it('indexes products and SKUs', () => {
    const catalogue = testCatalogue({ size: 120 })
    const index = indexCatalogue(catalogue)
    const product = catalogue.products[10]
    const s = product.skus[0]
    expect(index.productsById.get(product.id)).toBe(product)
    expect(index.productsByLinkText.get(product.linkText)).toBe(product)
    expect(index.skusById.get(s.id)).toEqual({ product, sku: s })
    expect(index.skusByManufacturerCode.get(s.manufacturerCode)?.sku).toBe(s)
    expect(index.productsById.get('nope')).toBeUndefined()
  })

  it('picks the default offer and availability', () => {
    const first = offer({ stock: 0 })
    const second = offer({ sellerId: 'x', stock: 2 })
    expect(defaultOffer(sku([first, second]))).toBe(first)
    expect(defaultOffer(sku([]))).toBeNull()
    expect(isSkuAvailable(sku([first, second]))).toBe(true)
    expect(isSkuAvailable(sku([first]))).toBe(false)
  })

  it('computes discounts in whole percent', () => {
    expect(discountPercent(offer())).toBe(20)
    expect(discountPercent(offer({ price: 10000 }))).toBe(0)
    expect(discountPercent(offer({ price: 12000 }))).toBe(0)
    expect(discountPercent(offer({ price: 8500, listPrice: 9990 }))).toBe(15)
  })

  it('chooses the display instalment without store-card-only plans', () => {
    const o = offer({ installments: [plan(1), plan(5), plan(12, 1.99), plan(12, 0, true)] })
    expect(bestInstallment(o, { excludeStoreCard: true })).toEqual(plan(5))
    expect(bestInstallment(o)).toEqual(plan(5))
    expect(bestInstallment(o, { excludeStoreCard: false })).toEqual(plan(12, 0, true))
    expect(bestInstallment(offer({ installments: [plan(2, 1.5), plan(6, 2)] }))).toEqual(plan(6, 2))
    expect(bestInstallment(offer({ installments: [plan(10, 0, true)] }))).toBeNull()
  })

  it('knows placeholders and product paths', () => {
    expect(isPlaceholderVariationValue('ÚNICO')).toBe(true)
    expect(isPlaceholderVariationValue('Sem sabor')).toBe(true)
    expect(isPlaceholderVariationValue('Azul')).toBe(false)
    expect(productPath({ linkText: 'a-b', isKit: false })).toBe('/a-b/p')
    expect(productPath({ linkText: 'kit-a', isKit: true })).toBe('/kit-a/kit')
  })
})
