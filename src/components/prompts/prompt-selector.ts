import { PORTAL_ELEMENT_ID } from '../ui/portal'

/**
 * Presses on another prompt or inside a modal are not "outside" for a prompt:
 * accepting cookies must not dismiss the CEP prompt.
 */
export const PROMPT_SELECTOR = `[data-prompt], #${PORTAL_ELEMENT_ID}`
