/**
 * Which browser errors the reporter keeps: script errors,
 * resize-observer loops, extension URLs and non-error rejections are ignored,
 * and errors whose stack frames contain third-party code are dropped.
 */

/** A global error or unhandled rejection, reduced to what the filters read. */
export type ErrorCandidate =
  | { kind: 'error'; message: string; error: unknown; filename?: string }
  | { kind: 'rejection'; reason: unknown }
  /** A render error caught by the error boundary. */
  | { kind: 'render'; error: unknown }

const EXTENSION_URL = /\b(?:chrome|moz|safari|safari-web|ms-browser)-extension:\/\/|\bextensions?\//i
const URL_IN_FRAME = /\b((?:https?|[a-z-]+-extension):\/\/[^\s)'"]+)/gi

export function isScriptError(message: string): boolean {
  return /^\s*script error\.?\s*$/i.test(message)
}

export function isResizeObserverLoop(message: string): boolean {
  return /ResizeObserver loop/i.test(message)
}

export function isExtensionUrl(url: string | undefined): boolean {
  return Boolean(url && EXTENSION_URL.test(url))
}

/** URLs named in a stack trace, in order. */
export function stackUrls(stack: string | undefined): string[] {
  if (!stack) return []
  return Array.from(stack.matchAll(URL_IN_FRAME), (match) => match[1])
}

/** True when any frame's URL is from another origin or an extension. */
export function hasThirdPartyFrame(stack: string | undefined, siteOrigin: string): boolean {
  return stackUrls(stack).some((url) => {
    if (isExtensionUrl(url)) return true
    try {
      return new URL(url).origin !== siteOrigin
    } catch {
      return true
    }
  })
}

const messageOf = (value: unknown): string =>
  value instanceof Error ? value.message : typeof value === 'string' ? value : ''

const stackOf = (value: unknown): string | undefined => (value instanceof Error ? value.stack : undefined)

/** Whether the candidate should be logged. */
export function shouldReportError(candidate: ErrorCandidate, siteOrigin: string): boolean {
  if (candidate.kind === 'rejection') {
    if (!(candidate.reason instanceof Error)) return false
    return keepsError(candidate.reason.message, candidate.reason.stack, undefined, siteOrigin)
  }
  if (candidate.kind === 'render') return keepsError(messageOf(candidate.error), stackOf(candidate.error), undefined, siteOrigin)
  const message = candidate.message || messageOf(candidate.error)
  return keepsError(message, stackOf(candidate.error), candidate.filename, siteOrigin)
}

function keepsError(message: string, stack: string | undefined, filename: string | undefined, siteOrigin: string): boolean {
  if (isScriptError(message)) return false
  if (isResizeObserverLoop(message)) return false
  if (isExtensionUrl(filename) || isExtensionUrl(stack)) return false
  if (filename && hasThirdPartyFrame(filename, siteOrigin)) return false
  if (hasThirdPartyFrame(stack, siteOrigin)) return false
  return true
}

/** True when any of a stack's frame addresses is another origin's or an extension's (non-URL names such as `<anonymous>` are ignored). */
export function framesHaveThirdParty(filenames: readonly (string | undefined)[], siteOrigin: string): boolean {
  return filenames.some((filename) => {
    if (!filename || !/^[a-z][a-z0-9+.-]*:\/\//i.test(filename)) return false
    if (isExtensionUrl(filename)) return true
    try {
      return new URL(filename).origin !== siteOrigin
    } catch {
      return true
    }
  })
}
