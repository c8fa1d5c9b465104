import { cepDigits, formatCep, isCompleteCep, normalizeCep } from './cep'

describe('formatCep', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    ['01.310-100', '01310-100'],
    ['abc01310x100', '01310-100'],
    ['013101009999', '01310-100'],
  ])('formats %p as %p', (input, expected) => {
    expect(formatCep(input)).toBe(expected)
  })

  it('never exceeds 9 characters and keeps only digits and one hyphen', () => {
    const out = formatCep('9'.repeat(40))
    expect(out).toHaveLength(9)
    expect(out.split('-')).toHaveLength(2)
  })

  it('is stable when applied again', () => {
    for (const input of ['1', '12345', '123456', '12345678']) expect(formatCep(formatCep(input))).toBe(formatCep(input))
  })
})

describe('cep helpers', () => {
  it('cepDigits keeps at most 8 digits', () => {
    expect(cepDigits('12a34-56789')).toBe('12345678')
  })
  it('isCompleteCep accepts only 5-3 formatted codes', () => {
    expect(isCompleteCep('01310-100')).toBe(true)
    expect(isCompleteCep('01310-10')).toBe(false)
    expect(isCompleteCep('013101000')).toBe(false)
  })
  it('normalizeCep inserts the hyphen after 5 digits or rejects', () => {
    expect(normalizeCep('01310100')).toBe('01310-100')
    expect(normalizeCep('01310-100')).toBe('01310-100')
    expect(normalizeCep('0131010')).toBeNull()
    expect(normalizeCep(null)).toBeNull()
  })
})
