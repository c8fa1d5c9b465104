import type { FastifyInstance } from 'fastify'
import { THEME_PRIMARY_COLOR, THEME_SECONDARY_COLOR } from '../../config/constants'
import { storeConfig } from '../../config/store'
import { formatBuildIssue } from '../../contracts/publishing'
import { describeDuration, describeError, describeOrigin, describeStatus } from '../domain/publishing/describe'
import type { PublishRecord } from '../domain/publishing/records'
import { DISABLED_STATUS, type PublishStatus, type ReleaseSummary } from '../domain/publishing/status'
import type { Publishing } from '../publishing'
import { htmlSecurityHeaders } from './security-headers'

/** The editors' page of the publishing status (the same facts as GET /api/publish/status). */
export const PUBLISH_STATUS_PAGE_PATH = '/publicacao'

/** While a build waits or runs, the page reloads itself this often. */
const REFRESH_SECONDS = 10

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Sao_Paulo' })
const when = (iso: string | null): string => (iso ? dateTime.format(new Date(iso)) : '—')

function versionsHtml(versions: ReleaseSummary['versions']): string {
  if (!versions) return '—'
  const parts = [
    `conteúdo <code>${escapeHtml(versions.content ?? '—')}</code>`,
    `catálogo <code>${escapeHtml(versions.catalogue ?? '—')}</code>`,
    ...(versions.commit ? [`código <code>${escapeHtml(versions.commit)}</code>`] : []),
  ]
  return parts.join(', ')
}

function queueText(status: PublishStatus): string {
  const { queue } = status
  if (queue.state === 'building') return queue.buildQueued ? 'Gerando o site; outra geração já está na fila.' : 'Gerando o site agora.'
  if (queue.state === 'waiting') return `Aguardando mais avisos para gerar o site (${queue.pendingNotices} ${queue.pendingNotices === 1 ? 'aviso' : 'avisos'}).`
  return 'Nenhuma geração em andamento.'
}

function resultHtml(record: PublishRecord): string {
  const label = `<span class="estado estado-${record.status}">${escapeHtml(describeStatus(record))}</span>`
  if (!record.error) return label
  const issues = record.error.issues.length
    ? `<ul>${record.error.issues.map((issue) => `<li><code>${escapeHtml(formatBuildIssue(issue))}</code></li>`).join('')}</ul>`
    : ''
  return `${label}<p class="erro">${escapeHtml(describeError(record.error))}</p>${issues}`
}

function rowHtml(record: PublishRecord, liveId: string | null): string {
  const live = record.releaseId !== null && record.releaseId === liveId && record.status === 'succeeded'
  // data-rotulo: the column's name, shown beside each value when rows stack on narrow screens.
  return `<tr>
  <td data-rotulo="Início">${escapeHtml(when(record.startedAt))}</td>
  <td data-rotulo="O que mudou">${escapeHtml(describeOrigin(record))}</td>
  <td data-rotulo="Duração">${escapeHtml(describeDuration(record.durationMs))}</td>
  <td data-rotulo="Resultado">${resultHtml(record)}${live ? ' <span class="no-ar">no ar agora</span>' : ''}</td>
  <td data-rotulo="Versões">${versionsHtml(record.versions)}</td>
</tr>`
}

export function renderPublishStatusPage(status: PublishStatus, storeName: string): string {
  const store = escapeHtml(storeName)
  const busy = status.queue.state !== 'idle'
  const liveId = status.live?.releaseId ?? null
  const body = !status.enabled
    ? '<p>A publicação automática não está ativa neste servidor: o site no ar é o da última geração feita à mão.</p>'
    : `<section aria-labelledby="no-ar">
  <h2 id="no-ar">No ar agora</h2>
  ${
    status.live
      ? `<p>Publicação <code>${escapeHtml(status.live.releaseId)}</code>, gerada em ${escapeHtml(when(status.live.builtAt ?? status.live.createdAt))}.</p>
  <p>Versões: ${versionsHtml(status.live.versions)}.</p>`
      : '<p>Nenhuma publicação ainda: o site servido é o da pasta de build.</p>'
  }
  <p role="status">${escapeHtml(queueText(status))}</p>
</section>
<section aria-labelledby="historico">
  <h2 id="historico">Últimas publicações</h2>
  ${
    status.builds.length
      ? `<div class="tabela"><table>
  <thead><tr><th scope="col">Início</th><th scope="col">O que mudou</th><th scope="col">Duração</th><th scope="col">Resultado</th><th scope="col">Versões</th></tr></thead>
  <tbody>${status.builds.map((record) => rowHtml(record, liveId)).join('\n')}</tbody>
</table></div>`
      : '<p>Nenhuma publicação registrada.</p>'
  }
</section>`
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${busy ? `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">` : ''}
<title>Publicação | ${store}</title>
<style>
  :root { --primary: ${THEME_PRIMARY_COLOR}; --secondary: ${THEME_SECONDARY_COLOR}; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f5f6f8; }
  header { background: var(--secondary); color: #fff; padding: 16px 24px; }
  header a { color: #fff; font-weight: 700; font-size: 1.25rem; text-decoration: none; }
  main { max-width: 1100px; margin: 24px auto; padding: 24px; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { margin-top: 0; font-size: 1.5rem; color: var(--secondary); }
  h2 { font-size: 1.15rem; margin-top: 28px; }
  code { font-size: .9em; background: #eef0f4; padding: 1px 4px; border-radius: 3px; overflow-wrap: anywhere; }
  .tabela { overflow-x: auto; }
  table { width: 100%; border-collapse: collapse; font-size: .95rem; }
  th, td { text-align: left; vertical-align: top; padding: 10px 8px; border-bottom: 1px solid #d9dce3; }
  th { background: #eef0f4; }
  .estado { font-weight: 700; }
  .estado-succeeded { color: #1b6e2a; }
  .estado-failed { color: #a3180b; }
  .estado-running { color: #6b4a00; }
  .no-ar { display: inline-block; margin-left: 4px; padding: 1px 6px; border-radius: 10px; background: #1b6e2a; color: #fff; font-size: .8rem; }
  .erro { margin: 6px 0 0; color: #8a1c10; }
  ul { margin: 6px 0 0; padding-left: 18px; }
  a:focus { outline: 3px solid var(--primary); outline-offset: 2px; }
  @media (max-width: 640px) {
    main { margin: 0; padding: 16px; border-radius: 0; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    table, tbody, tr, td { display: block; }
    tr { border-bottom: 1px solid #d9dce3; padding: 8px 0; }
    td { border: 0; padding: 4px 0; }
    td::before { content: attr(data-rotulo); display: block; font-size: .8rem; font-weight: 700; color: #555b66; }
  }
</style>
</head>
<body>
<header><a href="/">${store}</a></header>
<main>
  <h1>Publicação do site</h1>
  <p>Ao publicar no CMS ou alterar o catálogo, o site é gerado de novo e entra no ar sozinho, em poucos minutos. Até lá, a versão anterior continua no ar.</p>
  ${body}
</main>
</body>
</html>
`
}

export interface PublishStatusPageOptions {
  publishing: Publishing | null
}

/** GET /publicacao: the status page (no store data; never cached, never indexed). */
export async function publishStatusPageRoutes(app: FastifyInstance, { publishing }: PublishStatusPageOptions): Promise<void> {
  const headers = htmlSecurityHeaders()
  app.get(PUBLISH_STATUS_PAGE_PATH, async (_request, reply) => {
    const html = renderPublishStatusPage(publishing ? publishing.status() : DISABLED_STATUS, storeConfig.storeName)
    return reply.headers(headers).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(html)
  })
}
