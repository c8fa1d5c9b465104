import type { ConsentChoice } from '../../contracts/consent'
import type { MemberAddress } from '../../contracts/session'
import type { AccountOrder } from '../../contracts/orders'

/** The data-rights page's calls. */
export const PRIVACY_PATHS = {
  requests: '/api/account/privacy',
  export: '/api/account/privacy/export',
  deletion: '/api/account/privacy/deletion',
  confirmDeletion: '/api/account/privacy/deletion/confirm',
} as const

/** What a member asked under the LGPD (art. 18), each recorded with its date. */
export type PrivacyRequestKind = 'export' | 'deletion-requested' | 'deletion-confirmed'

export interface PrivacyRequest {
  kind: PrivacyRequestKind
  createdAt: string
}

export const PRIVACY_REQUEST_LABELS: Readonly<Record<PrivacyRequestKind, string>> = {
  export: 'Download dos dados',
  'deletion-requested': 'Pedido de exclusão da conta (código enviado por e-mail)',
  'deletion-confirmed': 'Exclusão da conta confirmada',
}

/** The member's profile as the export holds it (everything the store keeps of them but the password's hash). */
export interface ExportedProfile {
  id: string
  email: string
  kind: string
  givenName: string
  middleName: string | null
  familyName: string
  birthdate: string | null
  phoneNumber: string | null
  gender: string | null
  cpf: string | null
  cnpj: string | null
  companyName: string | null
  marketingEmailConsent: boolean
}

/** The one JSON file of "Baixar meus dados": every kind of data the store keeps of the member. */
export interface DataExport {
  generatedAt: string
  profile: ExportedProfile
  addresses: MemberAddress[]
  orders: Array<Omit<AccountOrder, 'allowCancellation' | 'testPaymentActions' | 'testWarehouseActions' | 'paymentData'> & { paymentData: unknown }>
  returns: unknown[]
  reviews: unknown[]
  wishlist: Array<{ productId: string; addedAt: string }>
  cashback: { balance: number; entries: unknown[] }
  consents: { cookies: ConsentChoice | null; marketingEmail: boolean }
  requests: PrivacyRequest[]
}

/** The file's name: arena-esportes-meus-dados-YYYY-MM-DD.json. */
export const exportFileName = (generatedAt: string): string => `arena-esportes-meus-dados-${generatedAt.slice(0, 10)}.json`
