import { standalone } from '../../components/account-ui/standalone'
import type { AccountPageEntry } from '../account'

/** Privacidade e dados (LGPD): download one's data, cookies, delete one's account, the requests made. */
export const privacyPage: AccountPageEntry = {
  kind: 'page',
  id: 'privacy',
  path: 'privacidade',
  title: 'Privacidade e dados',
  // Not in the desktop dropdown nor the mobile panel (the spec lists theirs): the account area's own navigation, and the profile page.
  menus: { section: { label: 'Privacidade e dados', order: 9 } },
  load: () => import('./ui/DataRightsView').then((module) => standalone(module.DataRightsView)),
}
