export * from './cart-disclosure'
export * from './order-disclosure'
export { maskEmail } from './masks'
