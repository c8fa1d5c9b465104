import { isSitemapFile, sitemapWithLastmods } from '../sitemap-lastmods'

const HEAD = '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
const entry = (loc: string, lastmod: string) => `<url><loc>${loc}</loc><lastmod>${lastmod}</lastmod></url>`

describe('sitemap lastmods moved by a catalogue publish without a build (decision record 0042)', () => {
  const xml =
    HEAD +
    entry('https://www.arenaesportes.com.br/', '2026-11-01T10:00:00.000Z') +
    entry('https://www.arenaesportes.com.br/esportes/corrida/', '2026-11-01T10:00:00.000Z') +
    entry('https://www.arenaesportes.com.br/tenis-pulso/p', '2026-11-01T10:00:00.000Z') +
    entry('https://www.arenaesportes.com.br/esportes/corrida-de-rua', '2026-11-01T10:00:00.000Z') +
    '</urlset>'

  it("moves exactly the named pages' lastmod, whatever the trailing-slash policy wrote, and counts them", () => {
    const moved = sitemapWithLastmods(xml, { '/': '2026-11-29T21:00:00.000Z', '/esportes/corrida': '2026-11-29T21:00:00.000Z', '/tenis-pulso/p': '2026-11-01T10:00:00.000Z' })
    expect(moved.changed).toBe(2)
    expect(moved.xml).toBe(
      HEAD +
        entry('https://www.arenaesportes.com.br/', '2026-11-29T21:00:00.000Z') +
        entry('https://www.arenaesportes.com.br/esportes/corrida/', '2026-11-29T21:00:00.000Z') +
        entry('https://www.arenaesportes.com.br/tenis-pulso/p', '2026-11-01T10:00:00.000Z') +
        entry('https://www.arenaesportes.com.br/esportes/corrida-de-rua', '2026-11-01T10:00:00.000Z') +
        '</urlset>',
    )
  })

  it('leaves the text as it is when no page it lists moved', () => {
    expect(sitemapWithLastmods(xml, { '/outra': '2026-11-29T21:00:00.000Z' })).toEqual({ xml, changed: 0 })
  })

  it("names the sitemap's files, not its index or the index's alias", () => {
    expect(['sitemap-0.xml', 'sitemap-12.xml', 'sitemap-index.xml', 'sitemap.xml', 'blog/sitemap-0.xml'].filter(isSitemapFile)).toEqual(['sitemap-0.xml', 'sitemap-12.xml'])
  })
})
