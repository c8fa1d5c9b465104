import { LOCAL_CONTENT_TYPE } from '../describe'
import { SHELL_CONTENT_TYPES, shellPublishCandidacy } from '../shell-publish'
import type { PublishTrigger } from '../triggers'

const cms = (contentType: string | null): PublishTrigger => ({ source: 'cms', topic: 'ContentManagement.Entry.publish', entryId: 'e1', contentType, revision: 3 })

describe('shellPublishCandidacy (decision record 0041)', () => {
  it('takes notices of the shell content types only', () => {
    expect(shellPublishCandidacy([cms('promotionalStripe')])).toEqual({ candidate: true })
    expect(shellPublishCandidacy([cms('stripeMessage'), cms('menuCategory'), cms('footerLink'), cms('imperdivelCard')])).toEqual({ candidate: true })
  })

  it("takes `npm run publish`'s notice of the content folder (the content decides)", () => {
    expect(shellPublishCandidacy([cms(LOCAL_CONTENT_TYPE), cms('menu')])).toEqual({ candidate: true })
  })

  it('refuses when any pending notice is of another content type, an asset, or the catalogue', () => {
    expect(shellPublishCandidacy([cms('promotionalStripe'), cms('home')])).toEqual({ candidate: false, reason: 'a notice of home is pending' })
    expect(shellPublishCandidacy([cms(null)])).toMatchObject({ candidate: false })
    expect(shellPublishCandidacy([cms('promotionalStripe'), { source: 'store-catalogue', reason: 'price', products: 1 }])).toEqual({
      candidate: false,
      reason: 'a store-catalogue notice is pending',
    })
    expect(shellPublishCandidacy([{ source: 'vtex-catalogue', skuId: '1', account: 'a', changes: ['price'] }])).toMatchObject({ candidate: false })
    expect(shellPublishCandidacy([])).toMatchObject({ candidate: false })
  })

  it('lists only content types of the CMS model that the shell shows', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const model = require('../../../../../cms-schemas/contentful/content-types.json') as { contentTypes?: Array<{ sys: { id: string } }> } | Array<{ sys: { id: string } }>
    const ids = new Set((Array.isArray(model) ? model : (model.contentTypes ?? [])).map((type) => type.sys.id))
    for (const type of SHELL_CONTENT_TYPES) expect(ids).toContain(type)
    for (const pageType of ['home', 'contentPage', 'store', 'siteSettings', 'institutionalLinks', 'redirectRule']) expect(SHELL_CONTENT_TYPES.has(pageType)).toBe(false)
  })
})
