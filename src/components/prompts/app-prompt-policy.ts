import { APP_PROMPT_MAX_WIDTH_PX, UTM_SOURCE_CAMPAIGN_GROUPS, UTM_SOURCE_DEFAULT_GROUP } from '../../config/constants'

export type AppPromptKind = 'install' | 'open'

export interface AppPromptContext {
  /** window.innerWidth */
  viewportWidth: number
  pathname: string
  search: string
  /** Cookie values (null when absent). */
  appInstalled: string | null
  refuseApp: string | null
  /** The prompt was closed or accepted in this session. */
  closedThisSession: boolean
}

/**
 * Which app prompt to show, if any: only at 1024 px or
 * narrower, never inside the app (mode=app) or the checkout, never when
 * refuseApp=true or after it was closed in this session. A shopper who has the
 * app (appInstalled=true) is offered to open it; others to install it.
 */
export function appPromptKind(context: AppPromptContext): AppPromptKind | null {
  if (context.viewportWidth > APP_PROMPT_MAX_WIDTH_PX) return null
  if (new URLSearchParams(context.search).get('mode') === 'app') return null
  if (/(^|\/)checkout(\/|$)/.test(context.pathname)) return null
  if (context.refuseApp === 'true' || context.closedThisSession) return null
  return context.appInstalled === 'true' ? 'open' : 'install'
}

/** The app campaign group of a utm_source (UTM_SOURCE_CAMPAIGN_GROUPS), default redirect+app. */
export function appCampaignGroup(utmSource: string | null | undefined): string {
  const key = (utmSource ?? '').trim().toLowerCase()
  return UTM_SOURCE_CAMPAIGN_GROUPS[key] ?? UTM_SOURCE_DEFAULT_GROUP
}

/** Base of the app's deep links (opens the app, or its store page when it is not installed). */
export const APP_DEEP_LINK_BASE = 'https://app.arenaesportes.com.br/abrir'

/** The deep link to the current page in the app, tagged with the campaign group. */
export function appDeepLink(kind: AppPromptKind, pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  const query = new URLSearchParams({
    path: `${pathname}${search}`,
    campaign: appCampaignGroup(params.get('utm_source')),
    action: kind,
  })
  return `${APP_DEEP_LINK_BASE}?${query.toString()}`
}

/** sessionStorage flag set when an app prompt is closed or accepted. */
export const APP_PROMPT_SESSION_FLAG = 'store::appPromptClosed'
