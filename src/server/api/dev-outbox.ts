import type { FastifyInstance } from 'fastify'
import { escapeHtml, type MailOutbox } from '../domain/mail'
import { htmlSecurityHeaders } from '../http/security-headers'

export const DEV_OUTBOX_PATH = '/dev/outbox'

export interface DevOutboxOptions {
  outbox: Pick<MailOutbox, 'latest'>
}

const LINK = /https?:\/\/[^\s<>"]+/g

/** One e-mail: its header, its text, and its links made clickable. */
function renderMail(mail: ReturnType<MailOutbox['latest']>[number]): string {
  const links = [...new Set(mail.text.match(LINK) ?? [])]
  return `<article class="mail" data-to="${escapeHtml(mail.to)}">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">Para <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.createdAt)}${mail.sentAt ? '' : ' · não enviado'}</p>
  <pre>${escapeHtml(mail.text)}</pre>
  ${links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('\n  ')}
</article>`
}

/**
 * The development listing of the mail outbox (MAIL_OUTBOX_PAGE=true only: it
 * shows password-reset links, so it must never run in production).
 */
export async function devOutboxRoutes(app: FastifyInstance, { outbox }: DevOutboxOptions): Promise<void> {
  const headers = htmlSecurityHeaders()
  app.get(DEV_OUTBOX_PATH, async (_request, reply) => {
    const mails = outbox.latest()
    const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Caixa de saída de e-mails (desenvolvimento)</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px}.mail{border:1px solid #ccc;border-radius:8px;padding:12px 16px;margin:12px 0}pre{white-space:pre-wrap}.meta{color:#444}</style>
</head>
<body>
<h1>Caixa de saída de e-mails</h1>
<p>Os e-mails que a loja enviaria, do mais novo ao mais antigo (apenas em desenvolvimento).</p>
${mails.length === 0 ? '<p>Nenhum e-mail.</p>' : mails.map(renderMail).join('\n')}
</body>
</html>`
    return reply.headers(headers).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
  })
}
