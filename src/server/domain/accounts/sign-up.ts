import { ACTIVATION_TOKEN_SECONDS } from '../../../config/constants'
import type { BusinessSignUp, ConsumerSignUp } from '../../../contracts/schemas/account-forms'
import type { MailQueue } from '../mail'
import { safeReturnPath } from './return-url'
import { DocumentInUseError, type MemberDocumentKind } from './documents'
import { activationMail, alreadyRegisteredMail, documentInUseMail, type AccountMailContext } from './emails'
import type { OneTimeTokens } from './tokens'
import type { Member, MemberDirectory, MemberKind, MemberRegistry } from './types'

/** A sign-up as the activation link carries it (the password already hashed). */
export interface SignUpDraft {
  email: string
  passwordHash: string
  kind: MemberKind
  givenName: string
  familyName: string
  cpf: string | null
  cnpj: string | null
  companyName: string | null
  marketingEmailConsent: boolean
  /** Where the new member goes once the link is opened (a path of this site). */
  returnPath: string
}

/** Where a new member goes when the sign-up named no (safe) page: the account. */
export const SIGN_UP_FALLBACK_PATH = '/account'

/** A validated sign-up form of either store: the consumer's has a CPF, the business store's a CNPJ and a corporate name. */
export type SignUpForm = ({ kind: 'consumer' } & ConsumerSignUp) | ({ kind: 'business' } & BusinessSignUp)

export type ActivationResult =
  | { status: 'activated'; member: Member; returnPath: string }
  /** The link was good, but the e-mail got an account in the meantime (another link was used first). */
  | { status: 'already-registered' }
  /** The link was good, but its CPF or CNPJ got an account in the meantime (one account per document). */
  | { status: 'document-in-use'; kind: MemberDocumentKind }
  | { status: 'invalid' }

export interface SignUpDeps {
  members: Pick<MemberDirectory, 'findIdByEmail' | 'findById' | 'findIdByDocument'> & Pick<MemberRegistry, 'insertAll'>
  tokens: OneTimeTokens
  mailer: MailQueue
  hashPassword: (password: string) => Promise<string>
  newMemberId: () => string
  mail: AccountMailContext
  now?: () => Date
}

function draftOf(form: SignUpForm, passwordHash: string): SignUpDraft {
  return {
    email: form.email,
    passwordHash,
    kind: form.kind,
    givenName: form.givenName,
    familyName: form.familyName,
    cpf: form.kind === 'consumer' ? form.cpf : null,
    cnpj: form.kind === 'business' ? form.cnpj : null,
    companyName: form.kind === 'business' ? form.companyName : null,
    marketingEmailConsent: form.marketingConsent,
    returnPath: safeReturnPath(form.returnUrl?.split('#')[0], SIGN_UP_FALLBACK_PATH),
  }
}

/** The identity document a sign-up carries: the person's CPF, or (business store) the company's CNPJ. */
function documentOf(draft: Pick<SignUpDraft, 'cpf' | 'cnpj'>): { kind: MemberDocumentKind; value: string } | null {
  if (draft.cnpj) return { kind: 'cnpj', value: draft.cnpj }
  if (draft.cpf) return { kind: 'cpf', value: draft.cpf }
  return null
}

function isDraft(value: unknown): value is SignUpDraft {
  if (!value || typeof value !== 'object') return false
  const draft = value as Partial<SignUpDraft>
  return typeof draft.email === 'string' && typeof draft.passwordHash === 'string' && (draft.kind === 'consumer' || draft.kind === 'business')
}

/**
 * Creating an account on the embedded login, with no account enumeration:
 * every sign-up gets the same answer and one e-mail. A new address receives
 * an activation link (the account exists once it is opened); an address
 * that already has an account receives a notice with the way to a new
 * password; a sign-up whose CPF (or CNPJ) already has an account receives a
 * notice that says so and nothing of whose it is (one account per document:
 * the answer must not tell a stranger whether a CPF is a customer here). The
 * password is hashed either way, so the answer time is the same.
 */
export class SignUp {
  private readonly now: () => Date

  constructor(private readonly deps: SignUpDeps) {
    this.now = deps.now ?? (() => new Date())
  }

  async request(form: SignUpForm): Promise<void> {
    const passwordHash = await this.deps.hashPassword(form.password)
    if (this.deps.members.findIdByEmail(form.email)) {
      this.deps.mailer.queue('already-registered', alreadyRegisteredMail(form.email, this.deps.mail), this.now())
      return
    }
    const draft = draftOf(form, passwordHash)
    const document = documentOf(draft)
    if (document && this.deps.members.findIdByDocument(document.kind, document.value)) {
      this.deps.mailer.queue('document-in-use', documentInUseMail(form.email, document.kind, this.deps.mail), this.now())
      return
    }
    const token = this.deps.tokens.issue('activation', { email: form.email, payload: draft }, ACTIVATION_TOKEN_SECONDS)
    this.deps.mailer.queue('account-activation', activationMail(form.email, form.givenName, token, this.deps.mail), this.now())
  }

  /** Opens an activation link: the account is created from the sign-up it carries (once). */
  activate(token: string): ActivationResult {
    const stored = this.deps.tokens.consume('activation', token)
    if (!stored?.payload) return { status: 'invalid' }
    const draft: unknown = JSON.parse(stored.payload)
    if (!isDraft(draft)) return { status: 'invalid' }
    if (this.deps.members.findIdByEmail(draft.email)) return { status: 'already-registered' }
    const document = documentOf(draft)
    if (document && this.deps.members.findIdByDocument(document.kind, document.value)) return { status: 'document-in-use', kind: document.kind }
    const member: Member = {
      id: this.deps.newMemberId(),
      email: draft.email,
      kind: draft.kind,
      givenName: draft.givenName,
      middleName: null,
      familyName: draft.familyName,
      birthdate: null,
      phoneNumber: null,
      phoneVerified: false,
      gender: null,
      cpf: draft.cpf,
      cnpj: draft.cnpj,
      companyName: draft.companyName,
      marketingEmailConsent: draft.marketingEmailConsent,
    }
    try {
      this.deps.members.insertAll([{ member, passwordHash: draft.passwordHash, addresses: [] }], this.now().toISOString())
    } catch (error) {
      // Two links of the same address opened at once: the unique e-mail lets one through.
      if (this.deps.members.findIdByEmail(draft.email)) return { status: 'already-registered' }
      // Two sign-ups of one document: its unique index lets one through.
      if (error instanceof DocumentInUseError) return { status: 'document-in-use', kind: error.kind }
      throw error
    }
    return {
      status: 'activated',
      member: this.deps.members.findById(member.id) ?? member,
      returnPath: safeReturnPath(draft.returnPath, SIGN_UP_FALLBACK_PATH),
    }
  }
}
