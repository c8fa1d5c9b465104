import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadContent } from '../content'
import { seedSpaceExport } from '../content/space-export'
import { startFakeContentfulDelivery, type FakeContentfulDelivery } from '../../test-support/fake-contentful'
import { readPublishedShell } from '../published-shell'
import { publishedSettingsFrom } from '../shell-drafts'

/** The published shell of the shell publish without a build (decision record 0041): its content and versions. */
describe('the published shell', () => {
  const contentCopy = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'published-shell-'))
    fs.cpSync(path.resolve(__dirname, '../../../content'), dir, { recursive: true })
    return dir
  }
  const edit = (dir: string, file: string, change: (data: Record<string, unknown>) => void) => {
    const at = path.join(dir, file)
    const data = JSON.parse(fs.readFileSync(at, 'utf8')) as Record<string, unknown>
    change(data)
    fs.writeFileSync(at, JSON.stringify(data))
  }
  const read = (dir: string) => readPublishedShell(publishedSettingsFrom({ CONTENT_DIR: dir }, 'consumer'))

  it('moves the shell and content versions, not the pages’ one, for a change of the slices’ content; any other change moves the pages’ one', async () => {
    const dir = contentCopy()
    try {
      const before = await read(dir)
      expect(before.content.stripe.messages.length).toBeGreaterThan(0)

      edit(dir, 'consumer/stripe.json', (stripe) => ((stripe.messages as Array<{ stripeText: string }>)[0].stripeText = 'Nova faixa'))
      const stripe = await read(dir)
      expect(stripe.content.stripe.messages[0].stripeText).toBe('Nova faixa')
      expect(stripe.shellVersion).not.toBe(before.shellVersion)
      expect(stripe.contentVersion).not.toBe(before.contentVersion)
      expect(stripe.pagesContentVersion).toBe(before.pagesContentVersion)

      edit(dir, 'shared/menu.json', (menu) => ((menu.departments as Array<{ title: string }>)[0].title = 'Esportes e mais'))
      expect((await read(dir)).pagesContentVersion).toBe(before.pagesContentVersion)

      // A social link is in the footer's slice and in every page's frame: the pages' version moves.
      edit(dir, 'consumer/footer.json', (footer) => ((footer.socialLinks as Array<{ text: string }>)[0].text = 'Instagram da Arena'))
      const social = await read(dir)
      expect(social.pagesContentVersion).not.toBe(before.pagesContentVersion)

      // A store's page: only the pages' version moves.
      edit(dir, 'shared/stores.json', (stores) => ((stores.stores as Array<{ name: string }>)[0].name = 'Arena Esportes Paulista (nova)'))
      const store = await read(dir)
      expect(store.pagesContentVersion).not.toBe(social.pagesContentVersion)
      expect(store.shellVersion).toBe(social.shellVersion)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  describe("through Contentful's Delivery API (the build's settings)", () => {
    let contentful: FakeContentfulDelivery
    const seed = seedSpaceExport({ consumer: loadContent('consumer'), business: loadContent('business') }, { spaceId: 'space' })
    beforeAll(async () => {
      contentful = await startFakeContentfulDelivery(seed.space, { spaceId: 'space', accessToken: 'delivery-token' })
    })
    afterAll(() => contentful.close())

    it('reads the published entries with the Delivery token, as the build does', async () => {
      const settings = publishedSettingsFrom({ CONTENTFUL_SPACE_ID: 'space', CONTENTFUL_ACCESS_TOKEN: 'delivery-token', CONTENTFUL_HOST: `http://${contentful.host}` }, 'consumer')
      expect(settings.contentful).toMatchObject({ accessToken: 'delivery-token', baseUrl: `http://${contentful.host}` })
      const shell = await readPublishedShell(settings)
      expect(shell.content.stripe.messages.map((message) => message.stripeText)).toEqual(loadContent('consumer').stripe.messages.map((message) => message.stripeText))
      expect(publishedSettingsFrom({ CONTENTFUL_SPACE_ID: 'space', CONTENTFUL_ACCESS_TOKEN: 'token' }, 'consumer').contentful?.baseUrl).toBe('https://cdn.contentful.com')
      expect(publishedSettingsFrom({}, 'consumer').contentful).toBeNull()
    })
  })
})
