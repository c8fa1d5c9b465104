export { AbandonedPaymentReminder } from './AbandonedPaymentReminder'
