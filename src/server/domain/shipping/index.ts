export {
  deliveryOptionsFor,
  formatPostalCode,
  pickupSlaId,
  regionOf,
  splitByWeight,
  SLA_EXPRESS,
  SLA_NORMAL,
  SLA_PICKUP_NAME,
  type DeliveryChannel,
  type DeliveryItem,
  type DeliveryOptions,
  type DeliverySla,
} from './delivery-options'
export { SHIPPING_REGIONS, type PickupPoint, type ShippingRegion, type Tariff } from './regions'
