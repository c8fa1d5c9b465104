import { clientProfile, orderForm, orderFormAddress, orderFormMessage, shippingData } from '../../../../test-support/order-form'
import { ORDER_FORM_MESSAGES_MAX } from '../limits'
import { withMessages } from '../messages'
import { enterPersonalData, hasPersonalData, maskEmail, maskPersonalData, provesOwnership, withoutPersonalData } from '../personal-data'

const address = orderFormAddress({
  receiverName: 'Joana Pereira',
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'apto 92',
  reference: 'museu',
  neighborhood: 'Bela Vista',
  geoCoordinates: [-46.65, -23.56],
})
const filled = orderForm({
  clientProfileData: clientProfile({
    email: 'joana.pereira@gmail.com',
    firstName: 'Joana',
    lastName: 'Pereira',
    document: '52998224725',
    phone: '+5511987654321',
    corporateDocument: '11222333000181',
  }),
  shippingData: shippingData({ address, selectedAddresses: [address], availableAddresses: [address] }),
})

describe('personal data of a cart', () => {
  it('masks e-mail, last name, documents, phones, street, number, complement, reference, receiver and coordinates', () => {
    const masked = maskPersonalData(filled)
    expect(masked.clientProfileData).toMatchObject({
      email: 'j***@gmail.com',
      firstName: 'Joana',
      lastName: 'P***',
      document: '*******4725',
      phone: '**********4321',
      corporateDocument: '**********0181',
    })
    for (const shown of [masked.shippingData.address, ...masked.shippingData.selectedAddresses, ...masked.shippingData.availableAddresses]) {
      expect(shown).toMatchObject({
        receiverName: 'J***',
        street: 'Av***',
        number: '***',
        complement: '***',
        reference: '***',
        geoCoordinates: [],
        postalCode: '01310-100',
        neighborhood: 'Bela Vista',
      })
    }
    expect(maskPersonalData(orderForm())).toEqual(orderForm())
  })

  it('masks odd e-mails without revealing them', () => {
    expect(maskEmail('a@b.co')).toBe('a***@b.co')
    expect(maskEmail('semarroba')).toBe('***')
    expect(maskEmail(null)).toBeNull()
  })

  it('drops the profile and reduces addresses to their area for a takeover', () => {
    const scrubbed = withoutPersonalData(filled)
    expect(scrubbed.clientProfileData).toBeNull()
    expect(scrubbed.shippingData.address).toMatchObject({ street: '', number: '', complement: null, reference: null, receiverName: null, postalCode: '01310-100' })
    expect(JSON.stringify(scrubbed)).not.toMatch(/Paulista|1578|apto|museu|Pereira|52998/)
    expect(hasPersonalData(orderForm())).toBe(false)
  })

  it('owner: the session that entered it, or the member whose e-mail the profile carries', () => {
    const state = { orderForm: filled, ownerKey: 'k1' }
    expect(provesOwnership(state, { ownerKey: 'k1', memberEmail: null })).toBe(true)
    expect(provesOwnership(state, { ownerKey: 'k2', memberEmail: null })).toBe(false)
    expect(provesOwnership(state, { ownerKey: null, memberEmail: 'Joana.Pereira@gmail.com ' })).toBe(true)
    expect(provesOwnership(state, { ownerKey: null, memberEmail: 'outra@gmail.com' })).toBe(false)
    expect(provesOwnership({ orderForm: filled, ownerKey: null }, { ownerKey: null, memberEmail: null })).toBe(false)
  })

  it('entering data: an owner changes the cart as it is; anyone else starts without the data there; the writer becomes the owner', () => {
    const state = { orderForm: filled, ownerKey: 'k1' }
    const byOwner = enterPersonalData(state, { ownerKey: 'k1', memberEmail: null }, 'k1', (of) => of)
    expect(byOwner).toEqual(state)
    const byOther = enterPersonalData(state, { ownerKey: 'k2', memberEmail: null }, 'k2', (of) => of)
    expect(byOther.ownerKey).toBe('k2')
    expect(byOther.orderForm.clientProfileData).toBeNull()
  })
})

describe('cart messages', () => {
  it('keeps only the newest ORDER_FORM_MESSAGES_MAX', () => {
    let cart = orderForm()
    for (let i = 0; i < 50; i++) cart = withMessages(cart, [orderFormMessage({ code: 'couponNotFound', text: `O cupom C${i} não é válido.` })])
    expect(cart.messages).toHaveLength(ORDER_FORM_MESSAGES_MAX)
    expect(cart.messages.at(-1)?.text).toBe('O cupom C49 não é válido.')
  })
})
