import { SEARCH_SUBMIT_MIN_CHARS } from '../../config/constants'
import { SEARCH_TERM_MAX_LENGTH } from '../../config/constants'

export { SEARCH_TERM_MAX_LENGTH }

/**
 * The typed search text, sanitised: control characters and markup
 * characters removed, runs of white space collapsed, at most 200 characters.
 * Leading space is dropped; a trailing space is kept so typing still works.
 */
export function sanitizeSearchInput(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/[<>{}\\`"]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^\s+/, '')
    .slice(0, SEARCH_TERM_MAX_LENGTH)
}

/** The term a search submits: sanitised and trimmed. */
export const searchTermOf = (value: string): string => sanitizeSearchInput(value).trim()

/** Terms shorter than 3 characters (SEARCH_SUBMIT_MIN_CHARS) are not submitted. */
export const canSubmitSearch = (value: string): boolean => searchTermOf(value).length >= SEARCH_SUBMIT_MIN_CHARS

/** The results page of a term. */
export const searchPageHref = (term: string): string => `/pesquisa?q=${encodeURIComponent(searchTermOf(term))}`
