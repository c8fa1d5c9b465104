import type { PublishRecord } from './records'
import type { PublishTrigger } from './triggers'

/** Words of the publishing status page (pt-BR, for editors). */

const CMS_TOPIC_WORDS: Readonly<Record<string, string>> = {
  'ContentManagement.Entry.publish': 'Conteúdo publicado',
  'ContentManagement.Entry.unpublish': 'Conteúdo despublicado',
  'ContentManagement.Entry.delete': 'Conteúdo excluído',
}

const VTEX_CHANGE_WORDS: Readonly<Record<string, string>> = {
  price: 'preço',
  stock: 'estoque',
  sku: 'dados do SKU',
  removed: 'removido da política comercial',
  inactive: 'desativado',
}

const STORE_CHANGE_WORDS: Readonly<Record<string, string>> = {
  import: 'Importação do catálogo',
  price: 'Alteração de preço',
  stock: 'Alteração de estoque',
  product: 'Alteração de produto',
}

/** The content type `npm run publish` names in its notice: the content/ folder of the repository. */
export const LOCAL_CONTENT_TYPE = 'localContent'

/** One notice, e.g. "Conteúdo publicado: promotionalStripe 4xYz (revisão 7)". */
export function describeTrigger(trigger: PublishTrigger): string {
  switch (trigger.source) {
    case 'cms': {
      if (trigger.contentType === LOCAL_CONTENT_TYPE) return `${CMS_TOPIC_WORDS[trigger.topic] ?? trigger.topic}: arquivos de ${trigger.entryId}/ (npm run publish)`
      const what = [trigger.contentType, trigger.entryId].filter(Boolean).join(' ')
      const revision = trigger.revision !== null ? ` (revisão ${trigger.revision})` : ''
      return `${CMS_TOPIC_WORDS[trigger.topic] ?? trigger.topic}: ${what}${revision}`
    }
    case 'vtex-catalogue': {
      const changes = trigger.changes.map((change) => VTEX_CHANGE_WORDS[change] ?? change)
      return `Catálogo VTEX: SKU ${trigger.skuId}${changes.length ? ` (${changes.join(', ')})` : ''}`
    }
    case 'store-catalogue': {
      const products = trigger.products === null ? '' : ` (${trigger.products} ${trigger.products === 1 ? 'produto' : 'produtos'})`
      return `${STORE_CHANGE_WORDS[trigger.reason] ?? trigger.reason}${products}`
    }
  }
}

/** What started a record, in one line. */
export function describeOrigin(record: Pick<PublishRecord, 'kind' | 'triggers' | 'noticeCount'>): string {
  if (record.kind === 'rollback') return 'Volta para a publicação anterior'
  if (record.kind === 'adopt') return 'Build encontrado ao iniciar o servidor'
  const listed = record.triggers.map(describeTrigger)
  const unlisted = record.noticeCount - listed.length
  if (listed.length === 0) return 'Sem avisos registrados'
  return unlisted > 0 ? `${listed.join('; ')}; e mais ${unlisted} ${unlisted === 1 ? 'aviso' : 'avisos'}` : listed.join('; ')
}

/** "42 s", "3 min 05 s". */
export function describeDuration(ms: number | null): string {
  if (ms === null) return '—'
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}

const RECORD_STATUS_WORDS: Readonly<Record<PublishRecord['status'], string>> = {
  running: 'Em andamento',
  succeeded: 'Publicado',
  failed: 'Falhou',
}

export function describeStatus(record: Pick<PublishRecord, 'status' | 'kind'>): string {
  if (record.status === 'succeeded' && record.kind === 'rollback') return 'Revertido'
  return RECORD_STATUS_WORDS[record.status]
}

/** A failed build's error, for editors: content issues are listed below it. */
export function describeError(error: { message: string; issues: readonly unknown[] }): string {
  const count = error.issues.length
  if (count > 0) return `Conteúdo inválido: ${count} ${count === 1 ? 'problema' : 'problemas'} (arquivo ou entrada, campo e motivo):`
  return `Erro na geração do site: ${error.message}`
}
