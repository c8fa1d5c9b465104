import { robotsTxt } from '../../src/build/robots'
import { robotsDisallowsEverything, scoresCrawlability } from '../bench/crawlability'

const LOCAL_ROBOTS = robotsTxt('http://localhost:9000', '/sitemap-index.xml')
const PRODUCTION_ROBOTS = robotsTxt('https://www.example.com.br', '/sitemap-index.xml')

describe('robotsDisallowsEverything', () => {
  it('reads the robots.txt of a build that is not the production store as disallowing everything', () => {
    expect(robotsDisallowsEverything(LOCAL_ROBOTS)).toBe(true)
  })

  it('reads the production robots.txt (some paths disallowed, the rest allowed) as not', () => {
    expect(PRODUCTION_ROBOTS).toMatch(/Disallow: \/checkout/)
    expect(robotsDisallowsEverything(PRODUCTION_ROBOTS)).toBe(false)
  })

  it('counts only the group of every crawler, with grouped agents, comments and CRLF', () => {
    expect(robotsDisallowsEverything('User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n')).toBe(false)
    expect(robotsDisallowsEverything('User-agent: Googlebot\r\nUser-agent: *\r\nDisallow: / # closed\r\n')).toBe(true)
    expect(robotsDisallowsEverything('User-agent: *\nDisallow:\n')).toBe(false)
    expect(robotsDisallowsEverything('')).toBe(false)
  })
})

describe('scoresCrawlability', () => {
  it('never scores the noindex pages (search results, checkout)', () => {
    expect(scoresCrawlability('/pesquisa?q=bola', PRODUCTION_ROBOTS)).toBe(false)
    expect(scoresCrawlability('/checkout/cart', null)).toBe(false)
  })

  it('scores indexable pages of a production build, or of a build without robots.txt', () => {
    expect(scoresCrawlability('/', PRODUCTION_ROBOTS)).toBe(true)
    expect(scoresCrawlability('/pesquisa-de-satisfacao', PRODUCTION_ROBOTS)).toBe(true)
    expect(scoresCrawlability('/esportes/corrida', null)).toBe(true)
  })

  it('does not score any page of a local build, whose robots.txt disallows everything by design', () => {
    expect(scoresCrawlability('/', LOCAL_ROBOTS)).toBe(false)
    expect(scoresCrawlability('/bola-de-futebol-campo-golaco-f900/p', LOCAL_ROBOTS)).toBe(false)
  })
})
