/**
 * An in-memory CacheStorage for the service worker's unit tests (Node has
 * Request and Response, not caches). Keys are full addresses; matching with
 * ignoreSearch compares addresses without their query.
 */
const withoutSearch = (url: string): string => url.replace(/[?#].*$/, '')

export class MemoryCache {
  readonly entries = new Map<string, Response>()

  constructor(private readonly fetchImpl: (request: Request) => Promise<Response>) {}

  private key(request: RequestInfo | URL): string {
    return typeof request === 'string' ? request : request instanceof URL ? request.href : request.url
  }

  async match(request: RequestInfo | URL, options: { ignoreSearch?: boolean } = {}): Promise<Response | undefined> {
    const key = this.key(request)
    const found = options.ignoreSearch ? [...this.entries].find(([url]) => withoutSearch(url) === withoutSearch(key))?.[1] : this.entries.get(key)
    return found?.clone()
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(this.key(request), response.clone())
  }

  async add(request: RequestInfo | URL): Promise<void> {
    const req = typeof request === 'string' || request instanceof URL ? new Request(request) : request
    const response = await this.fetchImpl(req)
    if (!response.ok) throw new TypeError(`Request failed: ${req.url} answered ${response.status}`)
    await this.put(req.url, response)
  }

  async addAll(requests: Array<RequestInfo | URL>): Promise<void> {
    for (const request of requests) await this.add(request)
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(this.key(request))
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url))
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>()

  constructor(private readonly fetchImpl: (request: Request) => Promise<Response>) {}

  async open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name)
    if (!cache) {
      cache = new MemoryCache(this.fetchImpl)
      this.caches.set(name, cache)
    }
    return cache
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name)
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name)
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()]
  }

  async match(request: RequestInfo | URL, options: { cacheName?: string; ignoreSearch?: boolean } = {}): Promise<Response | undefined> {
    const names = options.cacheName ? [options.cacheName] : [...this.caches.keys()]
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request, options)
      if (found) return found
    }
    return undefined
  }
}
