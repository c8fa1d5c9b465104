import type { FastifyInstance } from 'fastify'
import { MAIL_OUTBOX_PAGE_SIZE, THEME_SECONDARY_COLOR } from '../../config/constants'
import { escapeHtml, type Mailer, type OutboxMessage } from '../domain/mail'
import { htmlSecurityHeaders } from '../http/security-headers'

/** The development page that lists the e-mail outbox (DEV_TOOLS only; never indexed). */
export const DEV_OUTBOX_PATH = '/_dev/outbox'
/** The outbox as JSON (tests and tools). */
export const DEV_OUTBOX_JSON_PATH = '/_dev/outbox.json'

const STATUS_TEXT: Record<OutboxMessage['status'], string> = { pending: 'Pendente', sent: 'Enviada', failed: 'Falhou' }

export function renderOutboxPage(messages: OutboxMessage[], delivers: boolean, storeName: string): string {
  const rows = messages
    .map(
      (message) => `<article class="message" data-testid="outbox-message">
  <header><strong>${escapeHtml(message.subject)}</strong><span class="status">${STATUS_TEXT[message.status]}</span></header>
  <p class="meta">Para ${escapeHtml(message.to)} · ${escapeHtml(message.kind)} · ${escapeHtml(new Date(message.createdAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }))}${message.lastError ? ` · erro: ${escapeHtml(message.lastError)}` : ''}</p>
  <details><summary>Ver mensagem</summary><pre>${escapeHtml(message.text)}</pre></details>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Caixa de saída de e-mails | ${escapeHtml(storeName)}</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f5f6f8; }
  header.page { background: ${THEME_SECONDARY_COLOR}; color: #fff; padding: 16px 24px; }
  main { max-width: 880px; margin: 24px auto; padding: 0 16px; }
  .message { background: #fff; border-radius: 8px; padding: 16px; margin-bottom: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.1); }
  .message header { display: flex; justify-content: space-between; gap: 12px; }
  .status { font-size: .875rem; color: #3d3d3d; }
  .meta { color: #4a4a4a; font-size: .875rem; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f5f6f8; padding: 12px; border-radius: 4px; }
</style>
</head>
<body>
<header class="page"><h1 style="margin:0;font-size:1.25rem">Caixa de saída de e-mails</h1></header>
<main>
  <p>${delivers ? 'Envio por SMTP ativo: as mensagens pendentes são enviadas em instantes.' : 'Nenhum servidor SMTP configurado (SMTP_URL): as mensagens ficam só nesta caixa de saída.'}</p>
  ${rows || '<p data-testid="outbox-empty">Nenhuma mensagem na caixa de saída.</p>'}
</main>
</body>
</html>`
}

/** Registered only with DEV_TOOLS (see composition.ts). */
export async function devOutboxRoutes(app: FastifyInstance, { mailer, storeName }: { mailer: Mailer; storeName: string }): Promise<void> {
  app.get(DEV_OUTBOX_PATH, async (_request, reply) => {
    reply.headers({ ...htmlSecurityHeaders(), 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' })
    return renderOutboxPage(mailer.recent(MAIL_OUTBOX_PAGE_SIZE), mailer.delivers, storeName)
  })
  app.get(DEV_OUTBOX_JSON_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { messages: mailer.recent(MAIL_OUTBOX_PAGE_SIZE) }
  })
}
