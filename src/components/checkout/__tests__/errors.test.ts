import { CommerceHttpError } from '../../../commerce/http'
import { describeCheckoutFailure, GENERIC_STEP_ERROR } from '../errors'

const refusal = (status: number, code: string, message: string) =>
  new CommerceHttpError({ status, code, message, method: 'POST', url: '/api/checkout/pub/orderForm/1/attachments/clientProfileData', body: null })

describe('describeCheckoutFailure', () => {
  const describeProfile = describeCheckoutFailure({ invalidDocument: 'document', invalidPhone: 'phone' })

  it("puts the server's message under the field its code names, and in the step's alert", () => {
    expect(describeProfile(refusal(400, 'invalidPhone', 'Telefone inválido: informe o DDD e o número.'))).toEqual({
      fields: { phone: 'Telefone inválido: informe o DDD e o número.' },
      message: 'Telefone inválido: informe o DDD e o número.',
    })
    expect(describeProfile(refusal(400, 'invalidDocument', 'CPF inválido: confira os 11 dígitos.')).fields).toEqual({ document: 'CPF inválido: confira os 11 dígitos.' })
  })

  it('shows another refusal in the alert only, and anything but a 4xx as the generic message', () => {
    expect(describeProfile(refusal(409, 'profileRequiresLogin', 'Este e-mail já tem cadastro.'))).toEqual({ fields: {}, message: 'Este e-mail já tem cadastro.' })
    expect(describeProfile(refusal(400, 'constructor', 'Recusado.')).fields).toEqual({})
    expect(describeProfile(refusal(502, 'BAD_GATEWAY', 'Bad gateway'))).toEqual({ fields: {}, message: GENERIC_STEP_ERROR })
    expect(describeCheckoutFailure()(new TypeError('Failed to fetch'))).toEqual({ fields: {}, message: GENERIC_STEP_ERROR })
  })
})
