import type { FastifyInstance, FastifyReply } from 'fastify'
import { THEME_PRIMARY_COLOR, THEME_SECONDARY_COLOR } from '../../config/constants'
import { storeConfig } from '../../config/store'
import { formatBuildIssue } from '../../contracts/publishing'
import { describeDuration, describeError, describeOrigin, describeStatus } from '../domain/publishing/describe'
import { EDITOR_ACCESS_PARAM } from '../domain/publishing/editor-access'
import type { PublishRecord } from '../domain/publishing/records'
import { DISABLED_STATUS, type PublishStatus, type ReleaseSummary } from '../domain/publishing/status'
import type { Publishing } from '../publishing'
import { htmlSecurityHeaders } from './security-headers'

/** The publishing status page: since when the site is live for anyone; the whole status for editors (the same facts as GET /api/publish/status). */
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

/**
 * When the live site went live: the end of the newest successful build, adoption or rollback that put
 * the live release in place (a rollback puts an older release back), else the release's own date.
 */
export function liveSince(status: PublishStatus): string | null {
  const live = status.live
  if (!live) return null
  const switched = status.builds.find((record) => record.status === 'succeeded' && record.releaseId === live.releaseId)
  return switched?.finishedAt ?? live.createdAt
}

/** The page's frame: head, styles, the store's header and the title; `refresh` reloads it while a build waits or runs. */
function layoutHtml(storeName: string, main: string, refresh: boolean): string {
  const store = escapeHtml(storeName)
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refresh ? `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">` : ''}
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
  ${main}
</main>
</body>
</html>
`
}

/** The editors' page: what is live, the queue, the last builds with their versions and errors. */
export function renderPublishStatusPage(status: PublishStatus, storeName: string): string {
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
  return layoutHtml(
    storeName,
    `<p>Ao publicar no CMS ou alterar o catálogo, o site é gerado de novo e entra no ar sozinho, em poucos minutos. Até lá, a versão anterior continua no ar.</p>
  ${body}`,
    busy,
  )
}

/**
 * What anyone may see: only since when the site is live. No release id, version, commit, queue or build
 * history (those are for editors with an access link), and no reload while a build runs (that would tell).
 */
export function renderPublicStatusPage(since: string | null, storeName: string, notice: string | null = null): string {
  return layoutHtml(
    storeName,
    `${notice ? `<p class="erro" role="alert">${escapeHtml(notice)}</p>` : ''}
  <p>${since ? `No ar desde ${escapeHtml(when(since))}.` : 'O site está no ar.'}</p>`,
    false,
  )
}

export interface PublishStatusPageOptions {
  publishing: Publishing | null
  /** The access cookie gets `Secure` (behind HTTPS). */
  secureCookies: boolean
}

/** The editor's access cookie (the token of their link), sent to this page only. */
export const EDITOR_ACCESS_COOKIE = 'arena_publicacao'
const INVALID_LINK_NOTICE = 'Este link de acesso é inválido ou expirou. Peça um novo a quem cuida da publicação.'

/**
 * GET /publicacao (never cached, never indexed): for anyone, only since when the site is live; for an
 * editor, the whole status (the same facts as GET /api/publish/status). An editor opens the access link
 * (`npm run publish:editor-link`): its token goes into an HttpOnly cookie for this page and the address
 * loses it (303 to /publicacao). A bad or expired link says so (403). Without publishing there is no access.
 */
export async function publishStatusPageRoutes(app: FastifyInstance, { publishing, secureCookies }: PublishStatusPageOptions): Promise<void> {
  const headers = htmlSecurityHeaders()
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).headers(headers).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(body)

  app.get(PUBLISH_STATUS_PAGE_PATH, async (request, reply) => {
    const status = publishing ? publishing.status() : DISABLED_STATUS
    const query = request.query as Record<string, unknown>
    const linkToken = query[EDITOR_ACCESS_PARAM]
    if (linkToken !== undefined) {
      const expiresAt = typeof linkToken === 'string' && publishing ? publishing.editorAccessExpiry(linkToken) : null
      if (expiresAt === null) return html(reply, 403, renderPublicStatusPage(liveSince(status), storeConfig.storeName, INVALID_LINK_NOTICE))
      reply.setCookie(EDITOR_ACCESS_COOKIE, linkToken as string, {
        path: PUBLISH_STATUS_PAGE_PATH,
        httpOnly: true,
        // Lax, not Strict: the link is opened from an e-mail or chat, and the redirect's request must carry it.
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: Math.floor((expiresAt - Date.now()) / 1000),
      })
      return reply.header('cache-control', 'no-store').redirect(PUBLISH_STATUS_PAGE_PATH, 303)
    }
    const cookieToken = request.cookies[EDITOR_ACCESS_COOKIE]
    const editor = publishing !== null && cookieToken !== undefined && publishing.editorAccessExpiry(cookieToken) !== null
    return html(reply, 200, editor ? renderPublishStatusPage(status, storeConfig.storeName) : renderPublicStatusPage(liveSince(status), storeConfig.storeName))
  })
}
