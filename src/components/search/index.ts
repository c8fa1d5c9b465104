/** The search UI: the header search box with its modal, and its parts. */
export { SearchBox, searchedTermOf } from './SearchBox'
export type { SearchBoxProps } from './SearchBox'
export type { SearchPanelProps } from './SearchPanel'
export { noResultMessage, PLACEHOLDER_PHRASES, SEARCH_TIP } from './messages'
