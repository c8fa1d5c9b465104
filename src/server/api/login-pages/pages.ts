import { PASSWORD_RULES } from '../../../contracts/account-forms'
import { CNPJ_HINT } from '../../../contracts/documents'
import type { StoreVariant } from '../../../config/store'
import { ACCOUNT_LINK_PATHS } from '../../domain/accounts/emails'
import { escapeHtml, field, loginLayout } from './layout'

/** Login messages (also read by the login API and its form-post redirects). */
export const LOGIN_INVALID_MESSAGE = 'E-mail ou senha incorretos.'
export const LOGIN_THROTTLED_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'
export const LOGIN_MISSING_MESSAGE = 'Informe um e-mail válido e a sua senha.'
export const PASSWORD_CHANGED_MESSAGE = 'Senha alterada. Entre com a nova senha.'

/** A path of the login pages carrying the return address along. */
export function withReturnUrl(path: string, returnUrl: string): string {
  return `${path}?${new URLSearchParams({ returnUrl }).toString()}`
}

const hiddenReturnUrl = (returnUrl: string) => `    <input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">`
const formAlert = (id: string, text = '') => `    <p id="${id}" class="erro" role="alert" aria-live="assertive">${escapeHtml(text)}</p>`

/** The password input with its rules, checked live by the script (and again by the server). */
function passwordWithRules(name: string, label: string): string {
  const rules = PASSWORD_RULES.map((rule) => `      <li data-pattern="${escapeHtml(rule.pattern)}">${escapeHtml(rule.label)}</li>`).join('\n')
  return `${field({ name, label, type: 'password', autocomplete: 'new-password', maxlength: 200 })}
    <ul class="regras" data-password-rules="${name}" aria-label="A senha precisa ter">
${rules}
    </ul>`
}

export interface LoginPageView {
  returnUrl: string
  error: string | null
  notice: string | null
  storeName: string
}

/** /login: e-mail and password, and the ways to a new account or a new password. */
export function renderLoginPage({ returnUrl, error, notice, storeName }: LoginPageView): string {
  return loginLayout({
    title: 'Entrar',
    storeName,
    body: `  <h1>Entre na sua conta</h1>
  <p class="aviso" role="status">${escapeHtml(notice ?? '')}</p>
  <form id="login-form" method="post" action="/api/login" novalidate data-json-form data-required-message="${escapeHtml(LOGIN_MISSING_MESSAGE)}" data-fallback-error="${escapeHtml(LOGIN_INVALID_MESSAGE)}">
${hiddenReturnUrl(returnUrl)}
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="username" inputmode="email" required>
    <label for="password">Senha</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <p id="login-erro" class="erro" role="alert" aria-live="assertive">${error ? escapeHtml(error) : ''}</p>
    <button type="submit">Entrar</button>
  </form>
  <nav class="links" aria-label="Outras opções">
    <a href="${escapeHtml(withReturnUrl(ACCOUNT_LINK_PATHS.forgotPassword, returnUrl))}">Esqueci minha senha</a>
    <a href="${escapeHtml(withReturnUrl(ACCOUNT_LINK_PATHS.signUp, returnUrl))}">Ainda não tem conta? Cadastre-se</a>
  </nav>`,
  })
}

/** /login/cadastro: the consumer store signs people up with a CPF; the business store, companies with a CNPJ. */
export function renderSignUpPage({ returnUrl, storeName, variant }: { returnUrl: string; storeName: string; variant: StoreVariant }): string {
  const documentFields =
    variant === 'business'
      ? `${field({ name: 'companyName', label: 'Razão social', type: 'text', autocomplete: 'organization', maxlength: 120 })}
${field({ name: 'cnpj', label: 'CNPJ', type: 'text', autocomplete: 'off', hint: CNPJ_HINT, maxlength: 24 })}`
      : field({ name: 'cpf', label: 'CPF', type: 'text', autocomplete: 'off', inputmode: 'numeric', hint: 'Somente números ou no formato 000.000.000-00.', maxlength: 20 })
  const heading = variant === 'business' ? 'Cadastre a sua empresa' : 'Crie a sua conta'
  return loginLayout({
    title: heading,
    storeName,
    body: `  <h1>${heading}</h1>
  <form id="signup-form" action="/api/account/signup" novalidate data-json-form data-done="signup-done">
${hiddenReturnUrl(returnUrl)}
${field({ name: 'givenName', label: 'Nome', type: 'text', autocomplete: 'given-name', maxlength: 60 })}
${field({ name: 'familyName', label: 'Sobrenome', type: 'text', autocomplete: 'family-name', maxlength: 60 })}
${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', inputmode: 'email', maxlength: 254 })}
${documentFields}
${passwordWithRules('password', 'Senha')}
    <label class="opcao" for="marketingConsent"><input id="marketingConsent" name="marketingConsent" type="checkbox"> <span>Quero receber ofertas e novidades da ${escapeHtml(storeName)} por e-mail.</span></label>
${formAlert('signup-erro')}
    <button type="submit">Criar conta</button>
  </form>
  <section id="signup-done" class="feito" hidden aria-live="polite">
    <h2>Confira o seu e-mail</h2>
    <p data-done-message></p>
    <p class="dica">Não recebeu? Veja a caixa de spam ou faça o cadastro de novo em alguns minutos.</p>
  </section>
  <nav class="links" aria-label="Outras opções">
    <a href="${escapeHtml(withReturnUrl(ACCOUNT_LINK_PATHS.login, returnUrl))}">Já tem conta? Entrar</a>
  </nav>`,
  })
}

/** /login/esqueci-a-senha: the e-mail to send a new-password link to. */
export function renderForgotPasswordPage({ returnUrl, storeName }: { returnUrl: string; storeName: string }): string {
  return loginLayout({
    title: 'Esqueci minha senha',
    storeName,
    body: `  <h1>Esqueci minha senha</h1>
  <p>Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.</p>
  <form id="forgot-form" action="/api/account/password-reset" novalidate data-json-form data-done="forgot-done">
${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', inputmode: 'email', maxlength: 254 })}
${formAlert('forgot-erro')}
    <button type="submit">Enviar link</button>
  </form>
  <section id="forgot-done" class="feito" hidden aria-live="polite">
    <h2>Confira o seu e-mail</h2>
    <p data-done-message></p>
  </section>
  <nav class="links" aria-label="Outras opções">
    <a href="${escapeHtml(withReturnUrl(ACCOUNT_LINK_PATHS.login, returnUrl))}">Voltar para o login</a>
  </nav>`,
  })
}

/** /login/nova-senha?token=: the new password (the link's token travels in a hidden field). */
export function renderNewPasswordPage({ token, storeName }: { token: string; storeName: string }): string {
  return loginLayout({
    title: 'Crie uma nova senha',
    storeName,
    body: `  <h1>Crie uma nova senha</h1>
  <form id="new-password-form" action="/api/account/password-reset/confirm" novalidate data-json-form>
    <input type="hidden" name="token" value="${escapeHtml(token)}">
${passwordWithRules('password', 'Nova senha')}
    <p class="campo-erro" id="token-erro" data-error-for="token"></p>
${formAlert('new-password-erro')}
    <button type="submit">Salvar nova senha</button>
  </form>
  <nav class="links" aria-label="Outras opções">
    <a href="${ACCOUNT_LINK_PATHS.forgotPassword}">Pedir um novo link</a>
  </nav>`,
  })
}

/** /login/ativar?token=: one button activates the account (e-mail scanners that open links activate nothing). */
export function renderActivationPage({ token, storeName }: { token: string; storeName: string }): string {
  return loginLayout({
    title: 'Ative a sua conta',
    storeName,
    body: `  <h1>Ative a sua conta</h1>
  <p>Falta pouco: confirme para ativar a sua conta e entrar.</p>
  <form id="activation-form" action="/api/account/activate" novalidate data-json-form>
    <input type="hidden" name="token" value="${escapeHtml(token)}">
    <p class="campo-erro" id="token-erro" data-error-for="token"></p>
${formAlert('activation-erro')}
    <button type="submit">Ativar minha conta</button>
  </form>
  <nav class="links" aria-label="Outras opções">
    <a href="${ACCOUNT_LINK_PATHS.login}">Entrar</a>
    <a href="${ACCOUNT_LINK_PATHS.signUp}">Fazer o cadastro de novo</a>
  </nav>`,
  })
}
