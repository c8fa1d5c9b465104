import { checkoutContract, createOpenApiValidator, loadOpenApiDocument } from '../openapi'

describe('OpenAPI validator helper', () => {
  it('validates against components.schemas with OpenAPI nullable and formats', () => {
    const validator = createOpenApiValidator({
      openapi: '3.0.0',
      paths: {},
      components: {
        schemas: {
          Thing: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, note: { type: 'string', nullable: true }, ref: { $ref: '#/components/schemas/Ref' } } },
          Ref: { type: 'object', properties: { n: { type: 'integer', format: 'int32' } } },
        },
      },
    })
    expect(validator.validateSchema('Thing', { id: 'a', note: null, ref: { n: 1 } }).valid).toBe(true)
    expect(validator.validateSchema('Thing', { id: 1 }).valid).toBe(false)
    expect(validator.validateSchema('Thing', { id: 'a', ref: { n: 'x' } }).valid).toBe(false)
    expect(validator.validateSchema('Thing', { id: 'a', ref: { n: 2 ** 40 } }).valid).toBe(false)
  })

  it('loads the checkout contract and rejects a malformed orderForm', () => {
    const contract = checkoutContract()
    expect(contract.validateSchema('orderForm', { orderFormId: 'x', items: [], messages: [] }).valid).toBe(true)
    expect(contract.validateSchema('orderForm', { orderFormId: 1 }).valid).toBe(false)
    expect(contract.validateSchema('orderForm', { items: [{ price: 'free' }] }).valid).toBe(false)
    expect(contract.validateSchema('orderForm', { messages: ['plain string'] }).valid).toBe(false)
    expect(contract.validateSchema('orderForm', { messages: [{ code: 'c', text: 't', status: 'error', fields: {} }] }).valid).toBe(true)
    expect(contract.validateSchema('orderForm', { shippingData: null, clientProfileData: null }).valid).toBe(true)
    expect(loadOpenApiDocument('checkout-api.json').paths['/api/checkout/pub/orderForm']).toBeDefined()
  })
})
