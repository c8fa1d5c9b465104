import { footerSchema } from '../footer'
import { imperdivelSchema } from '../imperdivel'
import { clone, issuesOf } from './helpers'

const validFooter = {
  title: 'Arena Esportes',
  serviceLinks: [{ text: 'Seguro Bike', link: '/seguro-bike' }],
  helpLinks: [{ text: 'Atendimento', link: '/atendimento' }],
  aboutUsLinks: [{ text: 'Quem somos', link: '/institucional/quem-somos' }],
  deliveryPolicy: { text: 'Política de entrega', link: '/institucional/politica-de-entrega' },
  privacyPolicy: { text: 'Política de privacidade', link: '/institucional/politica-de-privacidade' },
  copyRight: '© 2025 Arena Esportes',
  socialLinks: [{ image: '/images/cms/social/instagram.svg', link: 'https://www.instagram.com/arenaesportes', text: 'Instagram' }],
}

describe('footerSchema', () => {
  it('accepts a footer with or without a title', () => {
    expect(issuesOf(footerSchema, validFooter)).toEqual([])
    const { title: _title, ...untitled } = validFooter
    expect(issuesOf(footerSchema, untitled)).toEqual([])
  })

  it('names the invalid link fields', () => {
    const footer = clone(validFooter)
    footer.helpLinks[0].link = 'atendimento'
    footer.privacyPolicy = { text: '' } as never
    expect(issuesOf(footerSchema, footer)).toEqual([
      'helpLinks.0.link: must be a site path starting with "/" or an absolute address starting with https://',
      'privacyPolicy.text: must not be empty',
      'privacyPolicy.link: Required',
    ])
  })

  it('requires absolute social links and non-empty columns', () => {
    const footer = clone(validFooter)
    footer.socialLinks[0].link = '/instagram'
    footer.serviceLinks = []
    expect(issuesOf(footerSchema, footer)).toEqual([
      'serviceLinks: must contain at least one link',
      'socialLinks.0.link: must be an absolute address starting with http:// or https://',
    ])
  })
})

describe('imperdivelSchema', () => {
  const card = { title: 'Lançamentos', image: '/images/cms/imperdivel/lancamentos.svg', altText: 'Lançamentos', link: '/colecao/lancamentos' }
  const valid = {
    collectionCard: [{ ...card }],
    boxCards: [{ ...card }],
    highlightedCard: { ...card, active: true, text: 'Até 40% OFF', link: '/campanha/semana-do-esporte' },
  }

  it('accepts collection cards, box cards and a highlighted card', () => {
    expect(issuesOf(imperdivelSchema, valid)).toEqual([])
  })

  it('requires the highlighted card to link to a campaign page', () => {
    const data = clone(valid)
    data.highlightedCard.link = '/colecao/lancamentos'
    expect(issuesOf(imperdivelSchema, data)).toEqual(['highlightedCard.link: must be a campaign page path, /campanha/{slug}'])
  })

  it('names missing card fields', () => {
    const data = clone(valid) as { boxCards: Array<Record<string, unknown>> }
    delete data.boxCards[0].altText
    expect(issuesOf(imperdivelSchema, data)).toEqual(['boxCards.0.altText: Required'])
    expect(issuesOf(imperdivelSchema, { ...valid, highlightedCard: { ...valid.highlightedCard, active: 'yes' } })).toEqual([
      'highlightedCard.active: must be true or false',
    ])
  })
})
