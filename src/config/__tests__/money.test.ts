import { formatBRL, formatCents, parsePriceString } from '../money'

describe('money', () => {
  it('formats BRL the Brazilian way', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56')
    expect(formatBRL(0)).toBe('R$ 0,00')
    expect(formatBRL(99.9)).toBe('R$ 99,90')
  })

  it('formats cents', () => {
    expect(formatCents(123456)).toBe('R$ 1.234,56')
    expect(formatCents(5)).toBe('R$ 0,05')
  })

  it('parses price strings: digits only, left-padded to 3, divided by 100', () => {
    expect(parsePriceString('R$ 1.234,56')).toBe(1234.56)
    expect(parsePriceString('5')).toBe(0.05)
    expect(parsePriceString('R$ 0,5')).toBe(0.05)
    expect(parsePriceString('')).toBe(0)
  })
})
