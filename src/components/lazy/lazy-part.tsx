import { lazy, type ComponentType, type ReactElement } from 'react'

import { trackPartLoad } from './part-loads'

/**
 * Parts of a page in chunks of their own that are still in the server's HTML
 * (a content page's form, the gift card's fields): off the first load of every
 * page of their template that does not show them.
 *
 * A React.lazy in its own Suspense boundary is not enough for a part in the
 * server's HTML: React 18 hydrates such a boundary later, at the lowest
 * priority, and drops it when any update reaches it first — a context change
 * of the cart or the session right after hydration does — rendering it again
 * on the client (error #421: the server's markup removed, the fallback shown,
 * what the shopper typed lost). So a lazy part has no boundary of its own:
 * the build's renderer waits for it and writes it inline, and in the browser
 * it hydrates with the page. The page names the parts its HTML holds
 * (`lazyPartMarker` on an element around them); a part the HTML names starts
 * loading as soon as its module runs, before hydration, and the page hydrates
 * once it is in (src/app/hydrate.ts), so it renders at once, without
 * suspending. Were a chunk late, hydration (a transition) would wait for it
 * with the server's markup on screen; a client-side navigation to a page with
 * a part keeps the previous page until the part's code is in.
 */

/** The attribute that names (space-separated) the lazy parts inside an element of the server's HTML. */
export const LAZY_PART_ATTRIBUTE = 'data-lazy-part'

/** What a part may be called: it goes into markers and a CSS attribute selector. */
const PART_NAME = /^[a-z0-9-]+$/

export type LazyPart<P> = ((props: P) => ReactElement) & {
  /** The part's name, as markers write it. */
  partName: string
  /** Loads the part's code (once); resolves when it can render without suspending. */
  preload(): Promise<void>
}

/** A thenable that calls back at once: React.lazy then resolves in the same render instead of suspending. */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => (onFulfilled(value), thenable) }
  return thenable as unknown as Promise<T>
}

/** Whether the document's markup names the part (the server's HTML, while the page has not hydrated). */
function namedInDocument(name: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`[${LAZY_PART_ATTRIBUTE}~="${name}"]`) !== null
}

/**
 * A component whose code is loaded apart. It has no Suspense boundary of its
 * own (see above): until its code is in, the render waits. When the page's
 * markup names it, its code starts loading at once and hydration waits for it.
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): LazyPart<P> {
  if (!PART_NAME.test(name)) throw new Error(`Lazy part names are lower-case words joined by hyphens: ${name}`)
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const fetchPart = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  // React.lazy's props type does not carry a generic P through; the component takes exactly P.
  const Lazy = lazy(() => (loaded ? settled({ default: loaded }) : fetchPart().then((component) => ({ default: component })))) as unknown as ComponentType<P>
  const preload = () => fetchPart().then(() => undefined)
  if (namedInDocument(name)) trackPartLoad(preload().catch((error: unknown) => console.error(`lazy part ${name} failed to load`, error)))
  function Part(props: P): ReactElement {
    return <Lazy {...props} />
  }
  Part.displayName = `LazyPart(${name})`
  return Object.assign(Part, { partName: name, preload })
}

/** Props naming the lazy parts an element holds (spread them on the element); none without a part. */
export function lazyPartMarker(...parts: Array<string | null | undefined | false>): Record<string, string> {
  const names = parts.filter((part): part is string => typeof part === 'string' && part.length > 0)
  return names.length > 0 ? { [LAZY_PART_ATTRIBUTE]: names.join(' ') } : {}
}
