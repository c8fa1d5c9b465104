import { cepDigitsOf, formatCepDigits } from '../address'
import { cnpjCharacters, formatCnpj, formatPhone, isValidCnpj, isValidPhone, nationalPhoneDigits, phoneE164 } from '../documents'
import { cnpjField } from '../schemas/account-forms'

describe('the alphanumeric CNPJ (IN RFB 2.229/2024)', () => {
  it("accepts Receita Federal's example and numeric CNPJs, in any case and mask, and refuses a wrong check digit", () => {
    for (const valid of ['12ABC34501DE35', '12.ABC.345/01DE-35', '12.abc.345/01de-35', '11.222.333/0001-81', '11222333000181']) expect([valid, isValidCnpj(valid)]).toEqual([valid, true])
    for (const invalid of ['12ABC34501DE36', '12ABC34501DE3A', '12ABC34501DE', '00000000000000', '11.222.333/0001-80', '']) expect([invalid, isValidCnpj(invalid)]).toEqual([invalid, false])
  })

  it('is kept as its 14 upper-case characters and formatted as typed', () => {
    expect(cnpjCharacters(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35')
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(formatCnpj('12abc3')).toBe('12.ABC.3')
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(cnpjField.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35')
    expect(cnpjField.safeParse('12.ABC.345/01DE-36').success).toBe(false)
  })
})

describe('phones', () => {
  it('reads the usual writings, with the country code or the trunk prefix', () => {
    for (const written of ['(11) 98765-4321', '+55 11 98765-4321', '5511987654321', '011 98765-4321', '0055 11 98765-4321']) {
      expect([written, nationalPhoneDigits(written)]).toEqual([written, '11987654321'])
    }
    expect(phoneE164('(21) 3456-7890')).toBe('+552134567890')
    expect(formatPhone('+5511987654321')).toBe('(11) 98765-4321')
    expect(formatPhone('1198')).toBe('(11) 98')
  })

  it('refuses numbers without an area code, unknown area codes, mobiles not starting with 9, and extra digits', () => {
    for (const wrong of ['98765-4321', '(20) 98765-4321', '(11) 88765-4321', '(11) 98765-43210', '99 11 98765-4321']) expect([wrong, isValidPhone(wrong)]).toEqual([wrong, false])
  })
})

describe('CEPs', () => {
  it('takes 8 digits with or without the hyphen after the fifth, and formats them', () => {
    expect(cepDigitsOf(' 01310-100 ')).toBe('01310100')
    expect(cepDigitsOf('01310100')).toBe('01310100')
    for (const wrong of ['0131-0100', '1310100', '01310-1000', 'abcde-fgh']) expect(cepDigitsOf(wrong)).toBeNull()
    expect(formatCepDigits('69005010')).toBe('69005-010')
  })
})
