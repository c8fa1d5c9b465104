import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Publishing } from '../publishing'
import type { ShellDraftsPort } from '../publishing/shell-drafts'
import { EDITOR_ACCESS_PARAM } from '../domain/publishing/editor-access'
import { htmlSecurityHeaders } from './security-headers'

/**
 * The preview mode of the store itself (decision record 0037): an editor
 * opens /previa?acesso={token of their access link} (the address Contentful's
 * "Open preview" button is given, or `npm run publish:editor-link`'s); the
 * token goes into an HttpOnly cookie for the whole site, and while it holds,
 * that browser sees the live pages with the drafts of the shell's slices
 * (stripe, menus, footer, Imperdível). Nobody else does: the live site is
 * never changed by a draft. /previa/sair ends it.
 */
export const PREVIEW_PATH = '/previa'
export const PREVIEW_EXIT_PATH = '/previa/sair'
/** Where an editor lands after opening the preview: `?caminho=/lojas` (a path of this site), else the home page. */
export const PREVIEW_TARGET_PARAM = 'caminho'
export const PREVIEW_COOKIE = 'arena_previa'
const INVALID_LINK_PAGE =
  '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Pré-visualização</title><h1>Pré-visualização</h1>' +
  '<p>Este link de acesso é inválido ou expirou. Peça um novo a quem cuida da publicação.</p></html>'

export interface SitePreview {
  publishing: Publishing
  drafts: ShellDraftsPort
}

/** Whether the request comes from an editor in the preview mode (a genuine, unexpired token in the cookie). */
export function isPreviewRequest(preview: SitePreview | null | undefined, request: FastifyRequest): preview is SitePreview {
  const token = request.cookies?.[PREVIEW_COOKIE]
  return Boolean(preview && token && preview.publishing.editorAccessExpiry(token) !== null)
}

/** A path of this site to land on (never another host: `//host`, `/\host`), else the home page. */
export function previewTarget(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\r\n]/.test(value) ? value : '/'
}

export interface PreviewRoutesOptions {
  preview: SitePreview | null
  /** The cookie gets `Secure` (behind HTTPS). */
  secureCookies: boolean
}

export async function previewRoutes(app: FastifyInstance, { preview, secureCookies }: PreviewRoutesOptions): Promise<void> {
  const headers = htmlSecurityHeaders()
  app.get(PREVIEW_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>
    const token = query[EDITOR_ACCESS_PARAM]
    const expiresAt = preview && typeof token === 'string' ? preview.publishing.editorAccessExpiry(token) : null
    if (expiresAt === null) {
      return reply.status(403).headers(headers).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(INVALID_LINK_PAGE)
    }
    reply.setCookie(PREVIEW_COOKIE, token as string, {
      path: '/',
      httpOnly: true,
      // Lax: Contentful opens the preview from its own site, and that navigation must carry the cookie.
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: Math.floor((expiresAt - Date.now()) / 1000),
    })
    return reply.header('cache-control', 'no-store').redirect(previewTarget(query[PREVIEW_TARGET_PARAM]), 303)
  })
  app.get(PREVIEW_EXIT_PATH, async (_request, reply) => {
    reply.clearCookie(PREVIEW_COOKIE, { path: '/' })
    return reply.header('cache-control', 'no-store').redirect('/', 303)
  })
}
