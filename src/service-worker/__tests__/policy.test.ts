import {
  assetsToKeep,
  isCacheableFile,
  isCacheablePage,
  isOfflinePage,
  isPageVisitedMessage,
  mayStore,
  offlineRedirectTarget,
  pageDataUrlOf,
  queryMatters,
  routeOf,
  staticQueryUrlsOf,
} from '../policy'

const origin = 'https://www.arenaesportes.com.br'
const get = (path: string, mode = 'cors') => ({ url: `${origin}${path}`, method: 'GET', mode })

describe('routeOf', () => {
  it.each([
    [get('/bola/p', 'navigate'), 'page'],
    [get('/pesquisa?q=bola', 'navigate'), 'page'],
    [get('/page-data/bola/p/page-data.json'), 'page-data'],
    [get('/page-data/app-data.json'), 'page-data'],
    [get('/page-data/sq/d/123.json'), 'page-data'],
    [get('/slice-data/shell-stripe.json'), 'page-data'],
    [get('/app-7fa9cecaa83d8b5648d4.js'), 'asset'],
    [get('/component---src-templates-product-tsx-973690fd3f05fec18810.js'), 'asset'],
    [get('/styles.943f8e1d84704b5c29d0.css'), 'asset'],
    [get('/static/abc/logo.png'), 'asset'],
    [get('/manifest.webmanifest'), 'shell'],
    [get('/images/products/1-1.svg'), 'image'],
    [get('/icons/icon-192x192.png'), 'image'],
  ])('%o → %s', (request, route) => expect(routeOf(request, origin)).toBe(route))

  it.each([
    ['the API', get('/api/checkout/orderForm')],
    ['the login page', get('/login', 'navigate')],
    ['the worker itself', get('/sw.js')],
    ['another origin', { url: 'https://cdn.example.com/app-7fa9cecaa83d8b5648d4.js', method: 'GET', mode: 'cors' }],
    ['a POST', { url: `${origin}/bola/p`, method: 'POST', mode: 'navigate' }],
    ['an unhashed script', get('/scripts/widget.js')],
    ['a bad address', { url: 'not an address', method: 'GET', mode: 'cors' }],
  ])('leaves %s to the network', (_name, request) => expect(routeOf(request, origin)).toBe('network'))
})

describe('offline pages', () => {
  it('sends a page never visited to /offline?from={path and query}', () => {
    expect(offlineRedirectTarget(`${origin}/bola/p`)).toBe('/offline?from=%2Fbola%2Fp')
    expect(offlineRedirectTarget(`${origin}/pesquisa?q=bola azul`)).toBe('/offline?from=%2Fpesquisa%3Fq%3Dbola%2520azul')
  })
  it('knows the offline page with any query or slash', () => {
    expect(isOfflinePage(`${origin}/offline?from=%2Fx`)).toBe(true)
    expect(isOfflinePage(`${origin}/offline/`)).toBe(true)
    expect(isOfflinePage(`${origin}/offline-sale`)).toBe(false)
  })
  it('the results page depends on its query; other pages do not', () => {
    expect(queryMatters(`${origin}/pesquisa?q=bola`)).toBe(true)
    expect(queryMatters(`${origin}/pesquisa/?q=bola`)).toBe(true)
    expect(queryMatters(`${origin}/bola/p?utm_source=x`)).toBe(false)
  })
  it('keeps only full HTML pages of the site', () => {
    const page = (status: number, type: ResponseType, contentType: string) => ({ status, type, headers: new Headers({ 'content-type': contentType }) })
    expect(isCacheablePage(page(200, 'basic', 'text/html; charset=utf-8'))).toBe(true)
    expect(isCacheablePage(page(404, 'basic', 'text/html'))).toBe(false)
    expect(isCacheablePage(page(200, 'opaqueredirect', 'text/html'))).toBe(false)
    expect(isCacheablePage(page(200, 'basic', 'application/json'))).toBe(false)
  })
})

describe('what may be stored', () => {
  const answer = (cacheControl?: string, contentType = 'text/html; charset=utf-8') => ({
    status: 200,
    type: 'basic' as ResponseType,
    headers: new Headers({ 'content-type': contentType, ...(cacheControl === undefined ? {} : { 'cache-control': cacheControl }) }),
  })

  it('never an answer marked no-store, however the header is written', () => {
    for (const header of ['no-store', 'No-Store', 'private, no-store', 'no-cache,no-store, must-revalidate', ' no-store ', 'no-store="x"', 'max-age=0, NO-STORE']) {
      expect({ header, mayStore: mayStore(answer(header)) }).toEqual({ header, mayStore: false })
    }
  })

  it('an answer without no-store (revalidated, private, immutable, or no header)', () => {
    for (const header of [undefined, '', 'public, max-age=0, must-revalidate', 'no-cache', 'private, no-cache', 'public, max-age=31536000, immutable', 'x-no-store', 'max-age=60, s-no-store']) {
      expect({ header, mayStore: mayStore(answer(header)) }).toEqual({ header, mayStore: true })
    }
  })

  it('pages, page data, scripts and images marked no-store are not worth keeping', () => {
    expect(isCacheablePage(answer('no-store'))).toBe(false)
    expect(isCacheablePage(answer('public, max-age=0, must-revalidate'))).toBe(true)
    for (const contentType of ['application/json', 'application/javascript', 'image/svg+xml']) {
      expect(isCacheableFile(answer('no-store', contentType))).toBe(false)
      expect(isCacheableFile(answer('public, max-age=86400', contentType))).toBe(true)
    }
  })
})

describe('helpers', () => {
  it.each([
    ['/', '/page-data/index/page-data.json'],
    ['/bola/p', '/page-data/bola/p/page-data.json'],
    ['/account/', '/page-data/account/page-data.json'],
  ])('pageDataUrlOf(%s)', (path, url) => expect(pageDataUrlOf(path)).toBe(url))

  it('lists the static queries a page needs', () => {
    expect(staticQueryUrlsOf({ staticQueryHashes: ['123', '456'] })).toEqual(['/page-data/sq/d/123.json', '/page-data/sq/d/456.json'])
    expect(staticQueryUrlsOf({ staticQueryHashes: ['../x', 7] })).toEqual([])
    expect(staticQueryUrlsOf(null)).toEqual([])
  })

  it('keeps this build’s files and the previous one’s', () => {
    expect([...assetsToKeep(['/a.js', '/b.js'], ['/b.js', '/old.js'])].sort()).toEqual(['/a.js', '/b.js', '/old.js'])
    expect([...assetsToKeep(['/a.js'], null)]).toEqual(['/a.js'])
  })

  it('reads page-visited messages and nothing else', () => {
    expect(isPageVisitedMessage({ type: 'page-visited', url: '/x', resources: ['/a.png'] })).toBe(true)
    expect(isPageVisitedMessage({ type: 'page-visited', url: '/x' })).toBe(true)
    expect(isPageVisitedMessage({ type: 'page-visited', url: 3 })).toBe(false)
    expect(isPageVisitedMessage({ type: 'page-visited', url: '/x', resources: [1] })).toBe(false)
    expect(isPageVisitedMessage({ gatsbyApi: 'setPathResources' })).toBe(false)
    expect(isPageVisitedMessage(null)).toBe(false)
  })
})
