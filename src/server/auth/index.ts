export { cookieSessionAuth, SESSION_COOKIE, type RequestAuth } from './session'
