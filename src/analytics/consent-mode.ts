import { ALL_DENIED, consentModeSignals, type ConsentPurposes } from '../contracts/consent'
import type { ConsentRepository } from '../sdk/consent'

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
  }
}

/** What a consent-mode command pushed to the data layer reads as: ['consent', 'default' | 'update', signals]. */
export type ConsentModeCommand = ['consent', 'default' | 'update', Record<string, 'granted' | 'denied'>]

/**
 * The page's gtag: pushes its arguments object to the data layer, as Google's
 * snippet does (a tag manager reads a command only as an arguments object).
 */
function gtagOf(win: Window): (...args: unknown[]) => void {
  if (typeof win.gtag === 'function') return win.gtag
  win.gtag = function gtag() {
    win.dataLayer = win.dataLayer ?? []
    // eslint-disable-next-line prefer-rest-params -- the tag manager reads commands as the arguments object itself
    win.dataLayer.push(arguments)
  }
  return win.gtag
}

export interface ConsentModeOptions {
  log?: (message: string, error?: unknown) => void
  /** Deletes what a withdrawn purpose left behind (cookies, storage); the store's own clean-up by default. */
  forget?: (withdrawn: ConsentPurposes) => void
}

/**
 * The store's clean-up (consent-cleanup.ts), loaded when a purpose is first
 * withdrawn: it names every provider's cookies and keys, which the page needs
 * only then.
 */
export function forgetWithdrawnOnDemand(withdrawn: ConsentPurposes, log?: (message: string, error?: unknown) => void): Promise<void> {
  return import(/* webpackChunkName: "analytics" */ './consent-cleanup')
    .then(({ forgetWithdrawn }) => forgetWithdrawn(withdrawn))
    .catch((error: unknown) => log?.('the withdrawn purposes were not cleaned up', error))
}

/**
 * Consent mode for the data layer: the default (every optional purpose
 * denied) first, then the shopper's choice when there is one, and an update
 * at every change, so a tag manager added later obeys it. A withdrawn purpose
 * also loses what it left in the browser. Returns the unsubscribe.
 */
export function startConsentMode(
  win: Window,
  store: ConsentRepository,
  { log, forget = (withdrawn) => void forgetWithdrawnOnDemand(withdrawn, log) }: ConsentModeOptions = {},
): () => void {
  try {
    const gtag = gtagOf(win)
    gtag('consent', 'default', { ...consentModeSignals(ALL_DENIED), wait_for_update: 500 })
    if (store.choice()) gtag('consent', 'update', consentModeSignals(store.purposes()))
    return store.subscribe((next, previous) => {
      gtag('consent', 'update', consentModeSignals(next))
      const withdrawn = { analytics: previous.analytics && !next.analytics, personalisation: previous.personalisation && !next.personalisation }
      if (withdrawn.analytics || withdrawn.personalisation) forget(withdrawn)
    })
  } catch (error) {
    log?.('consent mode failed', error)
    return () => undefined
  }
}

/** The consent-mode commands in a data layer, in order (for tests and the data layer's readers). */
export function consentCommands(dataLayer: readonly unknown[] | undefined): ConsentModeCommand[] {
  const commands: ConsentModeCommand[] = []
  for (const entry of dataLayer ?? []) {
    if (!entry || typeof entry !== 'object' || typeof (entry as { length?: unknown }).length !== 'number') continue
    const args = Array.from(entry as ArrayLike<unknown>)
    if (args[0] === 'consent' && (args[1] === 'default' || args[1] === 'update')) commands.push(args as ConsentModeCommand)
  }
  return commands
}
