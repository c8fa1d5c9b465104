/** The search UI: the header search box with its modal, and its parts. */
export { SearchBox, searchedTermOf } from './SearchBox'
export type { SearchBoxProps } from './SearchBox'
export { SearchPanel } from './SearchPanel'
export type { SearchPanelProps } from './SearchPanel'
export { ImperdivelSection } from './ImperdivelSection'
export { noResultMessage, PLACEHOLDER_PHRASES, SEARCH_TIP } from './messages'
