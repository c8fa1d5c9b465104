/**
 * The shell's slices rendered by the production server with other content
 * than the build's: an editor's drafts in the preview mode (decision record
 * 0037). Gatsby compiles this module with its HTML renderer (same components
 * and class names as the pages), next to render-page.js. The version slice is
 * not here: a preview keeps the live version, so the tab's build-hash check
 * behaves as on the live site.
 */
import { renderToString } from 'react-dom/server'
import type { ShellSlicesContent } from '../contracts/server-regions'
import { SHELL_SLICES } from '../contracts/shell-slices'
import FooterSlice from '../templates/slices/footer'
import ImperdivelSlice from '../templates/slices/imperdivel'
import MenuSlice from '../templates/slices/menu'
import StripeSlice from '../templates/slices/stripe'

export function renderShellSlices(content: ShellSlicesContent): Record<string, string> {
  return {
    [SHELL_SLICES.stripe]: renderToString(<StripeSlice data={{ cmsShell: { stripe: content.stripe } }} />),
    [SHELL_SLICES.menu]: renderToString(<MenuSlice data={{ cmsShell: { menu: content.menu } }} />),
    [SHELL_SLICES.footer]: renderToString(<FooterSlice data={{ cmsShell: { footer: content.footer } }} />),
    [SHELL_SLICES.imperdivel]: renderToString(<ImperdivelSlice data={{ cmsShell: { imperdivel: content.imperdivel } }} />),
  }
}
