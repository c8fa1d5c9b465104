import { z } from 'zod'

import { productIdOf } from '../../../features/reviews/contract'
import { addressSchema, consumerSignUpSchema, profileSchema } from '../account-forms'
import { fieldErrorsOf, parseForm, ptBrErrorMap } from '../forms'
import { productIdField } from '../../../features/reviews/schemas'

describe('form schemas', () => {
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
})

describe('product id', () => {
  it('is one rule: the schema accepts exactly what the browser check accepts, trimmed alike', () => {
    for (const value of ['1000123', ' 1000123 ', 'tenis_corrida-01', 'a'.repeat(64), 'a'.repeat(65), '', '  ', '12/34', '<b>', 'ação']) {
      const parsed = productIdField.safeParse(value)
      expect(parsed.success ? parsed.data : null).toBe(productIdOf(value))
    }
    expect(productIdField.safeParse('12/34').error?.issues[0]?.message).toBe('Produto inválido.')
  })
})
