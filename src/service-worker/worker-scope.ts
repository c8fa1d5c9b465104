/**
 * The few service-worker types the worker uses. The project's TypeScript
 * configuration is the browser's (lib "DOM"), which has Cache and fetch but
 * not the worker's own global scope, so those are declared here.
 */

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Response | Promise<Response>): void
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
}

export interface WorkerClients {
  claim(): Promise<void>
}

export interface ServiceWorkerScope {
  readonly location: { readonly origin: string }
  readonly caches: CacheStorage
  readonly clients: WorkerClients
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
}

/** What the build writes into the worker: the build's hash and the files it caches at install. */
export interface WorkerManifest {
  /** webpackCompilationHash of the build. */
  build: string
  /** The offline page's address (with the build's trailing-slash policy). */
  offlinePage: string
  /** The offline page and what it needs to render: its HTML, page data, app data, static queries, the manifest and icons. */
  shell: string[]
  /** Every content-hashed script and style sheet of the build. */
  assets: string[]
}
