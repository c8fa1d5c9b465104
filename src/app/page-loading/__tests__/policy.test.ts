import {
  chunkFailureTarget,
  decidePageData,
  loadPageData,
  pageDataUrl,
  shouldShowProgressBar,
} from '../policy'

describe('progress bar delay', () => {
  it('shows from 1000 ms', () => {
    expect(shouldShowProgressBar(0)).toBe(false)
    expect(shouldShowProgressBar(999)).toBe(false)
    expect(shouldShowProgressBar(1000)).toBe(true)
  })
})

describe('decidePageData', () => {
  it('renders on success', () => {
    expect(decidePageData({ ok: true }, 1, '/x')).toEqual({ kind: 'render' })
  })
  it('falls back to /404 and /500 at once', () => {
    expect(decidePageData({ ok: false, status: 404 }, 1, '/x')).toEqual({ kind: 'fallback', page: '/404' })
    expect(decidePageData({ ok: false, status: 500 }, 1, '/x')).toEqual({ kind: 'fallback', page: '/500' })
  })
  it('retries other failures 3 times, then hard-navigates', () => {
    expect(decidePageData({ ok: false, status: 0 }, 1, '/x')).toEqual({ kind: 'retry', attempt: 2 })
    expect(decidePageData({ ok: false, status: 503 }, 3, '/x')).toEqual({ kind: 'retry', attempt: 4 })
    expect(decidePageData({ ok: false, status: 503 }, 4, '/x?a=1')).toEqual({ kind: 'hard-navigate', to: '/x?a=1' })
  })
})

describe('loadPageData', () => {
  it('makes 1 request plus 3 retries before a hard navigation', async () => {
    const fetchPageData = jest.fn(async () => ({ ok: false, status: 502 }))
    await expect(loadPageData('/marcas/', fetchPageData)).resolves.toEqual({ kind: 'hard-navigate', to: '/marcas/' })
    expect(fetchPageData).toHaveBeenCalledTimes(4)
    expect(fetchPageData).toHaveBeenCalledWith('/page-data/marcas/page-data.json')
  })
  it('stops retrying when a retry succeeds, and counts thrown fetches as failures', async () => {
    const fetchPageData = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce({ ok: true, status: 200 })
    await expect(loadPageData('/', fetchPageData)).resolves.toEqual({ kind: 'render' })
    expect(fetchPageData).toHaveBeenCalledTimes(2)
  })
  it('does not retry a 404', async () => {
    const fetchPageData = jest.fn(async () => ({ ok: false, status: 404 }))
    await expect(loadPageData('/nada', fetchPageData)).resolves.toEqual({ kind: 'fallback', page: '/404' })
    expect(fetchPageData).toHaveBeenCalledTimes(1)
  })
})

describe('helpers', () => {
  it.each([
    ['/', '/page-data/index/page-data.json'],
    ['/account/', '/page-data/account/page-data.json'],
    ['/esportes/corrida?x=1#y', '/page-data/esportes/corrida/page-data.json'],
  ])('pageDataUrl(%p)', (path, url) => expect(pageDataUrl(path)).toBe(url))

  it('sends chunk failures to the last visited path', () => {
    expect(chunkFailureTarget('/marcas')).toBe('/marcas')
    expect(chunkFailureTarget(null)).toBe('/')
    expect(chunkFailureTarget('//evil.example')).toBe('/')
  })
})
