import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadContent } from '../content'
import { seedSpaceExport, type ExportEntry } from '../content/space-export'
import { startFakeContentfulDelivery, type FakeContentfulDelivery } from '../../test-support/fake-contentful'
import { draftSettingsFrom, readShellDrafts } from '../shell-drafts'

const SPACE_ID = 'preview-space'
const TOKEN = 'preview-token'

describe('the shell drafts of the preview mode', () => {
  it('reads the content folder as it is now when Contentful is not configured', async () => {
    const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drafts-content-'))
    fs.cpSync(path.resolve(__dirname, '../../../content'), contentDir, { recursive: true })
    const stripeFile = path.join(contentDir, 'consumer', 'stripe.json')
    const stripe = JSON.parse(fs.readFileSync(stripeFile, 'utf8')) as { messages: Array<{ stripeText: string }> }
    stripe.messages[0].stripeText = 'Rascunho da faixa'
    fs.writeFileSync(stripeFile, JSON.stringify(stripe))
    const drafts = await readShellDrafts(draftSettingsFrom({ CONTENT_DIR: contentDir }, 'consumer'))
    expect(drafts.stripe.messages[0].stripeText).toBe('Rascunho da faixa')
    expect(drafts.menu.departments.length).toBeGreaterThan(0)
    expect(drafts.footer).not.toBeNull()
  })

  describe("through Contentful's Preview API", () => {
    let contentful: FakeContentfulDelivery
    const seed = seedSpaceExport({ consumer: loadContent('consumer'), business: loadContent('business') }, { spaceId: SPACE_ID })
    beforeAll(async () => {
      contentful = await startFakeContentfulDelivery(seed.space, { spaceId: SPACE_ID, accessToken: TOKEN })
    })
    afterAll(() => contentful.close())
    const env = () => ({ CONTENTFUL_SPACE_ID: SPACE_ID, CONTENTFUL_PREVIEW_ACCESS_TOKEN: TOKEN, CONTENTFUL_PREVIEW_HOST: `http://${contentful.host}` })

    /** The consumer store's first stripe message entry of the seed space. */
    function firstMessage(): ExportEntry {
      const stripe = seed.space.entries.find((entry) => entry.sys.contentType.sys.id === 'promotionalStripe' && entry.fields.variant?.['pt-BR'] === 'consumer')!
      const links = stripe.fields.messages['pt-BR'] as Array<{ sys: { id: string } }>
      return seed.space.entries.find((entry) => entry.sys.id === links[0].sys.id)!
    }

    it("maps the space's entries (links, assets, the store's variant) as a build does", async () => {
      const drafts = await readShellDrafts(draftSettingsFrom(env(), 'consumer'))
      const local = loadContent('consumer')
      expect(drafts.stripe.messages.map((message) => message.stripeText)).toEqual(local.stripe.messages.map((message) => message.stripeText))
      // An asset field is the asset's file in Contentful.
      expect(drafts.stripe.messages[0].icon).toMatch(/^https:\/\/images\.ctfassets\.net\/preview-space\/.+\.svg$/)
      expect(drafts.menu.departments.map((department) => department.title)).toEqual(local.menu.departments.map((department) => department.title))
      expect(drafts.footer?.socialLinks.length).toBe(local.footer?.socialLinks.length)
      expect(drafts.imperdivel?.boxCards.length).toBe(local.imperdivel?.boxCards.length)
    })

    it('shows a changed entry (a saved draft) on the next read', async () => {
      const message = firstMessage()
      contentful.publish({ ...message, fields: { ...message.fields, stripeText: { 'pt-BR': 'Rascunho no Contentful' } } })
      const drafts = await readShellDrafts(draftSettingsFrom(env(), 'consumer'))
      expect(drafts.stripe.messages[0].stripeText).toBe('Rascunho no Contentful')
    })

    it('refuses a wrong token with the API’s status, never the token', async () => {
      await expect(readShellDrafts(draftSettingsFrom({ ...env(), CONTENTFUL_PREVIEW_ACCESS_TOKEN: 'wrong-token' }, 'consumer'))).rejects.toThrow(
        /answered 401 to http:\/\/127\.0\.0\.1:\d+\/spaces\/preview-space\/environments\/master\/locales$/,
      )
    })
  })
})
