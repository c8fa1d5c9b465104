import { describeDuration, describeOrigin, describeStatus, describeTrigger } from '../describe'
import { readNotice } from '../triggers'

describe('publishing notices', () => {
  const entry = { sys: { id: '4xYz', type: 'Entry', revision: 7, contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'promotionalStripe' } } }, fields: {} }

  it.each(['ContentManagement.Entry.publish', 'ContentManagement.Entry.unpublish', 'ContentManagement.Entry.delete'])('reads Contentful’s %s webhook', (topic) => {
    expect(readNotice(topic, entry)).toEqual({
      kind: 'build',
      trigger: { source: 'cms', topic, entryId: '4xYz', contentType: 'promotionalStripe', revision: 7 },
    })
  })

  it('reads a deleted-entry stub (no content type) and ignores topics that publish nothing', () => {
    expect(readNotice('ContentManagement.Entry.delete', { sys: { id: 'gone', type: 'DeletedEntry' } })).toMatchObject({ kind: 'build', trigger: { entryId: 'gone', contentType: null, revision: null } })
    expect(readNotice('ContentManagement.Entry.auto_save', entry)).toEqual({ kind: 'ignored', reason: 'topic ContentManagement.Entry.auto_save does not change what is published' })
    expect(readNotice('ContentManagement.Entry.publish', { fields: {} })).toMatchObject({ kind: 'invalid', message: expect.stringContaining('sys') })
  })

  it('reads the VTEX broadcaster’s notice; a stock-only change needs no build', () => {
    const base = { IdSku: '2001', An: 'arenaesportes', IdAffiliate: 'SPT', DateModified: '2025-11-24T10:00:00', IsActive: true }
    expect(readNotice(undefined, { ...base, PriceModified: true, StockModified: false, HasStockKeepingUnitModified: false })).toEqual({
      kind: 'build',
      trigger: { source: 'vtex-catalogue', skuId: '2001', account: 'arenaesportes', changes: ['price'] },
    })
    expect(readNotice(undefined, { ...base, StockModified: true, PriceModified: false, HasStockKeepingUnitModified: false })).toEqual({ kind: 'ignored', reason: 'only the stock changed: pages read it live' })
    expect(readNotice(undefined, { ...base, IsActive: false, StockModified: false, PriceModified: false, HasStockKeepingUnitModified: false })).toMatchObject({ kind: 'build', trigger: { changes: ['inactive'] } })
    expect(readNotice(undefined, base)).toMatchObject({ kind: 'build', trigger: { changes: [] } })
    expect(readNotice(undefined, { IdSku: 2001, An: 'x' })).toMatchObject({ kind: 'invalid' })
  })

  it('reads the store’s catalogue notice', () => {
    expect(readNotice(undefined, { catalogueChange: { reason: 'import', productIds: ['1', '2'] } })).toEqual({ kind: 'build', trigger: { source: 'store-catalogue', reason: 'import', products: 2 } })
    expect(readNotice(undefined, { catalogueChange: { reason: 'price' } })).toEqual({ kind: 'build', trigger: { source: 'store-catalogue', reason: 'price', products: null } })
    expect(readNotice(undefined, { catalogueChange: { reason: 'sale' } })).toMatchObject({ kind: 'invalid' })
    expect(readNotice(undefined, { hello: 'world' })).toMatchObject({ kind: 'invalid', message: expect.stringContaining('not a publishing notice') })
  })

  it('describes what triggered a build for editors, in Portuguese', () => {
    expect(describeTrigger({ source: 'cms', topic: 'ContentManagement.Entry.publish', entryId: '4xYz', contentType: 'promotionalStripe', revision: 7 })).toBe('Conteúdo publicado: promotionalStripe 4xYz (revisão 7)')
    expect(describeTrigger({ source: 'vtex-catalogue', skuId: '2001', account: 'a', changes: ['price', 'sku'] })).toBe('Catálogo VTEX: SKU 2001 (preço, dados do SKU)')
    expect(describeTrigger({ source: 'store-catalogue', reason: 'import', products: 1 })).toBe('Importação do catálogo (1 produto)')
    const many = Array.from({ length: 20 }, (_, i) => ({ source: 'store-catalogue' as const, reason: 'price' as const, products: null, i }))
    expect(describeOrigin({ kind: 'build', triggers: many.slice(0, 2), noticeCount: 25 })).toBe('Alteração de preço; Alteração de preço; e mais 23 avisos')
    expect(describeOrigin({ kind: 'rollback', triggers: [], noticeCount: 0 })).toBe('Volta para a publicação anterior')
    expect(describeDuration(42_400)).toBe('42 s')
    expect(describeDuration(185_000)).toBe('3 min 05 s')
    expect(describeStatus({ status: 'succeeded', kind: 'rollback' })).toBe('Revertido')
    expect(describeStatus({ status: 'failed', kind: 'build' })).toBe('Falhou')
  })
})

describe('words of the status page', () => {
  it('name the content folder for npm run publish and explain failures in Portuguese', async () => {
    const { describeError, LOCAL_CONTENT_TYPE } = await import('../describe')
    expect(describeTrigger({ source: 'cms', topic: 'ContentManagement.Entry.publish', entryId: 'content', contentType: LOCAL_CONTENT_TYPE, revision: null })).toBe(
      'Conteúdo publicado: arquivos de content/ (npm run publish)',
    )
    expect(describeError({ message: 'invalid content (2 issues)', issues: [{}, {}] })).toBe('Conteúdo inválido: 2 problemas (arquivo ou entrada, campo e motivo):')
    expect(describeError({ message: 'the build took too long and was stopped', issues: [] })).toBe('Erro na geração do site: the build took too long and was stopped')
  })
})
