import { SEARCH_SORTS, type SearchSort } from '../../config/constants'

/** Portuguese labels of the 8 sorts, in the order the sort menu lists them. */
export const SORT_LABELS: Readonly<Record<SearchSort, string>> = {
  score_desc: 'Mais relevantes',
  orders_desc: 'Mais vendidos',
  release_desc: 'Lançamentos',
  discount_desc: 'Maior desconto',
  price_asc: 'Menor preço',
  price_desc: 'Maior preço',
  name_asc: 'A-Z',
  name_desc: 'Z-A',
}

export const SORT_OPTIONS: ReadonlyArray<{ value: SearchSort; label: string }> = (
  Object.keys(SORT_LABELS) as SearchSort[]
).map((value) => ({ value, label: SORT_LABELS[value] }))

// Every sort of the toolkit has a label.
if (SORT_OPTIONS.length !== SEARCH_SORTS.length) throw new Error('SORT_LABELS must list every search sort')
