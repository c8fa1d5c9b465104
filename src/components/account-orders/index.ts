export { OrderList, OrderStatus } from './OrderList'
export type { OrdersApi } from './OrderList'
export { OrderDetail } from './OrderDetail'
export { formatShippingEstimate, installmentsText, itemCountText, orderDetailPath, orderIdFromPath, statusTone } from './format'
