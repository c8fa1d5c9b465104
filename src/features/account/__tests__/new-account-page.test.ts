/**
 * The check of what adding an account page costs: a feature writes one entry (its index.ts) and its
 * view (its ui/), and the registry's list names it once. Everything else follows from that entry: the
 * page's address, its heading, its place in each of the three menus, the section it highlights, and the
 * stores that offer it. Nothing here is spelled twice.
 */
import { createStoreConfig } from '../../../config/store'
import type { AccountPageEntry, AccountView } from '../ui/account-page'
import { ACCOUNT_ENTRIES, accountMenu, accountPageAt, hrefOf, sectionHrefOf } from '../ui/registry'

const ExampleView: AccountView = () => null

/** What a new feature's index.ts would export (here: a page of the member's consents, on both stores' menus). */
const consentsPage: AccountPageEntry = {
  kind: 'page',
  id: 'consents',
  path: 'consents',
  title: 'Privacidade e consentimentos',
  menus: { mobile: { label: 'Privacidade', order: 6.5 }, section: { label: 'Privacidade', order: 6.5 } },
  load: () => Promise.resolve(ExampleView),
}

const consumer = createStoreConfig('consumer')
const business = createStoreConfig('business')
const withPage = [...ACCOUNT_ENTRIES, consentsPage]

describe('a new account page, from its entry alone', () => {
  it('has an address of its own under the account, with its heading', () => {
    const address = hrefOf(consentsPage, consumer)
    expect(address).toMatch(/\/consents$/)
    expect(accountPageAt(address, consumer, withPage)).toEqual({ page: consentsPage, rest: '' })
    expect(accountPageAt(address, consumer, ACCOUNT_ENTRIES)).toBeNull()
    expect(accountPageAt(`${address}/`, consumer, withPage)?.page.title).toBe('Privacidade e consentimentos')
  })

  it('stands in the menus that name a place for it, in that order, and in no other', () => {
    const mobile = accountMenu('mobile', consumer, withPage)
    const section = accountMenu('section', consumer, withPage)
    const link = { label: 'Privacidade', href: hrefOf(consentsPage, consumer) }
    expect(mobile).toContainEqual(link)
    expect(section).toContainEqual(link)
    expect(accountMenu('desktop', consumer, withPage)).toEqual(accountMenu('desktop', consumer, ACCOUNT_ENTRIES))
    // After "Gerenciar perfil" (6) and before what follows it in each menu.
    const labels = mobile.map((entry) => entry.label)
    expect(labels.indexOf('Privacidade')).toBe(labels.indexOf('Gerenciar perfil') + 1)
    expect(section.map((entry) => entry.label).indexOf('Privacidade')).toBe(section.map((entry) => entry.label).indexOf('Endereços') + 1)
  })

  it('highlights its own section, and loads its view only when opened', async () => {
    expect(sectionHrefOf(consentsPage, consumer, withPage)).toBe(hrefOf(consentsPage, consumer))
    await expect(consentsPage.load()).resolves.toBe(ExampleView)
  })

  it('is offered by both stores unless the entry names its variants', () => {
    const businessAddress = hrefOf(consentsPage, business)
    expect(accountPageAt(businessAddress, business, withPage)?.page.id).toBe('consents')
    const consumerOnly = { ...consentsPage, variants: ['consumer'] } as const
    expect(accountPageAt(businessAddress, business, [...ACCOUNT_ENTRIES, consumerOnly])).toBeNull()
    expect(accountMenu('mobile', business, [...ACCOUNT_ENTRIES, consumerOnly]).map((entry) => entry.label)).not.toContain('Privacidade')
  })
})
