export { Mailer } from './mailer'
export { addressOf, createSmtpTransport, DEFAULT_MAIL_FROM, readSmtpConfig, type DkimConfig, type SmtpConfig } from './smtp'
export { transactionalMail } from './html'
export { escapeHtml, orderConfirmationMail, orderLinkOf, type MailBrand } from './templates'
export type { MailMessage, MailTransport, OutboxMessage, OutboxStatus, OutboxRepository } from './types'

/** What rules that send e-mail need: a message queued in the outbox under its kind. */
export type MailQueue = Pick<import('./mailer').Mailer, 'queue'>
