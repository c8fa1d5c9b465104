import type { AccountLinkEntry } from '../account'

/** The club: the menus' link to /clube, the member's status panel and joining (CMS pages' parts). */
export const clubLink: AccountLinkEntry = {
  kind: 'link',
  id: 'club',
  href: '/clube',
  menus: { desktop: { label: 'Clube', order: 4 }, mobile: { label: 'Clube', order: 7 }, section: { label: 'Clube', order: 8 } },
}

export { ClubStatusPanel } from './ui/ClubStatusPanel'

/** The club's status of /clube (a CMS page's part). */
export const loadClubStatusPanel = () => import(/* webpackChunkName: "content-member" */ './ui/ClubStatusPanel').then((module) => module.ClubStatusPanel)
/** Joining the club, /clube/cadastro (a CMS page's part). */
export const loadClubJoin = () => import(/* webpackChunkName: "content-member" */ './ui/ClubJoin').then((module) => module.ClubJoin)
