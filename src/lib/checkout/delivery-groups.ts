import type { LogisticsInfo, OrderForm, Sla } from '../../contracts/checkout'

/** One delivery choice for the items that share the same options (a seller's package). */
export interface DeliveryGroup {
  /** Positions of the items in the cart. */
  itemIndexes: number[]
  /** The options, with the group's price (the items' shares added up). */
  options: Array<Pick<Sla, 'id' | 'name' | 'deliveryChannel' | 'shippingEstimate' | 'pickupPointId' | 'pickupDistance' | 'pickupStoreInfo'> & { price: number; listPrice: number }>
  /** The option chosen for every item of the group (null when they differ or none is chosen). */
  selectedSla: string | null
}

const keyOf = (info: LogisticsInfo): string => info.slas.map((sla) => sla.id).join('|')

/**
 * The delivery step's choices: items with the same options (the same
 * package) are chosen together, each option priced for the whole group.
 */
export function deliveryGroupsOf(orderForm: { items: readonly unknown[]; shippingData: Pick<OrderForm['shippingData'], 'logisticsInfo'> | null }): DeliveryGroup[] {
  const groups = new Map<string, DeliveryGroup>()
  for (const info of orderForm.shippingData?.logisticsInfo ?? []) {
    if (info.slas.length === 0 || !orderForm.items[info.itemIndex]) continue
    const key = keyOf(info)
    const group = groups.get(key)
    if (!group) {
      groups.set(key, {
        itemIndexes: [info.itemIndex],
        options: info.slas.map((sla) => ({ ...sla })),
        selectedSla: info.selectedSla,
      })
      continue
    }
    group.itemIndexes.push(info.itemIndex)
    group.options = group.options.map((option) => {
      const sla = info.slas.find((candidate) => candidate.id === option.id)
      return sla ? { ...option, price: option.price + sla.price, listPrice: option.listPrice + sla.listPrice } : option
    })
    if (group.selectedSla !== info.selectedSla) group.selectedSla = null
  }
  return [...groups.values()]
}

/** Items of the cart that no option reaches (nothing can deliver them to this CEP). */
export function undeliverableItems(orderForm: { items: readonly unknown[]; shippingData: Pick<OrderForm['shippingData'], 'logisticsInfo'> | null }): number[] {
  const logistics = orderForm.shippingData?.logisticsInfo ?? []
  return orderForm.items.map((_, index) => index).filter((index) => (logistics.find((info) => info.itemIndex === index)?.slas.length ?? 0) === 0)
}
