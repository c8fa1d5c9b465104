import { CART_ITEM_MAX_QUANTITY } from '../../config/constants'
import { orderFormIdStorageKey } from '../cart/orderFormIdStorage'
import { CartItemLimitError, CartStore } from '../cart/store'
import type { OrderForm } from '../cart/types'
import { createSerialQueue } from '../cart/serialQueue'
import { orderForm as orderFormFixture, orderFormItem, orderFormMessage } from '../../test-support/order-form'
import { ITEM_QUANTITY_NOT_AVAILABLE } from '../cart/selectors'
import { CATALOGUE, MemoryGateway, MemoryStorage } from './memoryGateway'

const ID_KEY = orderFormIdStorageKey()
const emptyOrderForm = (orderFormId: string): OrderForm => orderFormFixture({ orderFormId })

function setup() {
  const gateway = new MemoryGateway(CATALOGUE)
  const storage = new MemoryStorage()
  const store = new CartStore({ gateway, storage })
  return { gateway, storage, store }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('loading', () => {
  it('is loading until the order form is fetched', async () => {
    const { store } = setup()
    expect(store.getState()).toMatchObject({ loading: true, orderForm: null })
    await store.load()
    expect(store.getState().loading).toBe(false)
    expect(store.getState().orderForm?.orderFormId).toBe('of-1')
  })

  it('keeps the orderFormId in storage under {namespace}::store::orderFormId', async () => {
    const { store, storage } = setup()
    await store.load()
    expect(ID_KEY).toBe('main::store::orderFormId')
    expect(storage.getItem(ID_KEY)).toBe('of-1')
  })

  it('stops loading and keeps the error when the gateway fails', async () => {
    const { store, gateway } = setup()
    gateway.failNext('create')
    expect(await store.load()).toBeNull()
    expect(store.getState()).toMatchObject({ loading: false, orderForm: null })
    expect(store.getState().error).toBeInstanceOf(Error)
  })
})

describe('order form id resolution: given id, then stored id, then create', () => {
  it('uses the given id first', async () => {
    const { store, storage, gateway } = setup()
    gateway.seed(emptyOrderForm('given'))
    gateway.seed(emptyOrderForm('stored'))
    storage.setItem(ID_KEY, 'stored')
    await store.load('given')
    expect(gateway.log).toEqual(['start:get(given)', 'end:get(given)'])
    expect(store.getState().orderForm?.orderFormId).toBe('given')
    expect(storage.getItem(ID_KEY)).toBe('given')
  })

  it('falls back to the stored id when the given one is unknown', async () => {
    const { store, storage, gateway } = setup()
    gateway.seed(emptyOrderForm('stored'))
    storage.setItem(ID_KEY, 'stored')
    await store.load('expired')
    expect(gateway.log).toEqual(['start:get(expired)', 'end:get(expired)', 'start:get(stored)', 'end:get(stored)'])
    expect(store.getState().orderForm?.orderFormId).toBe('stored')
  })

  it('falls back to the stored id when fetching the given one fails', async () => {
    const { store, storage, gateway } = setup()
    gateway.seed(emptyOrderForm('given'))
    gateway.seed(emptyOrderForm('stored'))
    storage.setItem(ID_KEY, 'stored')
    gateway.failNext('get(given)')
    await store.load('given')
    expect(store.getState().orderForm?.orderFormId).toBe('stored')
  })

  it('creates an order form when neither id is known', async () => {
    const { store, storage, gateway } = setup()
    storage.setItem(ID_KEY, 'gone')
    await store.load('expired')
    expect(gateway.log).toEqual([
      'start:get(expired)',
      'end:get(expired)',
      'start:get(gone)',
      'end:get(gone)',
      'start:create',
      'end:create',
    ])
    expect(store.getState().orderForm?.orderFormId).toBe('of-1')
    expect(storage.getItem(ID_KEY)).toBe('of-1')
  })

  it('creates an order form when there is no id at all', async () => {
    const { store, gateway } = setup()
    await store.load()
    expect(gateway.log).toEqual(['start:create', 'end:create'])
  })
})

describe('writes', () => {
  it('two writes issued at once reach the gateway one after the other, in order', async () => {
    const { store, gateway } = setup()
    await store.load()
    gateway.log.length = 0
    gateway.hold()

    const first = store.addItems([{ id: '101', productId: '10', quantity: 1, seller: '1' }])
    const second = store.addItems([{ id: '201', productId: '20', quantity: 2, seller: '1' }])
    await tick()
    // Only the first call has started.
    expect(gateway.log).toEqual(['start:addItems'])
    expect(gateway.heldCalls).toBe(1)

    gateway.releaseOne()
    await first
    await tick()
    expect(gateway.log).toEqual(['start:addItems', 'end:addItems', 'start:addItems'])

    gateway.releaseOne()
    const final = await second
    expect(gateway.log).toEqual(['start:addItems', 'end:addItems', 'start:addItems', 'end:addItems'])
    expect(final.items.map((item) => [item.id, item.quantity])).toEqual([
      ['101', 1],
      ['201', 2],
    ])
    expect(store.getState().pendingWrites).toBe(0)
  })

  it('a failed write does not stop the next one', async () => {
    const { store, gateway } = setup()
    await store.load()
    gateway.failNext('addCoupon')
    const failed = store.addCoupon('X')
    const next = store.addCoupon('DESCONTO10')
    await expect(failed).rejects.toThrow('addCoupon failed')
    expect((await next).marketingData?.coupon).toBe('DESCONTO10')
  })

  it('waits for the load before writing', async () => {
    const { store, gateway } = setup()
    gateway.hold()
    void store.load()
    const write = store.addItems([{ id: '101', quantity: 1, seller: '1' }])
    await tick()
    expect(gateway.log).toEqual(['start:create'])
    gateway.releaseOne()
    await tick()
    gateway.releaseOne()
    await write
    expect(gateway.log).toEqual(['start:create', 'end:create', 'start:addItems', 'end:addItems'])
  })

  it('shows the change at once (optimistic) and the server state when it answers', async () => {
    const { store, gateway } = setup()
    await store.load()
    gateway.hold()
    const write = store.addItems([
      { id: '101', productId: '10', quantity: 2, seller: '1', price: 24990, preview: { name: 'Tênis de corrida 42' } },
    ])
    const optimistic = store.getState().orderForm
    expect(optimistic?.items).toEqual([
      expect.objectContaining({ id: '101', quantity: 2, name: 'Tênis de corrida 42', sellingPrice: 24990 }),
    ])
    expect(optimistic?.value).toBe(49980)
    expect(store.getState().serverOrderForm?.items).toEqual([])
    expect(store.getState().pendingWrites).toBe(1)
    await tick()
    gateway.releaseOne()
    await write
    expect(store.getState().orderForm).toEqual(store.getState().serverOrderForm)
    expect(store.getState().orderForm?.items[0]).toMatchObject({ id: '101', quantity: 2, listPrice: 29990 })
  })

  it('rolls back to the last server state when a write fails', async () => {
    const { store, gateway } = setup()
    await store.load()
    await store.addItems([{ id: '101', quantity: 1, seller: '1' }])
    const serverState = store.getState().serverOrderForm

    gateway.hold()
    gateway.failNext('updateItems')
    const write = store.updateItems([{ index: 0, quantity: 5 }])
    expect(store.getState().orderForm?.items[0].quantity).toBe(5)
    await tick()
    gateway.releaseOne()
    await expect(write).rejects.toThrow('updateItems failed')

    expect(store.getState().orderForm).toBe(serverState)
    expect(store.getState().orderForm?.items[0].quantity).toBe(1)
    expect(store.getState().error).toBeInstanceOf(Error)
    expect(store.getState().pendingWrites).toBe(0)
  })

  it('a rollback keeps the other pending changes', async () => {
    const { store, gateway } = setup()
    await store.load()
    await store.addItems([
      { id: '101', quantity: 1, seller: '1' },
      { id: '201', quantity: 1, seller: '1' },
    ])
    gateway.hold()
    gateway.failNext('updateItems')
    const failing = store.updateItems([{ index: 0, quantity: 3 }])
    const clearing = store.clearMessages()
    const removing = store.removeItem(1)
    expect(store.getState().orderForm?.items.map((item) => item.quantity)).toEqual([3])
    await tick()
    gateway.releaseOne()
    await expect(failing).rejects.toThrow()
    // The failed update is undone; the removal still shows while it waits.
    expect(store.getState().orderForm?.items.map((item) => [item.id, item.quantity])).toEqual([['101', 1]])
    await tick()
    gateway.releaseOne()
    await clearing
    await tick()
    gateway.releaseOne()
    await removing
    expect(store.getState().orderForm?.items.map((item) => item.id)).toEqual(['101'])
  })

  it('refuses to go above the per-product maximum and sends nothing', async () => {
    const { store, gateway } = setup()
    await store.load()
    await store.addItems([{ id: '101', quantity: CART_ITEM_MAX_QUANTITY - 1, seller: '1' }])
    gateway.log.length = 0
    await expect(store.addItems([{ id: '101', quantity: 2, seller: '1' }])).rejects.toBeInstanceOf(CartItemLimitError)
    await expect(store.updateItems([{ index: 0, quantity: CART_ITEM_MAX_QUANTITY + 1 }])).rejects.toThrow(
      CartItemLimitError,
    )
    expect(gateway.log).toEqual([])
    await store.addItems([{ id: '101', quantity: 1, seller: '1' }])
    expect(store.getState().orderForm?.items[0].quantity).toBe(CART_ITEM_MAX_QUANTITY)
  })

  it('clearItems removes every line', async () => {
    const { store } = setup()
    await store.load()
    await store.addItems([
      { id: '101', quantity: 1, seller: '1' },
      { id: '201', quantity: 3, seller: '1' },
    ])
    const cleared = await store.clearItems()
    expect(cleared.items).toEqual([])
    expect(cleared.value).toBe(0)
  })

  it('forwards the other order form operations', async () => {
    const { store } = setup()
    await store.load()
    expect((await store.setShippingData({ cep: '01310-100' })).shippingData?.address?.postalCode).toBe('01310-100')
    expect((await store.setClientProfile({ email: 'ana@example.com' })).clientProfileData?.email).toBe('ana@example.com')
    expect((await store.setClientPreferences({ optinNewsletter: true })).clientPreferencesData?.optinNewsLetter).toBe(true)
    expect((await store.setMarketingData({ utmSource: 'awin', marketingTags: [] })).marketingData?.utmSource).toBe('awin')
    expect(
      (await store.addCustomData({ appId: 'tracking', fields: { awc: '1' } })).customData?.customApps,
    ).toEqual([{ id: 'tracking', major: 1, fields: { awc: '1' } }])
    expect((await store.changeToAnonymousUser()).clientProfileData).toBeNull()
    expect((await store.refresh())?.orderFormId).toBe('of-1')
  })

  it('notifies subscribers on every change', async () => {
    const { store } = setup()
    const listener = jest.fn()
    const unsubscribe = store.subscribe(listener)
    await store.load()
    expect(listener).toHaveBeenCalled()
    unsubscribe()
    listener.mockClear()
    await store.addCoupon('X')
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('createSerialQueue', () => {
  it('starts a task only after the previous one settled', async () => {
    const queue = createSerialQueue()
    const events: string[] = []
    let releaseFirst: () => void = () => undefined
    const first = queue.run(
      () =>
        new Promise<string>((resolve) => {
          events.push('first:start')
          releaseFirst = () => {
            events.push('first:end')
            resolve('a')
          }
        }),
    )
    const second = queue.run(async () => {
      events.push('second:start')
      return 'b'
    })
    await tick()
    expect(events).toEqual(['first:start'])
    releaseFirst()
    expect(await Promise.all([first, second])).toEqual(['a', 'b'])
    expect(events).toEqual(['first:start', 'first:end', 'second:start'])
    await queue.idle()
  })
})

describe('itemQuantityNotAvailable EANs', () => {
  const notAvailable = (fields: Record<string, string>) =>
    orderFormMessage({ code: ITEM_QUANTITY_NOT_AVAILABLE, text: 'A quantidade desejada não está disponível', status: 'warning', fields })
  const line = (id: string, ean: string) => orderFormItem({ id, productId: id.slice(0, 2), ean, seller: '1' })

  it('starts with none', () => {
    expect(setup().store.getState().unavailableEans).toEqual([])
  })

  it('keeps the EANs the server reported (by ean or by item index), after the messages are cleared', async () => {
    const { store, gateway } = setup()
    gateway.seed(
      orderFormFixture({
        orderFormId: 'reported',
        items: [line('101', '7890000000101'), line('102', '7890000000102')],
        messages: [notAvailable({ ean: '7890000000101' }), notAvailable({ itemIndex: '1' }), orderFormMessage({ code: 'couponNotFound' })],
      }),
    )
    await store.load('reported')
    expect(store.getState().unavailableEans).toEqual(['7890000000101', '7890000000102'])
    await store.clearMessages()
    expect(store.getState().orderForm?.messages).toEqual([])
    expect(store.getState().unavailableEans).toEqual(['7890000000101', '7890000000102'])
  })

  it('adds newly reported EANs once, keeping the known ones', async () => {
    const { store, gateway } = setup()
    gateway.seed(orderFormFixture({ orderFormId: 'a', items: [line('101', '7890000000101')], messages: [notAvailable({ ean: '7890000000101' })] }))
    await store.load('a')
    const known = store.getState().unavailableEans
    await store.refresh()
    expect(store.getState().unavailableEans).toBe(known)
    gateway.seed(orderFormFixture({ orderFormId: 'a', messages: [notAvailable({ ean: '7890000000201' }), notAvailable({ ean: '7890000000101' })] }))
    await store.refresh()
    expect(store.getState().unavailableEans).toEqual(['7890000000101', '7890000000201'])
  })
})
