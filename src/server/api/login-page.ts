import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { storeConfig, createStoreConfig, type StoreVariant } from '../../config/store'
import type { RequestAuth } from '../auth/session'
import { ACCOUNT_LINK_PATHS } from '../domain/accounts/emails'
import { safeReturnPath } from '../domain/accounts/return-url'
import { redirectTo } from '../http/location'
import { htmlSecurityHeaders } from '../http/security-headers'
import { newXsrfToken, XSRF_COOKIE } from '../http/xsrf'
import { loginFallbackPath } from './login'
import {
  LOGIN_INVALID_MESSAGE,
  LOGIN_MISSING_MESSAGE,
  LOGIN_SCRIPT,
  LOGIN_SCRIPT_PATH,
  LOGIN_THROTTLED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  renderActivationPage,
  renderForgotPasswordPage,
  renderLoginPage,
  renderNewPasswordPage,
  renderSignUpPage,
} from './login-pages'

export { LOGIN_SCRIPT, LOGIN_SCRIPT_PATH, renderLoginPage } from './login-pages'

export const LOGIN_PAGE_PATH = ACCOUNT_LINK_PATHS.login

/** Messages of the `erro` query parameter (set by form posts that failed). */
const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  credenciais: LOGIN_INVALID_MESSAGE,
  tentativas: LOGIN_THROTTLED_MESSAGE,
  dados: LOGIN_MISSING_MESSAGE,
}

/** Notices of the `aviso` query parameter. */
const NOTICES: Readonly<Record<string, string>> = { 'senha-alterada': PASSWORD_CHANGED_MESSAGE }

export interface LoginPageOptions {
  auth: Pick<RequestAuth, 'currentMember'>
  secureCookies: boolean
  /** The store of this server: the business store's sign-up asks for a CNPJ. */
  variant?: StoreVariant
}

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>
const tokenOf = (request: FastifyRequest): string => {
  const token = queryOf(request).token
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : ''
}

/**
 * The embedded login pages (outside /api), server-rendered with one script
 * that posts JSON to the API:
 * - GET /login?returnUrl= — e-mail and password (posts to /api/login);
 * - GET /login/cadastro?returnUrl= — sign-up (CPF, or CNPJ and corporate name in the business store);
 * - GET /login/esqueci-a-senha — asks for a new-password link;
 * - GET /login/nova-senha?token= — sets the new password;
 * - GET /login/ativar?token= — activates a new account.
 * A logged-in visitor of the login and sign-up pages goes straight on.
 */
export async function loginPageRoutes(app: FastifyInstance, { auth, secureCookies, variant }: LoginPageOptions): Promise<void> {
  const headers = htmlSecurityHeaders()
  const store = variant ? createStoreConfig(variant) : storeConfig
  const storeName = store.storeName

  /** Sends a page: never cached, with the anti-forgery cookie its script echoes. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, html: string) => {
    reply.header('cache-control', 'no-store')
    if (!request.cookies[XSRF_COOKIE]) {
      reply.setCookie(XSRF_COOKIE, newXsrfToken(), { path: '/', sameSite: 'lax', secure: secureCookies, httpOnly: false })
    }
    return reply.headers(headers).type('text/html; charset=utf-8').send(html)
  }

  app.get(LOGIN_PAGE_PATH, async (request, reply) => {
    const query = queryOf(request)
    const returnUrl = safeReturnPath(query.returnUrl, loginFallbackPath())
    if (auth.currentMember(request)) return redirectTo(reply.header('cache-control', 'no-store'), 303, returnUrl)
    const errorKey = typeof query.erro === 'string' ? query.erro : ''
    const noticeKey = typeof query.aviso === 'string' ? query.aviso : ''
    return sendPage(request, reply, renderLoginPage({ returnUrl, error: ERROR_MESSAGES[errorKey] ?? null, notice: NOTICES[noticeKey] ?? null, storeName }))
  })

  app.get(ACCOUNT_LINK_PATHS.signUp, async (request, reply) => {
    const returnUrl = safeReturnPath(queryOf(request).returnUrl, loginFallbackPath())
    if (auth.currentMember(request)) return redirectTo(reply.header('cache-control', 'no-store'), 303, returnUrl)
    return sendPage(request, reply, renderSignUpPage({ returnUrl, storeName, variant: store.variant }))
  })

  app.get(ACCOUNT_LINK_PATHS.forgotPassword, async (request, reply) => {
    const returnUrl = safeReturnPath(queryOf(request).returnUrl, loginFallbackPath())
    return sendPage(request, reply, renderForgotPasswordPage({ returnUrl, storeName }))
  })

  app.get(ACCOUNT_LINK_PATHS.newPassword, async (request, reply) =>
    sendPage(request, reply, renderNewPasswordPage({ token: tokenOf(request), storeName })),
  )

  app.get(ACCOUNT_LINK_PATHS.activate, async (request, reply) =>
    sendPage(request, reply, renderActivationPage({ token: tokenOf(request), storeName })),
  )

  app.get(LOGIN_SCRIPT_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(LOGIN_SCRIPT),
  )
}
