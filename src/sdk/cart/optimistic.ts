import type { OrderItemInput, OrderItemUpdate } from './gateway'
import type { CartLine, CartOrderForm, OrderFormItem } from './types'

/** Display fields for a line that is not in the cart yet (shown until the server answers). */
export type ItemPreview = Partial<Omit<OrderFormItem, 'id' | 'seller' | 'quantity'>>

export type AddItemInput = OrderItemInput & { preview?: ItemPreview }

const ITEMS_TOTALIZER_ID = 'Items'

/** Moves the items totalizer and the total by `deltaCents`. */
function shiftTotals(orderForm: CartOrderForm, items: CartLine[], deltaCents: number): CartOrderForm {
  return {
    ...orderForm,
    items,
    value: orderForm.value + deltaCents,
    totalizers: orderForm.totalizers.map((totalizer) =>
      totalizer.id === ITEMS_TOTALIZER_ID ? { ...totalizer, value: totalizer.value + deltaCents } : totalizer,
    ),
  }
}

function newLine(input: AddItemInput): CartLine {
  const price = input.preview?.sellingPrice ?? input.price ?? input.preview?.price ?? 0
  return {
    name: '',
    ...input.preview,
    id: input.id,
    productId: input.productId ?? input.preview?.productId ?? '',
    seller: input.seller,
    quantity: input.quantity,
    price: input.preview?.price ?? price,
    listPrice: input.preview?.listPrice ?? price,
    sellingPrice: price,
  }
}

/** The order form as it will look once `inputs` are added (same SKU and seller: quantities add up). */
export function applyAddItems(orderForm: CartOrderForm, inputs: readonly AddItemInput[]): CartOrderForm {
  let items = orderForm.items
  let delta = 0
  for (const input of inputs) {
    const index = items.findIndex((item) => item.id === input.id && item.seller === input.seller)
    if (index === -1) {
      const line = newLine(input)
      items = [...items, line]
      delta += line.sellingPrice * line.quantity
    } else {
      const line = items[index]
      items = items.map((item, i) => (i === index ? { ...item, quantity: item.quantity + input.quantity } : item))
      delta += line.sellingPrice * input.quantity
    }
  }
  return shiftTotals(orderForm, items, delta)
}

/** The order form after quantity changes by item index; quantity 0 removes the line. */
export function applyItemUpdates(orderForm: CartOrderForm, updates: readonly OrderItemUpdate[]): CartOrderForm {
  const quantities = new Map(updates.map((update) => [update.index, update.quantity]))
  let delta = 0
  const items: CartLine[] = []
  orderForm.items.forEach((item, index) => {
    const quantity = quantities.get(index)
    if (quantity === undefined) {
      items.push(item)
      return
    }
    delta += item.sellingPrice * (quantity - item.quantity)
    if (quantity > 0) items.push({ ...item, quantity })
  })
  return shiftTotals(orderForm, items, delta)
}

/** Strips display-only fields before the items go to the gateway. */
export const toOrderItems = (inputs: readonly AddItemInput[]): OrderItemInput[] =>
  inputs.map(({ preview: _preview, ...item }) => item)
