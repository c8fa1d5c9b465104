export { MailOutbox, OUTBOX_LISTING_MAX, type Mailer } from './outbox'
export { escapeHtml, transactionalMail } from './html'
export type { MailMessage, OutboxMail, OutboxStore } from './types'
