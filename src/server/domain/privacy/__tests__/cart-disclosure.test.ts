import { clientProfile, orderForm, orderFormAddress, orderFormMessage, shippingData } from '../../../../test-support/order-form'
import { ORDER_FORM_MESSAGES_MAX } from '../../checkout/limits'
import { withMessages } from '../../checkout/messages'
import {
  cartSeenBy,
  disclosureOf,
  enterPersonalData,
  hasPersonalData,
  maskedAs,
  mayPlaceOrder,
  ownerKeyOfMember,
  ownerKeyOfSession,
  seesStoredCart,
  withoutPersonalData,
  type CartViewer,
} from '../cart-disclosure'
import { maskEmail } from '../masks'

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
const joana = clientProfile({
  email: 'joana.pereira@gmail.com',
  firstName: 'Joana',
  lastName: 'Pereira',
  document: '52998224725',
  phone: '+5511987654321',
  corporateName: 'Pereira Esportes Ltda',
  corporateDocument: '11222333000181',
})
const filled = orderForm({
  clientProfileData: joana,
  shippingData: shippingData({ address, selectedAddresses: [address], availableAddresses: [address] }),
  customData: { customApps: [{ id: 'giftcard', major: 1, fields: { name: 'Bia', email: 'bia@example.com' } }] },
})
const SECRETS = /joana\.pereira|Joana|Pereira|52998|987654|Paulista|1578|apto|museu|bia@example|Bia|-46\.65/

const session = (key: string): CartViewer => ({ ownerKeys: [key], member: null })
const stranger: CartViewer = { ownerKeys: [], member: null }
const member = (id: string, email: string): CartViewer => ({ ownerKeys: [ownerKeyOfMember(id)], member: { userProfileId: id, email } })

describe('what a viewer sees of a cart', () => {
  it('the session that entered the data sees it all; a stranger sees every personal value masked', () => {
    const state = { orderForm: filled, ownerKey: 'k1' }
    expect(disclosureOf(state, session('k1'))).toEqual({ profile: 'full', entered: 'full' })
    expect(cartSeenBy(state, session('k1'))).toBe(filled)
    const masked = cartSeenBy(state, stranger)
    expect(masked.clientProfileData).toMatchObject({
      email: 'j***@gmail.com',
      firstName: 'J***',
      lastName: 'P***',
      document: '*******4725',
      phone: '**********4321',
      corporateName: 'P***',
      corporateDocument: '**********0181',
    })
    for (const shown of [masked.shippingData.address, ...masked.shippingData.selectedAddresses, ...masked.shippingData.availableAddresses]) {
      expect(shown).toMatchObject({ receiverName: 'J***', street: 'Av***', number: '***', complement: '***', reference: '***', geoCoordinates: [] })
      expect(shown).toMatchObject({ postalCode: '01310-100', neighborhood: 'Bela Vista', city: address.city, state: address.state })
    }
    expect(masked.customData?.customApps[0].fields).toEqual({ name: '***', email: '***' })
    expect(JSON.stringify(masked)).not.toMatch(SECRETS)
  })

  it('a member’s stored profile attached by e-mail is shown to the session that typed it as typed: its e-mail, nothing else', () => {
    const attached = { orderForm: { ...filled, userProfileId: 'member-joana' }, ownerKey: 'attacker' }
    expect(disclosureOf(attached, session('attacker'))).toEqual({ profile: 'typed', entered: 'full' })
    const seen = cartSeenBy(attached, session('attacker'))
    expect(seen.clientProfileData?.email).toBe('joana.pereira@gmail.com')
    expect(seen.userProfileId).toBeNull()
    expect(JSON.stringify(seen.clientProfileData)).not.toMatch(/Joana|Pereira|52998|987654|Esportes|11222333/)
    // The member herself, logged in, from any browser: in full.
    const asJoana = cartSeenBy(attached, member('member-joana', 'Joana.Pereira@gmail.com '))
    expect(asJoana.clientProfileData).toBe(joana)
    expect(asJoana.userProfileId).toBe('member-joana')
    // …but not the address the other session entered.
    expect(asJoana.shippingData.address?.street).toBe('Av***')
  })

  it('a logged-in member sees another member’s profile masked, and never that member’s account id', () => {
    const state = { orderForm: { ...filled, userProfileId: 'member-joana' }, ownerKey: ownerKeyOfMember('member-joana') }
    const bruno = cartSeenBy(state, member('member-bruno', 'bruno@example.com'))
    expect(bruno.clientProfileData?.email).toBe('j***@gmail.com')
    expect(bruno.userProfileId).toBe('member-bruno')
    expect(cartSeenBy(state, stranger).userProfileId).toBeNull()
    // Data entered by a logged-in member is theirs from any browser they log in on.
    expect(disclosureOf(state, member('member-joana', 'joana.pereira@gmail.com'))).toEqual({ profile: 'full', entered: 'full' })
  })

  it('the stored text is answered as it is only when nothing is to be hidden', () => {
    expect(seesStoredCart({ orderForm: filled, ownerKey: 'k1' }, session('k1'))).toBe(true)
    expect(seesStoredCart({ orderForm: filled, ownerKey: 'k1' }, stranger)).toBe(false)
    expect(seesStoredCart({ orderForm: orderForm(), ownerKey: null }, stranger)).toBe(true)
    expect(seesStoredCart({ orderForm: { ...orderForm(), userProfileId: 'm' }, ownerKey: null }, stranger)).toBe(false)
    expect(seesStoredCart({ orderForm: filled, ownerKey: 'k1' }, { ...session('k1'), member: { userProfileId: 'm', email: 'm@x.com' } })).toBe(false)
  })

  it('masks odd e-mails without revealing them', () => {
    expect(maskEmail('a@b.co')).toBe('a***@b.co')
    expect(maskEmail('semarroba')).toBe('***')
    expect(maskEmail(null)).toBeNull()
    expect(maskedAs(orderForm(), { profile: 'masked', entered: 'masked' })).toEqual(orderForm())
  })
})

describe('placing and entering data', () => {
  it('only the holder of the owner key (or the member, with data they entered) may place a cart with personal data', () => {
    const state = { orderForm: filled, ownerKey: 'k1' }
    expect(mayPlaceOrder(state, session('k1'))).toBe(true)
    expect(mayPlaceOrder(state, session('k2'))).toBe(false)
    expect(mayPlaceOrder(state, stranger)).toBe(false)
    expect(mayPlaceOrder({ orderForm: orderForm(), ownerKey: null }, stranger)).toBe(true)
    // A session that continued with a member's stored profile places it (the profile as typed).
    expect(mayPlaceOrder({ orderForm: { ...filled, userProfileId: 'member-joana' }, ownerKey: 'k1' }, session('k1'))).toBe(true)
  })

  it('drops the profile and reduces addresses to their area for a takeover', () => {
    const scrubbed = withoutPersonalData({ ...filled, userProfileId: 'member-joana', canEditData: false })
    expect(scrubbed.clientProfileData).toBeNull()
    expect(scrubbed.userProfileId).toBeNull()
    expect(scrubbed.canEditData).toBe(true)
    expect(scrubbed.customData).toBeNull()
    expect(scrubbed.shippingData.address).toMatchObject({ street: '', number: '', complement: null, reference: null, receiverName: null, postalCode: '01310-100' })
    expect(JSON.stringify(scrubbed)).not.toMatch(SECRETS)
    expect(hasPersonalData(orderForm())).toBe(false)
    expect(hasPersonalData(orderForm({ customData: filled.customData }))).toBe(true)
  })

  it('entering data: an owner changes the cart as it is; anyone else starts without what it may not see; the writer becomes the owner', () => {
    const state = { orderForm: filled, ownerKey: 'k1' }
    const byOwner = enterPersonalData(state, session('k1'), 'k1', (of) => of)
    expect(byOwner).toEqual(state)
    const byOther = enterPersonalData(state, session('k2'), 'k2', (of) => of)
    expect(byOther.ownerKey).toBe('k2')
    expect(byOther.orderForm.clientProfileData).toBeNull()
    expect(JSON.stringify(byOther.orderForm)).not.toMatch(SECRETS)
    // The member whose profile it is keeps the profile, not what another session entered.
    const attached = { orderForm: { ...filled, userProfileId: 'member-joana' }, ownerKey: 'k1' }
    const byJoana = enterPersonalData(attached, member('member-joana', 'joana.pereira@gmail.com'), ownerKeyOfMember('member-joana'), (of) => of)
    expect(byJoana.orderForm.clientProfileData).toBe(joana)
    expect(byJoana.orderForm.shippingData.address?.street).toBe('')
  })

  it('owner keys: a session’s is the hash of its token; a member’s is the same everywhere and never a session’s', () => {
    expect(ownerKeyOfSession('t')).toMatch(/^[0-9a-f]{64}$/)
    expect(ownerKeyOfSession('t')).toBe(ownerKeyOfSession('t'))
    expect(ownerKeyOfMember('m1')).not.toBe(ownerKeyOfSession('m1'))
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
