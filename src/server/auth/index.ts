export { accountServices, currentMember, endSession, requireMember, SESSION_COOKIE, startSession } from './session'
