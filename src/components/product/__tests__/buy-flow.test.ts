import { navigate } from 'gatsby'

import { checkoutApi } from '../../../commerce/checkout'
import { GIFT_CARD_APP_ID, INSURANCE_APP_ID } from '../../../lib/product/gift-card'
import { CartItemLimitError, type CartContextValue } from '../../../sdk/cart'
import { emptyCartForGiftCard, performBuy, type BuyFlowContext } from '../buy-flow'
import { CART_LIMIT_MESSAGE } from '../../../contracts/cart-messages'
import { ADD_FAILED_MESSAGE, type BuyItem } from '../buy-types'

jest.mock('gatsby', () => ({ navigate: jest.fn() }))
jest.mock('../../../commerce/checkout', () => ({ checkoutApi: { putCustomDataOnServicesHost: jest.fn(() => Promise.resolve()) } }))

const item: BuyItem = {
  productId: '10',
  skuId: '101',
  sellerId: '1',
  price: 24990,
  listPrice: 29990,
  quantity: 1,
  name: 'Chuteira Society Agility',
  variation: 'Azul / 40',
  imageUrl: '/images/101.svg',
  detailUrl: '/chuteira-society-agility/p',
  ean: '7890000000101',
}

function context(cart: Partial<CartContextValue> = {}): BuyFlowContext & { cart: CartContextValue } {
  return {
    cart: { addItems: jest.fn(() => Promise.resolve({ orderFormId: 'of-1' })), addCustomData: jest.fn(() => Promise.resolve()), ...cart } as unknown as CartContextValue,
    pushToast: jest.fn(() => 'toast-1'),
    openMinicart: jest.fn(),
    showAddedItem: jest.fn(),
  }
}

beforeEach(() => jest.clearAllMocks())

describe('performBuy', () => {
  it('adds the SKU, shows it as added and opens the minicart', async () => {
    const flow = context()
    await performBuy(flow, item, 'add')
    expect(flow.cart.addItems).toHaveBeenCalledWith([expect.objectContaining({ id: '101', productId: '10', quantity: 1, seller: '1', price: 24990 })])
    expect(flow.showAddedItem).toHaveBeenCalledWith({ skuId: '101', name: 'Chuteira Society Agility', variation: 'Azul / 40', imageUrl: '/images/101.svg', price: 24990, quantity: 1 })
    expect(flow.openMinicart).toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('goes to the checkout’s first step on "buy", with the gift card’s data on the cart', async () => {
    const flow = context()
    const giftCard = { name: 'Ana', email: 'ana@example.com', message: 'Parabéns', faceImage: '/gc.svg', value: '100' }
    await performBuy(flow, item, 'buy', giftCard)
    expect(flow.cart.addCustomData).toHaveBeenCalledWith({ appId: GIFT_CARD_APP_ID, fields: giftCard })
    expect(navigate).toHaveBeenCalledWith('/checkout/profile')
    expect(flow.openMinicart).not.toHaveBeenCalled()
  })

  it('turns the 30-item limit and any other failure into a toast, never a throw', async () => {
    const limited = context({ addItems: jest.fn(() => Promise.reject(new CartItemLimitError('101'))) })
    await expect(performBuy(limited, item, 'add')).resolves.toBeUndefined()
    expect(limited.pushToast).toHaveBeenCalledWith({ text: CART_LIMIT_MESSAGE, variant: 'error' })
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = context({ addItems: jest.fn(() => Promise.reject(new Error('503'))) })
    await performBuy(failing, item, 'add')
    expect(failing.pushToast).toHaveBeenCalledWith({ text: ADD_FAILED_MESSAGE, variant: 'error' })
    expect(failing.showAddedItem).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})

describe('emptyCartForGiftCard', () => {
  it('empties the cart and its insurance data, then waits before the gift card is added', async () => {
    jest.useFakeTimers()
    try {
      const refresh = jest.fn(() => Promise.resolve(null))
      const flow = context({
        clearItems: jest.fn(() => Promise.resolve(null as unknown as Awaited<ReturnType<CartContextValue['clearItems']>>)),
        refresh,
        orderForm: { orderFormId: 'of-1', customData: { customApps: [{ id: INSURANCE_APP_ID, fields: {}, major: 1 }] } } as unknown as CartContextValue['orderForm'],
      })
      const done = jest.fn()
      const emptying = emptyCartForGiftCard(flow.cart).then(done)
      await jest.advanceTimersByTimeAsync(0)
      expect(flow.cart.clearItems).toHaveBeenCalled()
      expect(checkoutApi.putCustomDataOnServicesHost).toHaveBeenCalledWith('/api', 'of-1', INSURANCE_APP_ID, {})
      expect(refresh).toHaveBeenCalled()
      expect(done).not.toHaveBeenCalled()
      await jest.runAllTimersAsync()
      await emptying
      expect(done).toHaveBeenCalled()
    } finally {
      jest.useRealTimers()
    }
  })
})
