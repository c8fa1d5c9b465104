import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { THEME_PRIMARY_COLOR, THEME_SECONDARY_COLOR } from '../../config/constants'
import { storeConfig } from '../../config/store'
import type { RequestAuth } from '../auth/session'
import { safeReturnPath } from '../domain/accounts/return-url'
import { redirectTo } from '../http/location'
import { htmlSecurityHeaders } from '../http/security-headers'
import { newXsrfToken, XSRF_COOKIE } from '../http/xsrf'
import { LOGIN_INVALID_MESSAGE, LOGIN_THROTTLED_MESSAGE, loginFallbackPath } from './login'

export const LOGIN_PAGE_PATH = '/login'
export const LOGIN_SCRIPT_PATH = '/login/login.js'

/** Messages of the `erro` query parameter (set by form posts that failed). */
const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  credenciais: LOGIN_INVALID_MESSAGE,
  tentativas: LOGIN_THROTTLED_MESSAGE,
  dados: 'Informe um e-mail válido e a sua senha.',
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
}

export function renderLoginPage(options: { returnUrl: string; error: string | null; storeName: string }): string {
  const { returnUrl, error, storeName } = options
  const store = escapeHtml(storeName)
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Entrar | ${store}</title>
<style>
  :root { --primary: ${THEME_PRIMARY_COLOR}; --secondary: ${THEME_SECONDARY_COLOR}; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f5f6f8; }
  header { background: var(--secondary); color: #fff; padding: 16px 24px; }
  header a { color: #fff; font-weight: 700; font-size: 1.25rem; text-decoration: none; }
  main { max-width: 420px; margin: 40px auto; padding: 32px 24px; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { margin-top: 0; font-size: 1.5rem; color: var(--secondary); }
  label { display: block; margin: 16px 0 6px; font-weight: 600; }
  input { width: 100%; padding: 12px; font-size: 1rem; border: 1px solid #6b6b6b; border-radius: 4px; }
  input:focus, button:focus, a:focus { outline: 3px solid var(--primary); outline-offset: 2px; }
  button { margin-top: 24px; width: 100%; padding: 14px; font-size: 1rem; font-weight: 700; color: #fff; background: var(--primary); border: 0; border-radius: 4px; cursor: pointer; }
  button[disabled] { opacity: .7; cursor: progress; }
  .erro { margin: 16px 0 0; padding: 12px; border-radius: 4px; background: #fdecea; color: #8a1c10; }
  .erro:empty { display: none; }
  .voltar { display: inline-block; margin-top: 20px; color: var(--secondary); }
</style>
</head>
<body>
<header><a href="/">${store}</a></header>
<main>
  <h1>Entre na sua conta</h1>
  <form id="login-form" method="post" action="/api/login" novalidate>
    <input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="username" inputmode="email" required>
    <label for="password">Senha</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <p id="login-erro" class="erro" role="alert" aria-live="assertive">${error ? escapeHtml(error) : ''}</p>
    <button type="submit">Entrar</button>
  </form>
  <noscript><p class="erro">Ative o JavaScript do navegador para entrar.</p></noscript>
  <a class="voltar" href="/">Voltar para a loja</a>
</main>
<script src="${LOGIN_SCRIPT_PATH}" defer></script>
</body>
</html>
`
}

/** Submits the form with fetch so the anti-forgery header can be sent. */
export const LOGIN_SCRIPT = `(function () {
  var form = document.getElementById('login-form');
  var message = document.getElementById('login-erro');
  if (!form || !message) return;
  function xsrfToken() {
    var match = document.cookie.match(/(?:^|;\\s*)XSRF-TOKEN=([^;]*)/);
    return match ? decodeURIComponent(match[1]) : '';
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var email = form.elements.namedItem('email').value.trim();
    var password = form.elements.namedItem('password').value;
    if (!email || !password) { message.textContent = ${JSON.stringify(ERROR_MESSAGES.dados)}; return; }
    var button = form.querySelector('button');
    button.disabled = true;
    message.textContent = '';
    fetch(form.action, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': xsrfToken() },
      body: JSON.stringify({ email: email, password: password, returnUrl: form.elements.namedItem('returnUrl').value })
    }).then(function (response) {
      return response.json().then(function (body) {
        if (response.ok && body && typeof body.returnUrl === 'string') { window.location.assign(body.returnUrl); return; }
        message.textContent = (body && body.error && body.error.message) || ${JSON.stringify(LOGIN_INVALID_MESSAGE)};
        button.disabled = false;
      });
    }).catch(function () {
      message.textContent = 'Não foi possível entrar agora. Tente novamente.';
      button.disabled = false;
    });
  });
})();
`

export interface LoginPageOptions {
  auth: Pick<RequestAuth, 'currentMember'>
  secureCookies: boolean
}

/**
 * The embedded login page (outside /api): GET /login?returnUrl= renders the
 * form, which posts to /api/login. A logged-in visitor goes straight on.
 */
export async function loginPageRoutes(app: FastifyInstance, { auth, secureCookies }: LoginPageOptions): Promise<void> {
  const headers = htmlSecurityHeaders()

  app.get(LOGIN_PAGE_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    const query = (request.query ?? {}) as Record<string, unknown>
    const returnUrl = safeReturnPath(query.returnUrl, loginFallbackPath())
    reply.header('cache-control', 'no-store')
    if (auth.currentMember(request)) return redirectTo(reply, 303, returnUrl)
    if (!request.cookies[XSRF_COOKIE]) {
      reply.setCookie(XSRF_COOKIE, newXsrfToken(), { path: '/', sameSite: 'lax', secure: secureCookies, httpOnly: false })
    }
    const errorKey = typeof query.erro === 'string' ? query.erro : ''
    const html = renderLoginPage({ returnUrl, error: ERROR_MESSAGES[errorKey] ?? null, storeName: storeConfig.storeName })
    return reply.headers(headers).type('text/html; charset=utf-8').send(html)
  })

  app.get(LOGIN_SCRIPT_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(LOGIN_SCRIPT),
  )
}
