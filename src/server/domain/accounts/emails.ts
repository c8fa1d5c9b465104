import { ACTIVATION_LINK_VALIDITY, PASSWORD_RESET_LINK_VALIDITY } from '../../../contracts/account-forms'
import { transactionalMail, type MailMessage } from '../mail'
import type { MemberDocumentKind } from './documents'

/** Pages of the embedded login that e-mailed links open (the token in the query). */
export const ACCOUNT_LINK_PATHS = {
  login: '/login',
  signUp: '/login/cadastro',
  activate: '/login/ativar',
  forgotPassword: '/login/esqueci-a-senha',
  newPassword: '/login/nova-senha',
} as const

/** An absolute address of the site (SITE_URL): links in e-mails never come from the request's Host header. */
export function siteLink(siteUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.toString()
}

export interface AccountMailContext {
  siteUrl: string
  storeName: string
}

/** The sign-up e-mail of a new address: the activation link. */
export function activationMail(to: string, givenName: string, token: string, context: AccountMailContext): MailMessage {
  return {
    to,
    subject: `Ative a sua conta ${context.storeName}`,
    ...transactionalMail({
      greeting: `Olá, ${givenName}!`,
      paragraphs: [
        `Recebemos o seu cadastro. Para ativar a sua conta, abra o link abaixo (ele vale por ${ACTIVATION_LINK_VALIDITY}).`,
        'Se não foi você, ignore este e-mail: nenhuma conta será criada.',
      ],
      action: { label: 'Ativar minha conta', url: siteLink(context.siteUrl, ACCOUNT_LINK_PATHS.activate, { token }) },
      storeName: context.storeName,
    }),
  }
}

/** The sign-up e-mail of an address that already has an account: how to log in or choose a new password. */
export function alreadyRegisteredMail(to: string, context: AccountMailContext): MailMessage {
  return {
    to,
    subject: `Você já tem uma conta ${context.storeName}`,
    ...transactionalMail({
      greeting: 'Olá!',
      paragraphs: [
        'Alguém tentou criar uma conta com este e-mail, mas ele já está cadastrado.',
        'Se foi você, entre com o seu e-mail e senha. Esqueceu a senha? Crie uma nova na página de login.',
        'Se não foi você, ignore este e-mail: nada mudou na sua conta.',
      ],
      action: { label: 'Criar uma nova senha', url: siteLink(context.siteUrl, ACCOUNT_LINK_PATHS.forgotPassword) },
      storeName: context.storeName,
    }),
  }
}

/**
 * The sign-up e-mail when the CPF (or CNPJ) typed already has an account: no account was made, and
 * nothing says whose the other account is (not its e-mail, name or a hint of them).
 */
export function documentInUseMail(to: string, kind: MemberDocumentKind, context: AccountMailContext): MailMessage {
  const document = kind === 'cpf' ? 'CPF' : 'CNPJ'
  return {
    to,
    subject: `Não foi possível criar a sua conta ${context.storeName}`,
    ...transactionalMail({
      greeting: 'Olá!',
      paragraphs: [
        `Recebemos um cadastro com este e-mail, mas o ${document} informado já está cadastrado em outra conta. Cada ${document} pode ter uma conta só, e nenhuma conta nova foi criada.`,
        `Se a outra conta é ${kind === 'cpf' ? 'sua' : 'da sua empresa'}, entre com o e-mail dela. Não lembra qual é, ou a senha? Crie uma nova senha na página de login ou fale com o nosso atendimento.`,
        'Se não foi você, ignore este e-mail.',
      ],
      action: { label: 'Ir para o login', url: siteLink(context.siteUrl, ACCOUNT_LINK_PATHS.login) },
      storeName: context.storeName,
    }),
  }
}

/** The password-reset e-mail: a one-time link valid for an hour. */
export function passwordResetMail(to: string, givenName: string, token: string, context: AccountMailContext): MailMessage {
  return {
    to,
    subject: `Crie uma nova senha na ${context.storeName}`,
    ...transactionalMail({
      greeting: `Olá, ${givenName}!`,
      paragraphs: [
        `Recebemos um pedido para criar uma nova senha para a sua conta. O link abaixo vale por ${PASSWORD_RESET_LINK_VALIDITY} e pode ser usado uma vez.`,
        'Se não foi você, ignore este e-mail: a sua senha continua a mesma.',
      ],
      action: { label: 'Criar nova senha', url: siteLink(context.siteUrl, ACCOUNT_LINK_PATHS.newPassword, { token }) },
      storeName: context.storeName,
    }),
  }
}
