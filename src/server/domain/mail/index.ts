export { Mailer } from './mailer'
export { addressOf, createSmtpTransport, DEFAULT_MAIL_FROM, mimeOf, readSmtpConfig, type SmtpConfig } from './smtp'
export { escapeHtml, orderConfirmationMail, orderLinkOf, type MailBrand } from './templates'
export type { MailMessage, MailTransport, OutboxMessage, OutboxStatus, OutboxStore } from './types'
