import { readFileSync } from 'node:fs'
import path from 'node:path'

import { contentfulImport } from '../../../../cms-schemas/contentful/definitions'
import {
  assetUrl,
  CONTENTFUL_NODE_TYPES,
  CONTENTFUL_TYPE_IDS,
  jsonField,
  mapContentfulContent,
  mapFooter,
  mapHome,
  mapImperdivel,
  mapInstitutionalLinks,
  mapMenu,
  mapPages,
  mapRedirectRules,
  mapSite,
  mapStores,
  mapStripe,
  type ContentfulNode,
} from '../contentful'

const asset = (name: string) => ({ url: `//images.ctfassets.net/space1/${name}/abc/${name}.png` })

const menuNode: ContentfulNode = {
  id: 'node-menu',
  contentful_id: 'menu1',
  variant: 'consumer',
  departments: [
    {
      title: 'Feminino',
      url: '/pesquisa?c=feminino&sort=score_desc',
      imageBannerDesktop: asset('fem-desktop'),
      imageBannerMobile: { file: { url: '//images.ctfassets.net/space1/fem-mobile.png' } },
      linkBanner: null,
      new_tabBanner: false,
      highlight: false,
      appIcon: null,
      categories: [
        {
          title: 'Calçados',
          url: '/pesquisa?c=feminino/calcados&sort=score_desc',
          typeThirtLevel: 'simple-listing',
          highlight: false,
          includeModule: false,
          picto: null,
          pictoAPP: null,
          subcategories: [
            {
              title: 'Tênis de corrida',
              url: '/pesquisa?c=feminino/calcados/tenis-de-corrida&sort=score_desc',
              new_tab: false,
              banner: null,
              type: 'category',
              listingUri: 'c=feminino/calcados/tenis-de-corrida&sort=score_desc',
            },
            null,
          ],
        },
      ],
    },
  ],
}

const footerLink = (text: string, link: string) => ({ text, link })
const footerNode: ContentfulNode = {
  contentful_id: 'footer1',
  variant: 'consumer',
  title: null,
  featuredLinks: null,
  serviceLinks: [footerLink('Seguro Bike', '/seguro-bike')],
  helpLinks: [footerLink('Atendimento', '/atendimento')],
  aboutUsLinks: [footerLink('Quem somos', '/institucional/quem-somos')],
  deliveryPolicy: footerLink('Política de entrega', '/institucional/politica-de-entrega'),
  privacyPolicy: footerLink('Política de privacidade', '/institucional/politica-de-privacidade'),
  copyRight: '© 2025 Arena Esportes',
  socialLinks: [{ text: 'Instagram', link: 'https://www.instagram.com/arenaesportes', image: asset('instagram') }],
}

describe('Contentful model', () => {
  it('keeps content-types.json equal to the definitions', () => {
    const file = path.resolve(__dirname, '../../../../cms-schemas/contentful/content-types.json')
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(contentfulImport())))
  })

  it('lists the content types and their Gatsby node names', () => {
    expect(CONTENTFUL_TYPE_IDS).toEqual(expect.arrayContaining(['menuDepartment', 'footer', 'redirectRule', 'contentPage']))
    expect(CONTENTFUL_NODE_TYPES).toEqual(
      expect.arrayContaining(['ContentfulMenuDepartment', 'ContentfulPromotionalStripe', 'ContentfulContentPage']),
    )
    expect(new Set(CONTENTFUL_TYPE_IDS).size).toBe(CONTENTFUL_TYPE_IDS.length)
  })

  it('links only to content types that exist', () => {
    const ids = new Set(CONTENTFUL_TYPE_IDS)
    const linked = contentfulImport().contentTypes.flatMap((type) =>
      type.fields.flatMap((field) => [...field.validations, ...(field.items?.validations ?? [])]),
    )
    const targets = linked.flatMap((v) => (Array.isArray(v.linkContentType) ? (v.linkContentType as string[]) : []))
    expect(targets.length).toBeGreaterThan(0)
    expect(targets.filter((target) => !ids.has(target))).toEqual([])
  })
})

describe('field helpers', () => {
  it('normalises asset URLs', () => {
    expect(assetUrl({ url: '//images.ctfassets.net/a.png' })).toBe('https://images.ctfassets.net/a.png')
    expect(assetUrl({ file: { url: 'https://images.ctfassets.net/b.png' } })).toBe('https://images.ctfassets.net/b.png')
    expect(assetUrl(null)).toBeUndefined()
  })

  it('reads JSON fields in both shapes', () => {
    expect(jsonField({ internal: { content: '[{"a":1}]' } })).toEqual([{ a: 1 }])
    expect(jsonField([{ a: 1 }])).toEqual([{ a: 1 }])
  })
})

describe('mappers', () => {
  it('maps the menu, dropping nulls and unresolved references', () => {
    const menu = mapMenu(menuNode)
    expect(menu.departments[0]).toEqual({
      title: 'Feminino',
      url: '/pesquisa?c=feminino&sort=score_desc',
      imageBannerDesktop: 'https://images.ctfassets.net/space1/fem-desktop/abc/fem-desktop.png',
      imageBannerMobile: 'https://images.ctfassets.net/space1/fem-mobile.png',
      new_tabBanner: false,
      highlight: false,
      categories: [
        {
          title: 'Calçados',
          url: '/pesquisa?c=feminino/calcados&sort=score_desc',
          typeThirtLevel: 'simple-listing',
          highlight: false,
          includeModule: false,
          subcategories: [
            {
              title: 'Tênis de corrida',
              url: '/pesquisa?c=feminino/calcados/tenis-de-corrida&sort=score_desc',
              new_tab: false,
              type: 'category',
              listingUri: 'c=feminino/calcados/tenis-de-corrida&sort=score_desc',
            },
          ],
        },
      ],
    })
  })

  it('names the Contentful type, entry and field path of invalid data', () => {
    const broken = structuredClone(menuNode) as { departments: Array<{ categories: Array<Record<string, unknown>> }> }
    broken.departments[0].categories[0].typeThirtLevel = 'mega-menu'
    expect(() => mapMenu(broken)).toThrow(
      /^Contentful ContentfulMenu menu1: departments\.0\.categories\.0\.typeThirtLevel: must be one of/,
    )
  })

  it('maps site settings, stripe and institutional links', () => {
    expect(
      mapSite({ storeName: 'Arena Esportes Empresas', logo: asset('logo'), logoAlt: 'Arena Empresas', logoWidth: 240, logoHeight: 48 }),
    ).toEqual({
      storeName: 'Arena Esportes Empresas',
      logo: { src: 'https://images.ctfassets.net/space1/logo/abc/logo.png', alt: 'Arena Empresas', width: 240, height: 48 },
    })
    expect(
      mapStripe({ enableSession: true, messages: [{ stripeText: 'Frete grátis', link: null, icon: asset('truck') }] }),
    ).toEqual({ enableSession: true, messages: [{ stripeText: 'Frete grátis', icon: 'https://images.ctfassets.net/space1/truck/abc/truck.png' }] })
    expect(
      mapInstitutionalLinks({
        links: [
          { label: 'Cartão Presente', href: '/cartao-presente', target: '_self' },
          { label: 'Cadastre seu CNPJ', href: 'https://empresas.arenaesportes.com.br/cadastro', target: '_blank' },
        ],
      }).map((link) => link.label),
    ).toEqual(['Cartão Presente', 'Cadastre seu CNPJ'])
  })

  it('maps a valid footer and turns an invalid one into null', () => {
    const footer = mapFooter(footerNode)
    expect(footer?.title).toBeUndefined()
    expect(footer?.socialLinks[0].image).toBe('https://images.ctfassets.net/space1/instagram/abc/instagram.png')
    const messages: string[] = []
    expect(mapFooter({ ...footerNode, privacyPolicy: null }, (message) => messages.push(message))).toBeNull()
    expect(messages).toEqual(['Contentful ContentfulFooter footer1: privacyPolicy: Required'])
    expect(mapFooter(undefined)).toBeNull()
  })

  it('maps the Imperdível section', () => {
    const card = { title: 'Lançamentos', image: asset('lanc'), altText: 'Lançamentos', link: '/colecao/lancamentos' }
    const imperdivel = mapImperdivel({
      collectionCard: [card],
      boxCards: [],
      highlightedCard: { ...card, active: false, text: 'Ofertas', link: '/campanha/semana-do-esporte' },
    })
    expect(imperdivel.highlightedCard).toMatchObject({ active: false, text: 'Ofertas', link: '/campanha/semana-do-esporte' })
    expect(imperdivel.collectionCard[0].image).toMatch(/^https:\/\//)
  })

  it('maps home sections from a JSON field', () => {
    const sections = [
      { id: 'vitrine', type: 'product-shelf', title: 'Lançamentos', source: { type: 'search-filter', listingUri: 'q=tenis' }, limit: 8 },
    ]
    expect(mapHome({ sections: { internal: { content: JSON.stringify(sections) } } }).sections).toEqual(sections)
    expect(() => mapHome({ contentful_id: 'h1', sections: [] })).toThrow(
      'Contentful ContentfulHome h1: sections: must contain at least one section',
    )
  })

  it('maps redirect rules, stores and pages', () => {
    expect(
      mapRedirectRules([
        { fromPath: '/live-shop', toPath: '/', statusCode: 301, isPermanent: true, ignoreCase: true, redirectInBrowser: true, force: true },
      ]),
    ).toHaveLength(1)
    expect(() =>
      mapRedirectRules([
        { fromPath: '/home', toPath: '/', statusCode: 301, isPermanent: false, ignoreCase: true, redirectInBrowser: true, force: false },
      ]),
    ).toThrow('Contentful ContentfulRedirectRule: rules.0.statusCode: must be 302 or 307 for a temporary redirect')

    const [store] = mapStores([
      {
        name: 'Arena Esportes Recife', slug: 'recife', address: 'Av. Conselheiro Aguiar, 3.500', district: null, city: 'Recife',
        state: 'PE', cep: '51020-021', phone: '(81) 3465-1200',
        openingHours: [{ label: 'Todos os dias', days: ['seg', 'dom'], opens: '09:00', closes: '21:00' }],
        services: null, image: null, location: { lat: -8.118, lon: -34.9 },
      },
    ])
    expect(store).toMatchObject({ slug: 'recife', services: [], coordinates: { lat: -8.118, lng: -34.9 } })
    expect(store.district).toBeUndefined()

    const [page] = mapPages([
      {
        slug: 'seguro-bike', kind: 'generic', title: 'Seguro Bike', description: null,
        seoTitle: 'Seguro Bike | Arena Esportes', seoDescription: 'Proteja sua bicicleta.',
        body: [{ type: 'paragraph', text: 'Proteção contra roubo.' }],
      },
    ])
    expect(page).toEqual({
      slug: 'seguro-bike', kind: 'generic', title: 'Seguro Bike',
      seo: { title: 'Seguro Bike | Arena Esportes', description: 'Proteja sua bicicleta.' },
      body: [{ type: 'paragraph', text: 'Proteção contra roubo.' }],
    })
  })

  it('maps all node lists of a variant, picking its container entries', () => {
    const business = { ...menuNode, variant: 'business', departments: [] }
    const content = mapContentfulContent({ menu: [business, menuNode], footer: [footerNode] }, 'consumer')
    expect(content.menu?.departments).toHaveLength(1)
    expect(content.footer).not.toBeNull()
    expect(content.site).toBeUndefined()
    expect(content.pages).toEqual([])
    const warnings: string[] = []
    expect(mapContentfulContent({ footer: [footerNode] }, 'business', (m) => warnings.push(m)).footer).toBeNull()
    expect(warnings).toEqual(['Contentful ContentfulFooter: (root): no footer data'])
  })
})
