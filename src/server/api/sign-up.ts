import type { FastifyInstance, FastifyRequest } from 'fastify'
import { PASSWORD_RESET_SENT_MESSAGE, SIGN_UP_SENT_MESSAGE, type SignUpAnswer } from '../../contracts/account-forms'
import { activationSchema, businessSignUpSchema, consumerSignUpSchema, passwordResetRequestSchema, passwordResetSchema } from '../../contracts/schemas/account-forms'
import type { StoreVariant } from '../../config/store'
import type { RequestAuth } from '../auth/session'
import { DOCUMENT_IN_USE_MESSAGES } from '../domain/accounts/documents'
import { LIMIT_MESSAGE, takeAttempt, type AccountLimiters } from '../domain/accounts/limits'
import type { PasswordReset } from '../domain/accounts/password-reset'
import type { SignUp, SignUpForm } from '../domain/accounts/sign-up'
import { accountSession } from '../domain/accounts/summary'
import type { MemberBenefits, MemberDirectory } from '../domain/accounts/types'
import { HttpError } from '../http/errors'
import { ACCOUNT_LINK_PATHS } from '../domain/accounts/emails'
import { fieldError, NO_STORE, readForm } from './forms'
import { PASSWORD_CHANGED_MESSAGE } from './login-pages'

/** The marker of a return from login (a URL containing loginSuccess): the account page then loads the fresh profile. */
const LOGIN_SUCCESS_FRAGMENT = '#loginSuccess'

export const ACTIVATION_INVALID_MESSAGE = 'Este link de ativação é inválido, já foi usado ou expirou. Faça o cadastro de novo.'
export const ALREADY_ACTIVE_MESSAGE = 'Esta conta já está ativa. Entre com o seu e-mail e senha.'
export const RESET_INVALID_MESSAGE = 'Este link para criar uma nova senha é inválido, já foi usado ou expirou. Peça um novo link.'

export interface SignUpRoutesOptions {
  auth: RequestAuth
  members: MemberDirectory
  benefits: MemberBenefits
  signUp: SignUp
  passwordReset: PasswordReset
  limiters: Pick<AccountLimiters, 'perAddress' | 'passwordResetPerEmail'>
  /** The consumer store signs people up with a CPF; the business store, companies with a CNPJ. */
  variant: StoreVariant
}

const tooMany = () => new HttpError(429, 'TOO_MANY_ATTEMPTS', LIMIT_MESSAGE)
const clientKey = (request: FastifyRequest) => `ip:${request.ip}`

/**
 * Sign-up, activation and password reset of the embedded login (JSON, under
 * /api; the anti-forgery header is required like every write).
 * - POST /account/signup: always 202 with the same message (no account
 *   enumeration); the e-mail carries the activation link or, for a
 *   registered address or a CPF/CNPJ that has an account, a notice.
 * - POST /account/activate {token}: creates the account of the link, starts
 *   its session and answers where to go (the account page, marked
 *   #loginSuccess); 409 when its e-mail or document got an account meanwhile.
 * - POST /account/password-reset {email}: always 202 with the same message.
 * - POST /account/password-reset/confirm {token, password}: sets the new
 *   password once and ends every session of the member.
 */
export async function signUpRoutes(app: FastifyInstance, options: SignUpRoutesOptions): Promise<void> {
  const { auth, members, benefits, signUp, passwordReset, limiters, variant } = options

  app.post('/account/signup', async (request, reply): Promise<SignUpAnswer> => {
    reply.headers(NO_STORE)
    const form: SignUpForm =
      variant === 'business'
        ? { kind: 'business', ...readForm(businessSignUpSchema, request.body) }
        : { kind: 'consumer', ...readForm(consumerSignUpSchema, request.body) }
    if (!takeAttempt([limiters.perAddress, clientKey(request)])) throw tooMany()
    await signUp.request(form)
    reply.status(202)
    return { status: 'pending', message: SIGN_UP_SENT_MESSAGE }
  })

  app.post('/account/activate', async (request, reply) => {
    reply.headers(NO_STORE)
    const { token } = readForm(activationSchema, request.body)
    const result = signUp.activate(token)
    if (result.status === 'invalid') throw fieldError('token', ACTIVATION_INVALID_MESSAGE)
    if (result.status === 'already-registered') throw new HttpError(409, 'ALREADY_ACTIVE', ALREADY_ACTIVE_MESSAGE)
    if (result.status === 'document-in-use') throw new HttpError(409, 'DOCUMENT_IN_USE', DOCUMENT_IN_USE_MESSAGES[result.kind])
    auth.startSession(request, reply, result.member)
    return { ...accountSession(members, benefits, result.member), returnUrl: `${result.returnPath}${LOGIN_SUCCESS_FRAGMENT}` }
  })

  app.post('/account/password-reset', async (request, reply) => {
    reply.headers(NO_STORE)
    const { email } = readForm(passwordResetRequestSchema, request.body)
    if (!takeAttempt([limiters.perAddress, clientKey(request)], [limiters.passwordResetPerEmail, email])) throw tooMany()
    passwordReset.request(email)
    reply.status(202)
    return { status: 'sent', message: PASSWORD_RESET_SENT_MESSAGE }
  })

  app.post('/account/password-reset/confirm', async (request, reply) => {
    reply.headers(NO_STORE)
    const { token, password } = readForm(passwordResetSchema, request.body)
    const member = await passwordReset.complete(token, password)
    if (!member) throw fieldError('token', RESET_INVALID_MESSAGE)
    // Every session ended with the old password, this browser's too.
    auth.endSession(request, reply)
    return { status: 'changed', message: PASSWORD_CHANGED_MESSAGE, returnUrl: `${ACCOUNT_LINK_PATHS.login}?aviso=senha-alterada` }
  })
}
