import { formatBRL } from '../money'
import { formatDecimal } from '../number-format'

/** What Intl writes (the reference the formatter replaces); ICU's space after R$ is a non-breaking one. */
const intlBRL = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value).replace(/\s/u, ' ')

/** A reproducible spread of values: integers, cents, long fractions, halves, negatives, large amounts. */
function sampleValues(): number[] {
  let seed = 20261124
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  const values = [0, -0, 1, 12, 123, 1234, 12345, 1234567.891, -1234.5, 0.5, 1.115, 2.345, 4.35, 1.005, 0.285, 999.995, 0.0005, 99999999.999, 2.3456, -0.001]
  for (let i = 0; i < 3000; i++) {
    const scale = 10 ** Math.floor(random() * 9)
    const value = Math.round(random() * scale * 10 ** (i % 5)) / 10 ** (i % 5)
    values.push(i % 7 === 0 ? -value : value, value + 0.005, value / 3)
  }
  return values
}

describe('pt-BR numbers without Intl', () => {
  it.each([
    [1234, {}, '1.234'],
    [1234567.891, {}, '1.234.567,891'],
    [0.5, { minimumFractionDigits: 2 }, '0,50'],
    [4.7, { minimumFractionDigits: 1 }, '4,7'],
    [4, { minimumFractionDigits: 1 }, '4,0'],
    [2.3456, {}, '2,346'],
    [-1234.5, {}, '-1.234,5'],
  ])('%p %p → %p', (value, digits, expected) => {
    expect(formatDecimal(value, digits)).toBe(expected)
  })

  it("writes what Intl writes for toLocaleString('pt-BR') with 0–3, 1 and 2 decimals", () => {
    for (const value of sampleValues()) {
      expect(formatDecimal(value)).toBe(value.toLocaleString('pt-BR'))
      expect(formatDecimal(value, { minimumFractionDigits: 1 })).toBe(value.toLocaleString('pt-BR', { minimumFractionDigits: 1 }))
      expect(formatDecimal(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }))
    }
  })

  it("formats BRL as Intl's pt-BR currency format does", () => {
    for (const value of sampleValues()) expect(formatBRL(value)).toBe(intlBRL(value))
  })

  it('falls back to Intl for exponent notation', () => {
    expect(formatDecimal(1e21)).toBe((1e21).toLocaleString('pt-BR'))
    expect(formatDecimal(1e-7, { minimumFractionDigits: 2 })).toBe('0,00')
  })
})
