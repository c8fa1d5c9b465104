/** @jest-environment jsdom */
import type { ProductCardData } from '../../../lib/product-card/types'
import { StoreProvider } from '../../../sdk'
import { MemoryGateway } from '../../../sdk/__tests__/memoryGateway'
import { MemoryWishlistGateway } from '../../../features/wishlist/__tests__/memoryWishlistGateway'
import { WishlistProvider } from '../../../features/wishlist'
import { fireEvent, render, screen, within } from '@testing-library/react'

import type { PageBlock } from '../../../../cms-schemas'
import { ContentBlocks, FAQ_TITLE } from '../ContentBlocks'
import { blockHeadingLevels } from '../headingLevels'
import { shelfKey } from '../../../lib/content/types'

jest.mock('gatsby', () => ({ Link: jest.requireActual('../../../test-support/gatsby-mock').Link }))

const body: PageBlock[] = [
  { type: 'banner', imageDesktop: '/images/cms/paginas/clube-desktop.svg', imageMobile: '/images/cms/paginas/clube-mobile.svg', altText: 'O Clube está de cara nova!', link: '/clube/cadastro' },
  { type: 'paragraph', text: 'O Clube Arena é gratuito.' },
  { type: 'heading', text: 'Vantagens', level: 2 },
  { type: 'cards', items: [{ title: 'Cashback', text: 'Até 5% de volta.', link: '/cashback' }, { title: 'Garantia', text: 'Mais 1 ano.' }] },
  { type: 'list', ordered: true, items: ['Cadastre-se', 'Compre'] },
  { type: 'list', ordered: false, items: ['Sem mensalidade'] },
  { type: 'image', src: '/images/cms/paginas/fundacao-atletas.svg', alt: 'Jovens atletas', caption: 'Bolsistas de 2024' },
  { type: 'table', caption: 'Medidas em centímetros', headers: ['Tamanho', 'Tórax'], rows: [['P', '88-96'], ['M', '96-104']] },
  { type: 'faq', items: [{ question: 'É gratuito?', answer: 'Sim, sempre.' }] },
  { type: 'cta', label: 'Cadastre-se grátis', href: '/clube/cadastro' },
  { type: 'cta', label: 'WhatsApp', href: 'https://wa.me/5511940001234' },
]

describe('ContentBlocks', () => {
  it('renders every block type in order with its text', () => {
    const { container } = render(<ContentBlocks blocks={body} />)
    expect(screen.getByRole('img', { name: 'O Clube está de cara nova!' }).closest('a')).toHaveAttribute('href', '/clube/cadastro')
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/images/cms/paginas/clube-mobile.svg')
    expect(screen.getByText('O Clube Arena é gratuito.').tagName).toBe('P')
    expect(screen.getByRole('heading', { level: 2, name: 'Vantagens' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Cashback' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Saiba mais sobre Cashback' })).toHaveAttribute('href', '/cashback')
    expect(within(container.querySelector('ol')!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cadastre-se', 'Compre'])
    expect(screen.getByText('Sem mensalidade').closest('ul')).not.toBeNull()
    expect(screen.getByRole('img', { name: 'Jovens atletas' }).closest('figure')).toHaveTextContent('Bolsistas de 2024')
    const table = screen.getByRole('table', { name: 'Medidas em centímetros' })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Tamanho', 'Tórax'])
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['P', 'M'])
    expect(screen.getByRole('region', { name: 'Medidas em centímetros' })).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('heading', { name: FAQ_TITLE, level: 3 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cadastre-se grátis' })).toHaveAttribute('href', '/clube/cadastro')
    const external = screen.getByRole('link', { name: 'WhatsApp' })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('opens an FAQ answer when its question is clicked', () => {
    const { container } = render(<ContentBlocks blocks={[{ type: 'faq', items: [{ question: 'É gratuito?', answer: 'Sim, sempre.' }] }]} />)
    const details = container.querySelector('details')!
    expect(details.open).toBe(false)
    fireEvent.click(screen.getByText('É gratuito?'))
    expect(details.open).toBe(true)
    expect(screen.getByText('Sim, sempre.')).toBeVisible()
  })

  it('renders a product shelf with the products built for its block, and nothing for an empty one', () => {
    const product: ProductCardData = {
      productId: '1',
      name: 'Tênis de corrida Pulso',
      brand: 'Pulso',
      slug: '/tenis-de-corrida-pulso/p',
      imageUrl: '/images/products/1.svg',
      imageAlt: 'Tênis de corrida Pulso',
      offer: { price: 299.9, listPrice: 399.9, isAvailable: true },
      installment: null,
      flags: [],
      skuId: '10',
      sellerId: '1',
    }
    const blocks: PageBlock[] = [
      { type: 'product-shelf', title: 'Corrida em oferta', source: { type: 'category', listingUri: 'c=esportes/corrida' }, limit: 4 },
      { type: 'product-shelf', title: 'Vazia', source: { type: 'category', listingUri: 'c=esportes/ciclismo' }, limit: 4 },
    ]
    render(
      <StoreProvider cartGateway={new MemoryGateway([])}>
        <WishlistProvider gateway={new MemoryWishlistGateway(false)}>
          <ContentBlocks blocks={blocks} shelves={{ [shelfKey(0)]: [product] }} />
        </WishlistProvider>
      </StoreProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Corrida em oferta' })).toBeInTheDocument()
    expect(screen.getByText('Tênis de corrida Pulso')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Vazia' })).toBeNull()
  })
})

describe('blockHeadingLevels', () => {
  it('titles blocks one level under the latest heading', () => {
    expect(blockHeadingLevels(body)).toEqual([2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3])
  })

  it('never skips a level: an h3 with no h2 before it renders as h2', () => {
    expect(
      blockHeadingLevels([
        { type: 'heading', text: 'Primeiro', level: 3 },
        { type: 'heading', text: 'Seção', level: 2 },
        { type: 'heading', text: 'Subseção', level: 3 },
        { type: 'faq', items: [{ question: 'P?', answer: 'R.' }] },
      ]),
    ).toEqual([2, 2, 3, 4])
  })
})
