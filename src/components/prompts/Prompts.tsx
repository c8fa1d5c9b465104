import { AppPrompt } from './AppPrompt'
import { CepModal } from './CepModal'
import { CepPrompt, useFavoriteAddressCep } from './CepPrompt'
import { CookieNotice } from './CookieNotice'

/**
 * Every prompt of the shell: cookie notice, CEP prompt and modal, app prompts.
 * Render once in the layout (inside the store providers, after <PortalRoot />).
 */
export function Prompts() {
  useFavoriteAddressCep()
  return (
    <>
      <CookieNotice />
      <CepPrompt />
      <CepModal />
      <AppPrompt />
    </>
  )
}
