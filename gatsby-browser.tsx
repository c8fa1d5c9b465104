import './src/styles/global.css'
import type { GatsbyBrowser } from 'gatsby'
import { hydratePage } from './src/app/hydrate'
import { wrapPage, wrapRootElement as wrapRootOrHead } from './src/app/wrap-root'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => wrapRootOrHead(element)

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => wrapPage(element, props.location)

// Gatsby types the renderer as React 17's legacy render (overloads returning the element); the return value is unused.
export const replaceHydrateFunction = (() => hydratePage) as unknown as GatsbyBrowser['replaceHydrateFunction']

// Page loading (progress bar, chunk failures), the prefetch policy, the service worker and the reporters.
export {
  disableCorePrefetching,
  onClientEntry,
  onPrefetchPathname,
  onPreRouteUpdate,
  onRouteUpdate,
  onRouteUpdateDelayed,
} from './src/app/page-loading/browser-hooks'
