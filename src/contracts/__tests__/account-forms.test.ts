import { ageOn, brokenPasswordRules, isCalendarDate, normalizePhone, PASSWORD_RULES, splitStreetLine, streetLine } from '../account-forms'
import { productIdOf, unescapeReviewText } from '../../features/reviews/contract'
import { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from '../documents'

describe('password rules', () => {
  it('lists the rules the sign-up page shows and names the broken ones', () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual(['Pelo menos 8 caracteres', 'Pelo menos uma letra', 'Pelo menos um número'])
    expect(brokenPasswordRules('abc').map((rule) => rule.id)).toEqual(['length', 'digit'])
    expect(brokenPasswordRules('12345678').map((rule) => rule.id)).toEqual(['letter'])
    expect(brokenPasswordRules('ação2024')).toEqual([])
  })
})

describe('tax ids', () => {
  it('checks CPF and CNPJ check digits and formats them', () => {
    expect(isValidCpf('390.533.447-05')).toBe(true)
    expect(isValidCpf('390.533.447-06')).toBe(false)
    expect(isValidCpf('111.111.111-11')).toBe(false)
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false)
    expect(formatCpf('39053344705')).toBe('390.533.447-05')
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81')
  })
})

describe('form helpers', () => {
  it('normalises Brazilian phones to E.164 and refuses numbers without an area code', () => {
    expect(normalizePhone('(11) 98765-4321')).toBe('+5511987654321')
    expect(normalizePhone('+55 21 3456-7890')).toBe('+552134567890')
    expect(normalizePhone('98765-4321')).toBeNull()
    expect(normalizePhone('(01) 98765-4321')).toBeNull()
  })

  it('counts full years of age', () => {
    expect(ageOn('2000-05-10', '2016-05-09')).toBe(15)
    expect(ageOn('2000-05-10', '2016-05-10')).toBe(16)
  })

  it('knows a real calendar date', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2023-02-29')).toBe(false)
    expect(isCalendarDate('2024-13-01')).toBe(false)
    expect(isCalendarDate('01/02/2024')).toBe(false)
  })

  it('joins and splits the street line of an address', () => {
    expect(streetLine(' Avenida Paulista ', ' 1578 ')).toBe('Avenida Paulista, 1578')
    expect(splitStreetLine('Rua A, B, 12')).toEqual({ street: 'Rua A, B', number: '12' })
    expect(splitStreetLine('Rua sem número')).toEqual({ street: 'Rua sem número', number: '' })
  })

  it('decodes escaped review text for a renderer that escapes again', () => {
    expect(unescapeReviewText('&lt;b&gt; &amp;amp; &quot;x&quot; &#39;y&#39;')).toBe('<b> &amp; "x" \'y\'')
  })
})

describe('product id of an address', () => {
  it('takes a trimmed catalogue id and refuses anything else', () => {
    expect(productIdOf(' 1000123 ')).toBe('1000123')
    expect(productIdOf('tenis_corrida-01')).toBe('tenis_corrida-01')
    expect(productIdOf('a'.repeat(64))).toBe('a'.repeat(64))
    expect(productIdOf('a'.repeat(65))).toBeNull()
    expect(productIdOf('')).toBeNull()
    expect(productIdOf('   ')).toBeNull()
    expect(productIdOf('12/34')).toBeNull()
    expect(productIdOf('<script>')).toBeNull()
    expect(productIdOf('1000123\n')).toBe('1000123')
  })
})
