import { homeSchema, homeSectionLabel, type HomeSection } from '../home'
import { clone, issuesOf } from './helpers'

const banner = {
  imageDesktop: '/images/cms/home/a-desktop.svg',
  imageMobile: '/images/cms/home/a-mobile.svg',
  altText: 'Banner',
  link: '/esportes/corrida',
}

const validHome = {
  sections: [
    { id: 'principal', type: 'banners-carousel', banners: [banner] },
    { id: 'atalhos', type: 'pictos', items: [{ label: 'Clube', image: '/images/cms/pictos/clube.svg', link: '/clube' }] },
    {
      id: 'esportes',
      type: 'sports',
      title: 'Encontre seu esporte',
      items: [{ sport: 'corrida', label: 'Corrida', image: '/images/cms/pictos/corrida.svg', link: '/esportes/corrida' }],
    },
    { id: 'secundarios', type: 'secondary-banners', banners: [banner] },
    { id: 'terciarios', type: 'tertiary-banners', banners: [banner, banner] },
    {
      id: 'marcas',
      type: 'brands',
      title: 'Nossas marcas',
      items: [{ brand: 'arena-pro', name: 'Arena Pro', logo: '/images/cms/marcas/arena-pro.svg', link: '/marcas/arena-pro' }],
    },
    {
      id: 'mais-vendidos',
      type: 'product-shelf',
      title: 'Mais vendidos',
      source: { type: 'category', listingUri: 'c=esportes/corrida&sort=orders_desc' },
      limit: 12,
    },
  ],
}

describe('homeSchema', () => {
  it('accepts every section type', () => {
    expect(issuesOf(homeSchema, validHome)).toEqual([])
  })

  it('labels sections as analytics expects', () => {
    const labels = homeSchema.parse(validHome).sections.map((section: HomeSection) => homeSectionLabel(section))
    expect(labels).toEqual([
      'Banners carousel',
      'Pictos',
      'Encontre seu esporte',
      'Banners secundários',
      'Banners terciários',
      'Nossas marcas',
      'Mais vendidos',
    ])
  })

  it('rejects an unknown section type', () => {
    const home = clone(validHome)
    home.sections[0].type = 'video'
    expect(issuesOf(homeSchema, home)[0]).toMatch(/^sections\.0\.type: Invalid discriminator value/)
  })

  it('validates shelves: listing query and limit', () => {
    const home = clone(validHome) as { sections: Array<Record<string, unknown>> }
    home.sections[6] = { ...home.sections[6], source: { type: 'search-filter', listingUri: 'c=esportes' }, limit: 100 }
    expect(issuesOf(homeSchema, home)).toEqual([
      'sections.6.source.listingUri: a search-filter destination needs q=term or brand=slug',
      'sections.6.limit: must be at most 24',
    ])
  })

  it('rejects empty banner lists and duplicate ids', () => {
    const home = clone(validHome)
    home.sections[3].banners = []
    expect(issuesOf(homeSchema, home)).toEqual([
      'sections.3.banners: must contain at least one banner',
    ])
    const duplicate = clone(validHome)
    duplicate.sections[4].id = 'principal'
    expect(issuesOf(homeSchema, duplicate)).toEqual(['sections.4.id: duplicate id "principal" (already used at index 0)'])
  })
})
