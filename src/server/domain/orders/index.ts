export { AccountOrders, accountOrderOf, ORDER_ID_PATTERN, orderIdOf, orderSummaryOf } from './account-orders'
export { DEMO_ORDER_MEMBER_EMAILS, makeDemoOrders, seedDemoOrders, seedDemoOrdersFor, type DemoOrderCatalogue, type DemoOrderDeps } from './demo-orders'
export { describeOrderStatus, ORDER_STATUS_DESCRIPTIONS } from './status'
export type { AccountOrder, AccountOrderList, AccountOrderSummary, OrderItem, OrderStatus, OrderStore, StoredOrder } from './types'
