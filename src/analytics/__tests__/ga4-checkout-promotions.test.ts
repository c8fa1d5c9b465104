import { addPaymentInfoEvent, addShippingInfoEvent, selectPromotionEvent, viewPromotionEvent } from '../events'
import { orderForm, serverLine } from './fixtures'

describe('GA4 checkout and promotion events', () => {
  it('add_shipping_info and add_payment_info carry the cart’s items, value and the chosen tier or payment', () => {
    const cart = orderForm([serverLine({ quantity: 2 })])
    const shipping = addShippingInfoEvent(cart, 'Normal')
    expect(shipping.event).toBe('add_shipping_info')
    expect(shipping.ecommerce).toMatchObject({ currency: 'BRL', value: 499.8, shipping_tier: 'Normal' })
    expect(shipping.ecommerce.items).toHaveLength(1)
    expect(shipping.ecommerce.items[0]).toMatchObject({ quantity: 2 })
    const payment = addPaymentInfoEvent(cart, 'Pix')
    expect(payment).toMatchObject({ event: 'add_payment_info', ecommerce: { currency: 'BRL', value: 499.8, payment_type: 'Pix' } })
  })

  it('view_promotion and select_promotion name the banner and its slot in the section', () => {
    const banner = { link: '/colecao/semana-do-esporte', title: 'Semana do Esporte', altText: 'Atletas correndo' }
    expect(viewPromotionEvent(banner, 'Banners carousel', 2)).toEqual({
      event: 'view_promotion',
      ecommerce: {
        promotion_id: '/colecao/semana-do-esporte',
        promotion_name: 'Semana do Esporte',
        creative_name: 'Semana do Esporte',
        creative_slot: 'Banners carousel 2',
        items: [],
      },
    })
    expect(selectPromotionEvent({ ...banner, title: null }, 'Banners carousel', 1).ecommerce).toMatchObject({
      promotion_name: 'Atletas correndo',
      creative_slot: 'Banners carousel 1',
    })
  })
})
