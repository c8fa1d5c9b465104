import { discountLabel, discountPercent, displayInstallment, parsePrice } from '../price'

const inst = (count: number, interestRate = 0, onlyStoreCard = false) => ({ count, value: 1000, interestRate, totalValue: 1000 * count, onlyStoreCard })

describe('price parsing', () => {
  it('keeps digits, pads to 3 and divides by 100', () => {
    expect(parsePrice('R$ 1.234,56')).toBe(1234.56)
    expect(parsePrice('5')).toBe(0.05)
    expect(parsePrice('R$ 0,5')).toBe(0.05)
    expect(parsePrice('')).toBe(0)
    expect(parsePrice('12')).toBe(0.12)
  })
})

describe('discount', () => {
  it('gives {n}% OFF only with a discount', () => {
    expect(discountPercent(8000, 10000)).toBe(20)
    expect(discountLabel(8000, 10000)).toBe('20% OFF')
    expect(discountLabel(10000, 10000)).toBeNull()
    expect(discountLabel(100, 0)).toBeNull()
  })
})

describe('installment choice', () => {
  it('excludes store-card-only instalments', () => {
    expect(displayInstallment([inst(1), inst(5), inst(12, 0, true)])?.count).toBe(5)
  })
  it('prefers interest-free, then the most instalments', () => {
    expect(displayInstallment([inst(1), inst(6), inst(12, 1.99)])?.count).toBe(6)
    expect(displayInstallment([inst(10, 1.99), inst(12, 1.99)])?.count).toBe(12)
  })
  it('gives null when only store-card instalments exist', () => {
    expect(displayInstallment([inst(10, 0, true)])).toBeNull()
    expect(displayInstallment([])).toBeNull()
  })
})
