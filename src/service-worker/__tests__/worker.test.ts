import { MemoryCacheStorage } from '../../test-support/memory-caches'
import { ASSETS_CACHE, IMAGES_CACHE, PAGES_CACHE, shellCacheName } from '../policy'
import { ASSET_LIST_KEY, installWorker } from '../worker'
import type { ServiceWorkerScope, WorkerManifest } from '../worker-scope'

const origin = 'https://loja.example'
const url = (path: string) => `${origin}${path}`

/** The network the worker sees: pages by path (query included), and a switch to go offline. */
class FakeNetwork {
  online = true
  readonly requests: string[] = []
  readonly files = new Map<string, { body: string; type: string; status?: number; headers?: Record<string, string> }>()

  set(path: string, body: string, type = 'text/html; charset=utf-8', status = 200, headers: Record<string, string> = {}) {
    this.files.set(path, { body, type, status, headers })
  }

  fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    this.requests.push(address)
    if (!this.online) throw new TypeError('Failed to fetch')
    const { pathname, search } = new URL(address)
    const file = this.files.get(`${pathname}${search}`) ?? this.files.get(pathname)
    const response = file
      ? new Response(file.body, { status: file.status ?? 200, headers: { 'content-type': file.type, ...file.headers } })
      : new Response('not found', { status: 404, headers: { 'content-type': 'text/html' } })
    // Responses of the site's own origin are 'basic' in a browser.
    Object.defineProperty(response, 'type', { value: 'basic' })
    return response
  }
}

type Listener = (event: never) => void

class FakeScope {
  readonly listeners = new Map<string, Listener[]>()
  readonly location = { origin }
  readonly network = new FakeNetwork()
  readonly caches = new MemoryCacheStorage(this.network.fetch)
  readonly clients = { claim: jest.fn(async () => undefined) }
  readonly skipWaiting = jest.fn(async () => undefined)
  fetch = (input: RequestInfo | URL) => this.network.fetch(input)

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  private async extendable(type: string, extra: Record<string, unknown> = {}): Promise<void> {
    const waits: Promise<unknown>[] = []
    for (const listener of this.listeners.get(type) ?? []) listener({ ...extra, waitUntil: (p: Promise<unknown>) => waits.push(p) } as never)
    await Promise.all(waits)
  }

  install = () => this.extendable('install')
  activate = () => this.extendable('activate')
  message = (data: unknown) => this.extendable('message', { data })

  /** A fetch event: the worker's answer, or null when it lets the request go to the network. */
  async request(path: string, mode: RequestMode | 'navigate' = 'cors'): Promise<Response | null> {
    const request = { url: url(path), method: 'GET', mode } as unknown as Request
    let answer: Promise<Response> | null = null
    for (const listener of this.listeners.get('fetch') ?? []) {
      listener({ request, respondWith: (response: Response | Promise<Response>) => (answer = Promise.resolve(response)), waitUntil: () => undefined } as never)
    }
    return answer
  }
}

const manifest: WorkerManifest = {
  build: 'build2',
  offlinePage: '/offline',
  shell: ['/offline', '/page-data/offline/page-data.json', '/page-data/app-data.json', '/manifest.webmanifest'],
  assets: ['/app-222222222222.js', '/framework-333333333333.js'],
}

function setUp() {
  const scope = new FakeScope()
  const { network } = scope
  network.set('/offline', '<html>offline page</html>')
  network.set('/page-data/offline/page-data.json', '{"staticQueryHashes":[]}', 'application/json')
  network.set('/page-data/app-data.json', '{"webpackCompilationHash":"build2"}', 'application/json')
  network.set('/manifest.webmanifest', '{}', 'application/manifest+json')
  network.set('/app-222222222222.js', 'app()', 'application/javascript')
  network.set('/framework-333333333333.js', 'framework()', 'application/javascript')
  installWorker(scope as unknown as ServiceWorkerScope, manifest)
  return scope
}

const text = async (response: Response | null) => (response ? response.text() : null)

describe('the service worker', () => {
  it('install caches the offline shell and every script of the build, then takes over', async () => {
    const scope = setUp()
    await scope.install()
    const shell = scope.caches.caches.get(shellCacheName('build2'))!
    expect([...shell.entries.keys()].sort()).toEqual(manifest.shell.map(url).sort())
    expect([...scope.caches.caches.get(ASSETS_CACHE)!.entries.keys()].sort()).toEqual(manifest.assets.map(url).sort())
    expect(scope.skipWaiting).toHaveBeenCalled()
  })

  it('activate drops other builds’ shells and files older than the previous build, and claims the pages', async () => {
    const scope = setUp()
    const assets = await scope.caches.open(ASSETS_CACHE)
    await assets.put(url('/app-000000000000.js'), new Response('two builds ago'))
    await assets.put(url('/app-111111111111.js'), new Response('previous build'))
    await assets.put(url(ASSET_LIST_KEY), new Response(JSON.stringify({ build: 'build1', assets: [url('/app-111111111111.js')] })))
    await scope.caches.open(shellCacheName('build1'))
    await scope.install()
    await scope.activate()
    expect(await scope.caches.keys()).toEqual([ASSETS_CACHE, shellCacheName('build2')])
    const kept = [...assets.entries.keys()].filter((key) => !key.endsWith(ASSET_LIST_KEY)).sort()
    expect(kept).toEqual([url('/app-111111111111.js'), url('/app-222222222222.js'), url('/framework-333333333333.js')])
    expect(await (await assets.match(url(ASSET_LIST_KEY)))!.json()).toEqual({ build: 'build2', assets: manifest.assets.map(url) })
    expect(scope.clients.claim).toHaveBeenCalled()
  })

  it('pages come from the network first and are kept; offline, the kept copy answers', async () => {
    const scope = setUp()
    await scope.install()
    scope.network.set('/bola/p', '<html>bola v1</html>')
    expect(await text(await scope.request('/bola/p', 'navigate'))).toBe('<html>bola v1</html>')
    scope.network.set('/bola/p', '<html>bola v2</html>')
    expect(await text(await scope.request('/bola/p', 'navigate'))).toBe('<html>bola v2</html>')
    scope.network.online = false
    expect(await text(await scope.request('/bola/p', 'navigate'))).toBe('<html>bola v2</html>')
    // Another query of the same page (utm parameters) is the same page.
    expect(await text(await scope.request('/bola/p?utm_source=x', 'navigate'))).toBe('<html>bola v2</html>')
  })

  it('offline, a page never visited redirects to /offline?from=…, which the shell answers', async () => {
    const scope = setUp()
    await scope.install()
    scope.network.online = false
    const answer = (await scope.request('/tenis/p?cor=azul', 'navigate'))!
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(url('/offline?from=%2Ftenis%2Fp%3Fcor%3Dazul'))
    expect(await text(await scope.request('/offline?from=%2Ftenis%2Fp', 'navigate'))).toBe('<html>offline page</html>')
  })

  it('search results answer offline only for the query that was seen', async () => {
    const scope = setUp()
    await scope.install()
    scope.network.set('/pesquisa?q=bola', '<html>bola results</html>')
    await scope.request('/pesquisa?q=bola', 'navigate')
    scope.network.online = false
    expect(await text(await scope.request('/pesquisa?q=bola', 'navigate'))).toBe('<html>bola results</html>')
    expect((await scope.request('/pesquisa?q=tenis', 'navigate'))!.status).toBe(302)
  })

  it('page data is network first, the kept copy offline; a 404 is not kept', async () => {
    const scope = setUp()
    await scope.install()
    scope.network.set('/page-data/bola/p/page-data.json', '{"v":1}', 'application/json')
    expect(await text(await scope.request('/page-data/bola/p/page-data.json'))).toBe('{"v":1}')
    scope.network.set('/page-data/bola/p/page-data.json', '{"v":2}', 'application/json')
    expect(await text(await scope.request('/page-data/bola/p/page-data.json'))).toBe('{"v":2}')
    expect((await scope.request('/page-data/nada/page-data.json'))!.status).toBe(404)
    scope.network.online = false
    expect(await text(await scope.request('/page-data/bola/p/page-data.json'))).toBe('{"v":2}')
    // The app data of the build comes from the shell when nothing newer was seen.
    expect(await text(await scope.request('/page-data/app-data.json'))).toBe('{"webpackCompilationHash":"build2"}')
    // The loader may add the page's query to the address (the offline page's from=…): same data.
    expect(await text(await scope.request('/page-data/bola/p/page-data.json?cor=azul'))).toBe('{"v":2}')
    expect(await text(await scope.request('/page-data/offline/page-data.json?from=%2Ftenis%2Fp'))).toBe('{"staticQueryHashes":[]}')
    await expect(scope.request('/page-data/nada/page-data.json')).rejects.toThrow('Failed to fetch')
  })

  it('hashed files come from the cache without asking the network', async () => {
    const scope = setUp()
    await scope.install()
    const before = scope.network.requests.length
    expect(await text(await scope.request('/app-222222222222.js'))).toBe('app()')
    expect(scope.network.requests.length).toBe(before)
  })

  it('images are answered from the cache and refreshed behind', async () => {
    const scope = setUp()
    scope.network.set('/images/products/1.svg', '<svg>1</svg>', 'image/svg+xml')
    expect(await text(await scope.request('/images/products/1.svg'))).toBe('<svg>1</svg>')
    scope.network.online = false
    expect(await text(await scope.request('/images/products/1.svg'))).toBe('<svg>1</svg>')
  })

  it('the API, and other origins, are left to the network', async () => {
    const scope = setUp()
    expect(await scope.request('/api/checkout/orderForm')).toBeNull()
    expect(await scope.request('/login', 'navigate')).toBeNull()
  })

  it('never stores an answer marked no-store: pages, page data, images, hashed files, nor what a visited page loaded', async () => {
    const scope = setUp()
    await scope.install()
    const noStore = { 'cache-control': 'no-store' }
    scope.network.set('/publicacao', '<html>publicação: versões, histórico</html>', 'text/html; charset=utf-8', 200, noStore)
    scope.network.set('/page-data/privado/page-data.json', '{"staticQueryHashes":["77"]}', 'application/json', 200, noStore)
    scope.network.set('/page-data/sq/d/77.json', '{"data":{}}', 'application/json', 200, noStore)
    scope.network.set('/images/privado.svg', '<svg>privado</svg>', 'image/svg+xml', 200, noStore)
    scope.network.set('/app-444444444444.js', 'private()', 'application/javascript', 200, noStore)
    // Answered from the network as they are…
    expect(await text(await scope.request('/publicacao', 'navigate'))).toBe('<html>publicação: versões, histórico</html>')
    expect(await text(await scope.request('/page-data/privado/page-data.json'))).toBe('{"staticQueryHashes":["77"]}')
    expect(await text(await scope.request('/images/privado.svg'))).toBe('<svg>privado</svg>')
    expect(await text(await scope.request('/app-444444444444.js'))).toBe('private()')
    scope.network.set('/privado', '<html>privado</html>', 'text/html; charset=utf-8', 200, noStore)
    await scope.message({ type: 'page-visited', url: url('/privado'), resources: [url('/images/privado.svg')] })
    await scope.message({ type: 'page-visited', url: url('/publicacao') })
    // …and none of them is in any cache.
    const stored = [...scope.caches.caches.values()].flatMap((cache) => [...cache.entries.keys()])
    for (const path of ['/publicacao', '/privado', '/page-data/privado/page-data.json', '/page-data/sq/d/77.json', '/images/privado.svg', '/app-444444444444.js']) {
      expect(stored).not.toContain(url(path))
    }
    // Offline, a no-store page was never kept: the offline page, not the old answer.
    scope.network.online = false
    expect((await scope.request('/publicacao', 'navigate'))!.status).toBe(302)
  })

  it('install keeps no shell file marked no-store, and fails when one is missing (as Cache.addAll)', async () => {
    const scope = new FakeScope()
    scope.network.set('/offline', '<html>offline page</html>')
    scope.network.set('/page-data/offline/page-data.json', '{"staticQueryHashes":[]}', 'application/json')
    scope.network.set('/page-data/app-data.json', '{"webpackCompilationHash":"build2"}', 'application/json', 200, { 'cache-control': 'private, no-store' })
    scope.network.set('/manifest.webmanifest', '{}', 'application/manifest+json')
    scope.network.set('/app-222222222222.js', 'app()', 'application/javascript')
    scope.network.set('/framework-333333333333.js', 'framework()', 'application/javascript')
    installWorker(scope as unknown as ServiceWorkerScope, manifest)
    await scope.install()
    const shell = [...scope.caches.caches.get(shellCacheName('build2'))!.entries.keys()]
    expect(shell.sort()).toEqual(['/offline', '/page-data/offline/page-data.json', '/manifest.webmanifest'].map(url).sort())
    expect(scope.skipWaiting).toHaveBeenCalled()

    const broken = new FakeScope()
    installWorker(broken as unknown as ServiceWorkerScope, manifest)
    await expect(broken.install()).rejects.toThrow('answered 404')
    expect(broken.skipWaiting).not.toHaveBeenCalled()
  })

  it('a page visited in the app is kept with its data, static queries and the images it loaded', async () => {
    const scope = setUp()
    await scope.install()
    scope.network.set('/tenis/p', '<html>tenis</html>')
    scope.network.set('/page-data/tenis/p/page-data.json', '{"staticQueryHashes":["42"]}', 'application/json')
    scope.network.set('/page-data/sq/d/42.json', '{"data":{}}', 'application/json')
    scope.network.set('/images/products/9.svg', '<svg>9</svg>', 'image/svg+xml')
    await scope.message({ type: 'page-visited', url: url('/tenis/p'), resources: [url('/images/products/9.svg'), url('/api/ip'), 'https://elsewhere.example/x.png'] })
    const pages = [...scope.caches.caches.get(PAGES_CACHE)!.entries.keys()].sort()
    expect(pages).toEqual([url('/page-data/sq/d/42.json'), url('/page-data/tenis/p/page-data.json'), url('/tenis/p')])
    expect([...scope.caches.caches.get(IMAGES_CACHE)!.entries.keys()]).toEqual([url('/images/products/9.svg')])
    scope.network.online = false
    expect(await text(await scope.request('/tenis/p', 'navigate'))).toBe('<html>tenis</html>')
    // Other messages (another worker's API) are ignored.
    await scope.message({ gatsbyApi: 'clearPathResources' })
  })
})
