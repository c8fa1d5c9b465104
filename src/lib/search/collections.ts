import type { SearchSort } from '../../config/constants'
import type { Facet } from '../../sdk/search/types'

/**
 * The collections of /colecao/{slug} (linked from the CMS Imperdível and home
 * content): each is a saved query over the catalogue.
 */
export interface CollectionDefinition {
  slug: string
  title: string
  description: string
  term: string | null
  facets: Facet[]
  sort: SearchSort
}

export const COLLECTIONS: readonly CollectionDefinition[] = [
  {
    slug: 'lancamentos',
    title: 'Lançamentos',
    description: 'Tênis, roupas e equipamentos recém-chegados à Arena Esportes.',
    term: null,
    facets: [],
    sort: 'release_desc',
  },
  {
    slug: 'mais-vendidos',
    title: 'Mais vendidos',
    description: 'Os produtos esportivos preferidos dos nossos clientes.',
    term: null,
    facets: [],
    sort: 'orders_desc',
  },
  {
    slug: 'kits-de-treino',
    title: 'Kits de treino',
    description: 'Kits com tudo o que você precisa para treinar.',
    term: 'kit',
    facets: [],
    sort: 'score_desc',
  },
  {
    slug: 'presentes-ate-99',
    title: 'Presentes até R$ 99',
    description: 'Presentes esportivos até 99 reais.',
    term: null,
    facets: [{ key: 'price', value: '0:99' }],
    sort: 'orders_desc',
  },
]

/** The Liquidação listing: every product, the biggest discounts first. */
export const SALE_LISTING = {
  path: '/liquidacao',
  title: 'Liquidação',
  description: 'Produtos esportivos com os maiores descontos da Arena Esportes.',
  sort: 'discount_desc' as SearchSort,
}
