import { formatDate, formatGender, formatPhone, maskCpf } from './format'

describe('account formatting', () => {
  it('formats dates', () => {
    expect(formatDate('1990-04-12')).toBe('12/04/1990')
    expect(formatDate('2025-01-02T10:00:00.000Z')).toBe('02/01/2025')
    expect(formatDate(null)).toBe('—')
  })
  it('formats Brazilian phones', () => {
    expect(formatPhone('+5511987654321')).toBe('(11) 98765-4321')
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444')
    expect(formatPhone('123')).toBe('123')
  })
  it('masks the CPF', () => {
    expect(maskCpf('39053344705')).toBe('•••.•••.•••-05')
    expect(maskCpf('123')).toBe('—')
  })
  it('names genders', () => {
    expect(formatGender('female')).toBe('Feminino')
    expect(formatGender(undefined)).toBe('—')
  })
})
