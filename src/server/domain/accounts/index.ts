export { authenticate } from './authenticate'
export { favoriteAddressOf, toMemberProfile, userProfileResponse } from './members'
export { hashPassword, verifyPassword } from './password'
export { safeReturnPath } from './return-url'
export { LoginSessions, type NewSession } from './sessions'
export type {
  Member,
  MemberAddress,
  MemberDirectory,
  MemberKind,
  MemberProfile,
  MemberRegistry,
  NewMember,
  SessionRepository,
  StoredSession,
  UserProfileResponse,
} from './types'
export { accountSession } from './summary'
export type { AccountSession } from '../../../contracts/session'
export { CredentialGuard, type CredentialAttempt, type LoginDeviceRepository } from './credential-guard'
