import { createRedirectMatcher, statusOf } from '../redirects'

describe('redirect matcher', () => {
  const match = createRedirectMatcher([
    { fromPath: '/home', toPath: '/', isPermanent: false, ignoreCase: true },
    { fromPath: '/produto-antigo/p', toPath: '/produto-novo/p', isPermanent: true, ignoreCase: true },
    { fromPath: '/Exato', toPath: '/destino', isPermanent: true, ignoreCase: false },
    { fromPath: '/moved', toPath: '/there', statusCode: 307 },
  ])

  it('answers temporary and permanent statuses', () => {
    expect(match('/home', '')).toEqual({ status: 302, location: '/' })
    expect(match('/produto-antigo/p', '')).toEqual({ status: 301, location: '/produto-novo/p' })
    expect(match('/moved', '')).toEqual({ status: 307, location: '/there' })
  })

  it('ignores case only where the rule says so', () => {
    expect(match('/HOME', '')?.location).toBe('/')
    expect(match('/Produto-Antigo/P', '')?.status).toBe(301)
    expect(match('/Exato', '')?.location).toBe('/destino')
    expect(match('/exato', '')).toBeNull()
  })

  it('ignores a trailing slash and keeps the query string', () => {
    expect(match('/home/', '?utm_source=x')).toEqual({ status: 302, location: '/?utm_source=x' })
  })

  it('does not match other paths', () => {
    expect(match('/homes', '')).toBeNull()
    expect(match('/', '')).toBeNull()
  })

  it('derives the status from permanence when none is given', () => {
    expect(statusOf({ fromPath: '/a', toPath: '/b' })).toBe(302)
    expect(statusOf({ fromPath: '/a', toPath: '/b', isPermanent: true })).toBe(301)
  })
})
