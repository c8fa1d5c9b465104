/** UI strings of the search box and modal, exactly as the specification writes them. */
export const SEARCH_LABEL = 'Buscar'
export const CLEAR_LABEL = 'Limpar'
export const CANCEL_LABEL = 'Cancelar'
export const SEARCH_TIP = 'Buscas detalhadas funcionam melhor'
export const TAB_FOR_YOU = 'Para você'
export const TAB_UNMISSABLE = 'Imperdível'
export const HEADING_TOP_SEARCHES = 'Mais buscados'
export const HEADING_HISTORY = 'Você já buscou'
export const HEADING_SUGGESTIONS = 'Nossas sugestões'

/** The no-result message (the quotes are the specification's ” marks, both of them closing ones). */
export const noResultMessage = (term: string): string =>
  `Não encontramos resultados para ”${term}”. Verifique a ortografia ou tente termos de pesquisa menos específicos.`

/** Example phrases the input placeholder cycles through, typing them out. */
export const PLACEHOLDER_PHRASES: readonly string[] = [
  'Tênis de corrida masculino',
  'Bola de futebol de campo',
  'Barraca para 4 pessoas',
  'Bicicleta aro 29',
  'Legging feminina de academia',
]
