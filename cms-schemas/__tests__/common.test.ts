import { href, image, slug, text } from '../common'
import { listingUriProblems, parseListingUri } from '../listing-uri'
import { issuesOf } from './helpers'

describe('common building blocks', () => {
  it('accepts slugs and rejects other text', () => {
    expect(issuesOf(slug, 'tenis-de-corrida')).toEqual([])
    expect(issuesOf(slug, 'Tênis de corrida')[0]).toContain('must be a lowercase slug')
    expect(issuesOf(slug, 'a--b')).toHaveLength(1)
  })

  it('accepts site paths and https addresses as links', () => {
    expect(issuesOf(href, '/clube')).toEqual([])
    expect(issuesOf(href, 'https://empresas.arenaesportes.com.br')).toEqual([])
    expect(issuesOf(href, 'clube')[0]).toContain('must be a site path starting with "/"')
    expect(issuesOf(href, '//evil.example.com')).toHaveLength(1)
  })

  it('accepts images under /images/cms/ or https addresses only', () => {
    expect(issuesOf(image, '/images/cms/banners/corrida.svg')).toEqual([])
    expect(issuesOf(image, 'https://images.ctfassets.net/space/abc/banner.png')).toEqual([])
    expect(issuesOf(image, '/images/products/1.svg')[0]).toContain('under /images/cms/')
    expect(issuesOf(image, 'http://example.com/a.png')).toHaveLength(1)
  })

  it('rejects empty text and reports missing fields as Required', () => {
    expect(issuesOf(text, '   ')).toEqual([': must not be empty'])
    expect(issuesOf(text, undefined)).toEqual([': Required'])
  })
})

describe('listing URIs', () => {
  it('parses category listings with filters', () => {
    expect(parseListingUri('c=infantil/calcados/tenis&gender=infantil&sort=score_desc')).toEqual({
      query: { c: 'infantil/calcados/tenis', gender: 'infantil', sort: 'score_desc' },
      problems: [],
    })
    expect(listingUriProblems('category', 'c=feminino/roupas/leggings&brand=arena-pro')).toEqual([])
  })

  it('requires the parameter of each destination type', () => {
    expect(listingUriProblems('category', 'q=tenis')).toContain('a category destination needs c=dept/category/subcategory')
    expect(listingUriProblems('search-filter', 'sort=score_desc')).toContain(
      'a search-filter destination needs q=term or brand=slug',
    )
    expect(listingUriProblems('collection', 'collection=lancamentos')).toEqual([])
    expect(listingUriProblems('collection', 'q=x')).toContain('a collection destination needs collection=slug')
  })

  it('rejects unknown parameters, sorts, genders and deep paths', () => {
    expect(listingUriProblems('category', 'c=a/b&foo=1')[0]).toContain('unknown parameter "foo"')
    expect(listingUriProblems('category', 'c=a/b&sort=relevance')[0]).toContain('sort must be one of')
    expect(listingUriProblems('category', 'c=a&gender=adulto')[0]).toContain('gender must be one of')
    expect(listingUriProblems('category', 'c=a/b/c/d')[0]).toContain('1 to 3 slugs')
    expect(listingUriProblems('category', '')).toEqual(['must not be empty'])
  })
})
