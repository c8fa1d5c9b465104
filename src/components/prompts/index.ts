export { Prompts } from './Prompts'
export { CookieNotice, shouldShowCookieNotice } from './CookieNotice'
export { CepPrompt, shouldShowCepPrompt } from './CepPrompt'
export { useFavoriteAddressCep } from './useFavoriteAddressCep'
export { CepModal } from './CepModal'
export { CepForm } from './CepForm'
export type { CepFormProps } from './CepForm'
export { AppPrompt } from './AppPrompt'
export type { AppPromptProps } from './AppPrompt'
export { appCampaignGroup, appDeepLink, appPromptKind, APP_PROMPT_SESSION_FLAG } from './app-prompt-policy'
export type { AppPromptContext, AppPromptKind } from './app-prompt-policy'
export { useSubmitCep } from './useSubmitCep'
export {
  COOKIE_POLICIES_MAX_AGE_SECONDS,
  COOKIES_ACCEPTED_ATTRIBUTE,
  cookieNoticeHeadScript,
  markCookiesAccepted,
} from './cookie-notice-script'
export type { CookieNoticeDocument } from './cookie-notice-script'
