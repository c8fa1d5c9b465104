export { escapeHtml, field, LOGIN_SCRIPT_PATH, loginLayout } from './layout'
export {
  LOGIN_INVALID_MESSAGE,
  LOGIN_MISSING_MESSAGE,
  LOGIN_THROTTLED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  renderActivationPage,
  renderForgotPasswordPage,
  renderLoginPage,
  renderNewPasswordPage,
  renderSignUpPage,
  withReturnUrl,
} from './pages'
export { LOGIN_SCRIPT } from './script'
