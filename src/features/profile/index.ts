import type { AccountPageEntry, AccountView } from '../account'

/** Gerenciar perfil: who the member is, and the names, birthdate, phone, gender and marketing consent they may change. */
export const profilePage: AccountPageEntry = {
  kind: 'page',
  id: 'profile',
  path: 'profile',
  title: 'Gerenciar perfil',
  menus: { mobile: { label: 'Gerenciar perfil', order: 6 }, section: { label: 'Gerenciar perfil', order: 5 } },
  load: () => import('./ui/ProfileView').then((module): AccountView => module.AccountProfile),
}
