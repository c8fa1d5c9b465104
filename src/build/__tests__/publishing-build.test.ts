import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ContentValidationError } from '../../../cms-schemas/validation'
import { BUILD_REPORT_ENV } from '../../contracts/publishing'
import { buildFailureReportSchema } from '../../contracts/schemas/publishing'
import { failureReportOf, writeBuildFailureReport } from '../build-report'
import { contentfulPluginOptions, isContentfulPreview } from '../contentful-options'
import { pageDigest, productIdsOf, updateVersionDates } from '../lastmod'
import { robotsTxt } from '../robots'
import { sitemapEntry, sitemapPages } from '../sitemap'

const digest = (value: string | object) => JSON.stringify(value)

describe('the sitemap', () => {
  const pages = [
    { path: '/' },
    { path: '/tenis-corrida-pulso/p', pageContext: { productId: '10' } },
    { path: '/kit-treino/kit', pageContext: { productId: '11' } },
    { path: '/esportes/corrida', pageContext: { productIds: ['10'] } },
    { path: '/clube/garantia', pageContext: { page: { path: '/clube/garantia' } } },
    { path: '/member/authorize', pageContext: { page: { noindex: true } } },
    { path: '/account', matchPath: '/account/*' },
    { path: '/account/orders' },
    { path: '/checkout/cart' },
    { path: '/pesquisa' },
    { path: '/404' },
    { path: '/404.html' },
    { path: '/500.html' },
    { path: '/offline' },
    { path: '/product', matchPath: '/product/*' },
    { path: '/home' },
    { path: '/Promo' },
    { path: '/productos-novos' },
  ]

  it('lists the indexable pages only: no client-only, personal, transactional, search, error or noindex pages, no redirect sources', () => {
    const listed = sitemapPages(pages, [{ fromPath: '/home' }, { fromPath: '/promo', ignoreCase: true }]).map((page) => page.path)
    expect(listed).toEqual(['/', '/clube/garantia', '/esportes/corrida', '/kit-treino/kit', '/productos-novos', '/tenis-corrida-pulso/p'])
  })

  it('writes each page at its canonical address under the trailing-slash policy, with its lastmod', () => {
    const lastmods = { '/esportes/corrida': '2025-11-20T10:00:00.000Z' }
    expect(sitemapEntry({ path: '/esportes/corrida' }, lastmods, 'never')).toEqual({ url: '/esportes/corrida', lastmod: '2025-11-20T10:00:00.000Z' })
    expect(sitemapEntry({ path: '/esportes/corrida/' }, lastmods, 'always')).toEqual({ url: '/esportes/corrida/', lastmod: '2025-11-20T10:00:00.000Z' })
    expect(sitemapEntry({ path: '/' }, {}, 'always')).toEqual({ url: '/' })
  })
})

describe('lastmod of pages', () => {
  it('keeps the date of unchanged page data and dates the changed and new ones now', () => {
    const previous = { '/a': { digest: 'x', since: '2025-01-01' }, '/b': { digest: 'y', since: '2025-01-01' }, '/gone': { digest: 'z', since: '2025-01-01' } }
    expect(updateVersionDates(previous, { '/a': 'x', '/b': 'y2', '/c': 'w' }, '2025-02-02')).toEqual({
      '/a': { digest: 'x', since: '2025-01-01' },
      '/b': { digest: 'y2', since: '2025-02-02' },
      '/c': { digest: 'w', since: '2025-02-02' },
    })
  })

  it('changes a page’s digest when a product it shows changes, not when another does', () => {
    expect(productIdsOf({ productId: '1', productIds: ['2', 3], shelfProductIds: ['4'], other: ['5'] })).toEqual(['1', '2', '4'])
    const products = new Map([['1', 'd1'], ['2', 'd2']])
    const listing = { productIds: ['1'] }
    const before = pageDigest(listing, (id) => products.get(id), digest)
    products.set('2', 'd2-new')
    expect(pageDigest(listing, (id) => products.get(id), digest)).toBe(before)
    products.set('1', 'd1-new')
    expect(pageDigest(listing, (id) => products.get(id), digest)).not.toBe(before)
  })
})

describe('robots.txt', () => {
  it('lets search engines in on the production store, except checkout, account, API and search results, and names the sitemap', () => {
    const text = robotsTxt('https://www.arenaesportes.com.br/', '/sitemap-index.xml')
    expect(text).toContain('Disallow: /checkout\n')
    expect(text).toContain('Disallow: /account\n')
    expect(text).toContain('Disallow: /api/\n')
    expect(text).toContain('Disallow: /pesquisa\n')
    expect(text).toContain('Sitemap: https://www.arenaesportes.com.br/sitemap-index.xml\n')
    expect(text).not.toContain('Disallow: /\n')
  })

  it.each(['http://localhost:9000', 'https://staging.arenaesportes.com.br', 'https://loja.test', 'https://10.0.0.5', 'http://www.arenaesportes.com.br', 'not a url'])(
    'disallows everything for %s',
    (siteUrl) => {
      const text = robotsTxt(siteUrl, '/sitemap-index.xml')
      expect(text).toContain('User-agent: *\nDisallow: /\n')
      expect(text).not.toContain('Sitemap:')
    },
  )
})

describe('failure report of a build', () => {
  it('names the file or entry and the field of each content issue', () => {
    const error = new ContentValidationError([{ source: 'Contentful ContentfulPromotionalStripe 4xYz', path: 'messages.0.stripeText', message: 'Required' }])
    expect(failureReportOf(error)).toEqual({ message: 'invalid content (1 issue)', issues: error.issues })
    expect(failureReportOf(new Error('VTEX answered 503'))).toEqual({ message: 'VTEX answered 503', issues: [] })
  })

  it('is written where the publishing server asked, and only then', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-'))
    const file = path.join(dir, 'logs', '3.report.json')
    writeBuildFailureReport(new Error('nothing asked'), {})
    expect(fs.existsSync(file)).toBe(false)
    writeBuildFailureReport(new ContentValidationError([{ source: 'content/shared/menu.json', path: 'departments.0.url', message: 'Invalid' }]), { [BUILD_REPORT_ENV]: file })
    expect(buildFailureReportSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).issues[0].path).toBe('departments.0.url')
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe('Contentful options', () => {
  it('are absent without a space and token', () => {
    expect(contentfulPluginOptions({})).toBeNull()
    expect(contentfulPluginOptions({ CONTENTFUL_SPACE_ID: 's' })).toBeNull()
  })

  it('read the Delivery API by default and the Preview API with its host', () => {
    expect(contentfulPluginOptions({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 't' })).toEqual({ spaceId: 's', accessToken: 't', environment: 'master', host: 'cdn.contentful.com' })
    const preview = contentfulPluginOptions({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 'p', CONTENTFUL_HOST: 'preview.contentful.com', CONTENTFUL_ENVIRONMENT: 'staging' })
    expect(preview).toEqual({ spaceId: 's', accessToken: 'p', environment: 'staging', host: 'preview.contentful.com' })
    expect(isContentfulPreview(preview)).toBe(true)
  })

  it('reach a local stand-in of the API over http', () => {
    expect(contentfulPluginOptions({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 't', CONTENTFUL_HOST: 'http://127.0.0.1:9712/' })).toEqual({
      spaceId: 's',
      accessToken: 't',
      environment: 'master',
      host: '127.0.0.1:9712',
      contentfulClientConfig: { insecure: true },
    })
  })
})
