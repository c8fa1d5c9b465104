/**
 * The account area's shell: the registry of its pages and links (ui/registry.ts), the route that shows
 * an address's page inside the account frame, and the account menus (desktop dropdown, mobile panel).
 */
export type { AccountEntry, AccountLink, AccountLinkEntry, AccountMenuKind, AccountMenus, AccountPageEntry, AccountView, AccountViewProps } from './ui/account-page'
export { AccountRoute } from './ui/AccountRoute'
export { AccountMenu, AccountPanel, type AccountMenuProps, type AccountPanelProps } from './ui/AccountMenu'
export { HelpModal, type HelpModalProps } from './ui/HelpModal'
export { accountMenu, accountPageHref, accountTitleOf } from './ui/registry'
