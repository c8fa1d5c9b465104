export {
  deliveryOptionsFor,
  formatPostalCode,
  pickupPointsNear,
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
export { PICKUP_POINTS, SHIPPING_REGIONS, WAREHOUSE_ZONE, type PickupPoint, type ShippingRegion, type Tariff } from './regions'
