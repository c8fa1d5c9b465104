import { THEME_PRIMARY_COLOR, THEME_SECONDARY_COLOR } from '../config/constants'
import { STORE_NAME, type StoreVariant } from '../config/store'

/** The icon every size of the web app manifest is made from, at build time (gatsby-plugin-manifest, sharp). */
export const APP_ICON_SOURCE = 'src/images/app-icon.svg'

/**
 * Options of gatsby-plugin-manifest: the installable app's name, the theme
 * colours of the store (THEME_PRIMARY_COLOR #007cb9 for the browser's bars,
 * #3643ba behind the splash icon, the icon's own background) and icons made
 * locally from one SVG. The SVG favicon stays (no PNG favicon is added).
 */
export function webAppManifestOptions(variant: StoreVariant) {
  const name = variant === 'business' ? `${STORE_NAME} Empresas` : STORE_NAME
  return {
    name,
    short_name: variant === 'business' ? 'Arena Empresas' : 'Arena',
    description: 'Artigos esportivos para todos os esportes',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    theme_color: THEME_PRIMARY_COLOR,
    background_color: THEME_SECONDARY_COLOR,
    icon: APP_ICON_SOURCE,
    icon_options: { purpose: 'any maskable' },
    include_favicon: false,
    cache_busting_mode: 'none' as const,
  }
}
