import {
  addressSchema,
  ageOn,
  brokenPasswordRules,
  consumerSignUpSchema,
  normalizePhone,
  PASSWORD_RULES,
  profileSchema,
  splitStreetLine,
  streetLine,
} from '../account-forms'
import { fieldErrorsOf, parseForm, ptBrErrorMap } from '../forms'
import { unescapeReviewText } from '../reviews'
import { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from '../documents'
import { z } from 'zod'

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

  it('joins and splits the street line of an address', () => {
    expect(streetLine(' Avenida Paulista ', ' 1578 ')).toBe('Avenida Paulista, 1578')
    expect(splitStreetLine('Rua A, B, 12')).toEqual({ street: 'Rua A, B', number: '12' })
    expect(splitStreetLine('Rua sem número')).toEqual({ street: 'Rua sem número', number: '' })
  })

  it('turns a failed parse into one pt-BR message per field', () => {
    const parsed = parseForm(consumerSignUpSchema, { email: 'a@b.co', password: 'senha1234', givenName: 'Ana', familyName: 'Souza', cpf: '52998224725', extra: 1 })
    expect(parsed).toEqual({ ok: true, data: expect.objectContaining({ email: 'a@b.co', cpf: '52998224725', marketingConsent: false }) })
    expect(parseForm(consumerSignUpSchema, null)).toEqual({ ok: false, fields: expect.objectContaining({ email: 'Informe o e-mail.', password: 'Informe a senha.', cpf: 'Informe o CPF.' }) })
    const result = z.object({ n: z.number(), list: z.array(z.string()).min(1) }).safeParse({ n: 'x', list: [] }, { errorMap: ptBrErrorMap })
    expect(result.success).toBe(false)
    if (!result.success) expect(fieldErrorsOf(result.error)).toEqual({ n: 'Valor inválido.', list: 'Valor abaixo do mínimo.' })
  })

  it('validates a profile against the date given as today', () => {
    const schema = profileSchema(() => '2024-06-01')
    const base = { givenName: 'Ana', familyName: 'Souza', marketingConsent: true }
    expect(parseForm(schema, { ...base, birthdate: '2008-06-01' }).ok).toBe(true)
    expect(parseForm(schema, { ...base, birthdate: '2008-06-02' })).toEqual({ ok: false, fields: { birthdate: 'É preciso ter pelo menos 16 anos.' } })
    expect(parseForm(schema, { ...base, birthdate: '1900-01-01' })).toEqual({ ok: false, fields: { birthdate: 'É preciso ter pelo menos 16 anos.' } })
  })

  it('reads a CEP with or without its hyphen and refuses markup in address text', () => {
    const address = { title: 'Casa', postalCode: '01310100', street: 'Rua <b>', number: '1', neighborhood: 'Centro', firstname: 'Ana', lastname: 'Souza' }
    expect(parseForm(addressSchema, address)).toEqual({ ok: false, fields: { street: 'Use apenas letras, números e pontuação comum.' } })
    expect(parseForm(addressSchema, { ...address, street: 'Rua Um', postalCode: '01310-100' })).toEqual({ ok: true, data: expect.objectContaining({ postalCode: '01310100', complement: null, phone: null }) })
  })

  it('decodes escaped review text for a renderer that escapes again', () => {
    expect(unescapeReviewText('&lt;b&gt; &amp;amp; &quot;x&quot; &#39;y&#39;')).toBe('<b> &amp; "x" \'y\'')
  })
})
