import { institutionalLinksSchema } from '../institutional-links'
import { siteSchema } from '../site'
import { stripeSchema } from '../stripe'
import { issuesOf } from './helpers'

describe('stripeSchema', () => {
  const valid = {
    enableSession: true,
    messages: [
      { stripeText: 'Frete grátis acima de R$ 299', link: '/institucional/politica-de-entrega', icon: '/images/cms/icones/frete.svg' },
      { stripeText: 'Parcele em até 10x sem juros' },
    ],
  }

  it('accepts messages with optional link and icon', () => {
    expect(issuesOf(stripeSchema, valid)).toEqual([])
  })

  it('names the failing message field', () => {
    expect(issuesOf(stripeSchema, { ...valid, messages: [{ link: '/x' }] })).toEqual(['messages.0.stripeText: Required'])
    expect(issuesOf(stripeSchema, { ...valid, messages: [{ stripeText: 'a', icon: 'icon.png' }] })[0]).toMatch(
      /^messages\.0\.icon: must be an image path/,
    )
  })

  it('needs a message while the section is enabled, and rejects unknown keys', () => {
    expect(issuesOf(stripeSchema, { enableSession: true, messages: [] })).toEqual([
      'messages: must contain at least one message while enableSession is true',
    ])
    expect(issuesOf(stripeSchema, { enableSession: false, messages: [] })).toEqual([])
    expect(issuesOf(stripeSchema, { ...valid, messages: [{ stripText: 'typo' }] })).toHaveLength(2)
    expect(issuesOf(stripeSchema, { messages: [] })).toEqual(['enableSession: Required'])
  })
})

describe('siteSchema', () => {
  it('validates the logo', () => {
    const site = { storeName: 'Arena Esportes', logo: { src: '/images/cms/logos/a.svg', alt: 'Arena', width: 200, height: 48 } }
    expect(issuesOf(siteSchema, site)).toEqual([])
    expect(issuesOf(siteSchema, { ...site, logo: { ...site.logo, width: 0 } })).toEqual([
      'logo.width: must be a positive number of pixels',
    ])
  })
})

describe('institutionalLinksSchema', () => {
  const links = [
    { label: 'Cartão Presente', href: '/cartao-presente', target: '_self' },
    { label: 'Cadastre seu CNPJ', href: 'https://empresas.arenaesportes.com.br/cadastro', target: '_blank' },
  ]

  it('accepts internal links in the same tab and external links in a new tab', () => {
    expect(issuesOf(institutionalLinksSchema, { links })).toEqual([])
  })

  it('rejects a wrong target, a bad target value and duplicate labels', () => {
    expect(issuesOf(institutionalLinksSchema, { links: [{ ...links[1], target: '_self' }] })).toEqual([
      'links.0.target: must be "_blank" for an external address',
    ])
    expect(issuesOf(institutionalLinksSchema, { links: [{ ...links[0], target: 'new' }] })).toEqual([
      'links.0.target: must be "_self" or "_blank"',
    ])
    expect(issuesOf(institutionalLinksSchema, { links: [links[0], links[0]] })).toEqual([
      'links.1.label: duplicate label "Cartão Presente" (already used at index 0)',
    ])
    expect(issuesOf(institutionalLinksSchema, { links: [] })).toEqual(['links: must contain at least one link'])
  })
})
